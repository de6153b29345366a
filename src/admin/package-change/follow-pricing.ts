/**
 * A change on the Pricing page that other places must follow (issue 57, docs/decisions.md): a package, wash type or
 * vehicle size added, renamed or retired in pricing.yaml's lists brings, in the same save, what the files that follow
 * those lists declare (src/content/file-declarations.ts, whose declarations the content check enforces too):
 * - Savings at a Glance (its rows follow the packages): a new package's row (its figures asked of the owner:
 *   package-change/PackageChangePanel.tsx), a retired package's row removed, a renamed package's row following its code, the rows
 *   in the packages' order;
 * - the booking form's custom quote (its choices name codes): a renamed code followed; a retired one emptied, for the
 *   owner to choose again;
 * - pricing.yaml's own What's Included table: a new package's column as the package's before it (a new wash type's
 *   rows as the wash type's before it), which the owner can change. Its prices are asked for at their boxes, and a
 *   renamed or retired code's prices and cells follow already (schema/code-keys.ts).
 * Pure: the values in, the values out; what changed is told by schema/code-keys.ts's codeChanges, as the price
 * tables follow it, one edit at a time.
 */
import {
  CODE_LISTS,
  codesIn,
  followersOf,
  followingsOf,
  isRowsFollowing,
  valueAt,
  type ChoiceFollowing,
  type Code,
  type CodeListName,
  type ContentName,
  type RowsFollowing,
} from "../../content/file-declarations.ts";
import { codeChanges } from "../schema/code-keys.ts";
import { isPlainObject } from "../schema/field-tree.ts";

type Plain = Record<string, unknown>;

/** How one of pricing.yaml's lists of codes changed with an edit: renamed (old → new), retired, and added codes. */
interface ListChange {
  renamed: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
  added: readonly string[];
}

/** A list's codes as text: pricing.yaml's lists are of ids. */
const codesOf = (content: unknown, list: CodeListName): string[] => codesIn(content, list).map(String);

function listChange(before: unknown, after: unknown, list: CodeListName): ListChange {
  const [was, now] = [codesOf(before, list), codesOf(after, list)];
  const { renamed, removed } = codeChanges(was, now);
  const added = now.length > was.length ? now.filter((code) => !was.includes(code)) : [];
  return { renamed, removed, added };
}

const asPlain = (value: unknown): Plain => (isPlainObject(value) ? value : {});

/** `value` with `replacement` at `place` (a path of keys), the rest as it was. */
function withValueAt(value: unknown, place: readonly string[], replacement: unknown): unknown {
  if (place.length === 0) return replacement;
  const [key, ...rest] = place;
  return { ...asPlain(value), [key]: withValueAt(asPlain(value)[key], rest, replacement) };
}

/** The code before `code` in its list (the one after it, for the first): whose values a new one starts from. */
function neighbour(codes: readonly string[], code: string): string | undefined {
  const at = codes.indexOf(code);
  return at > 0 ? codes[at - 1] : codes[at + 1];
}

/** pricing.yaml's What's Included with a new package's cells (and a new wash type's rows) as its neighbour's. */
export function includedDefaults(before: unknown, after: unknown): unknown {
  const tiers = listChange(before, after, "packages");
  const washes = listChange(before, after, "washTypes");
  if (tiers.added.length === 0 && washes.added.length === 0) return after;
  const included = asPlain(asPlain(after).included);
  const rows = { ...asPlain(included.rows) };
  const [tierCodes, washCodes] = [codesOf(after, "packages"), codesOf(after, "washTypes")];
  for (const wash of washes.added) {
    const from = neighbour(washCodes, wash);
    if (rows[wash] === undefined && from !== undefined && Array.isArray(rows[from])) rows[wash] = structuredClone(rows[from]);
  }
  for (const [wash, list] of Object.entries(rows)) {
    if (!Array.isArray(list)) continue;
    rows[wash] = list.map((row: unknown) => {
      if (!isPlainObject(row)) return row;
      const cells = { ...asPlain(row.tiers) };
      for (const tier of tiers.added) {
        const from = neighbour(tierCodes, tier);
        if (cells[tier] === undefined && from !== undefined && cells[from] !== undefined) cells[tier] = cells[from];
      }
      // In the packages' order, as the table shows its columns.
      const ordered = Object.fromEntries(
        [...tierCodes.filter((code) => code in cells), ...Object.keys(cells).filter((key) => !tierCodes.includes(key))].map((key) => [key, cells[key]]),
      );
      return { ...row, tiers: ordered };
    });
  }
  return { ...asPlain(after), included: { ...included, rows } };
}

/** What a follower is followed with: how its list changed, the list's codes now, and the files its new entries read. */
interface FollowContext {
  change: ListChange;
  order: readonly string[];
  files: Readonly<Partial<Record<ContentName, unknown>>>;
}

/** A new entry: its code, and for each code of the list its entries hold in turn, an entry with that code alone. */
function newRow(code: string, following: RowsFollowing, files: FollowContext["files"]): unknown {
  const row = { [following.id]: code };
  const each = following.each;
  if (!each) return row;
  const inner = codesIn(files[CODE_LISTS[each.list].file], each.list).map((value: Code) => ({ [each.id]: value }));
  return withValueAt(row, each.rows, inner);
}

/**
 * Rows following a list's codes (Savings at a Glance's packages): renamed, retired and added (blank figures), in the
 * list's order (a package moved moves its row, as the check asks).
 */
function followRows(value: unknown, following: RowsFollowing, { change, order, files }: FollowContext): unknown {
  const codeOf = (row: unknown) => String(asPlain(row)[following.id]);
  const held = valueAt(value, following.rows);
  const rows = (Array.isArray(held) ? (held as unknown[]) : [])
    .filter((row) => !change.removed.has(codeOf(row)))
    .map((row) => {
      const renamed = change.renamed.get(codeOf(row));
      return renamed === undefined ? row : { ...asPlain(row), [following.id]: renamed };
    });
  for (const code of change.added) if (!rows.some((row) => codeOf(row) === code)) rows.push(newRow(code, following, files));
  const place = (row: unknown) => {
    const at = order.indexOf(codeOf(row));
    return at < 0 ? order.length : at;
  };
  const sorted = rows
    .map((row, i) => [row, i] as const)
    .sort(([a, i], [b, j]) => place(a) - place(b) || i - j)
    .map(([row]) => row);
  const same = Array.isArray(held) && sorted.length === held.length && sorted.every((row, i) => row === held[i]);
  return same ? value : withValueAt(value, following.rows, sorted);
}

/** A choice of a code (the custom quote's package): a renamed code followed, a retired one emptied (asked again). */
function followChoice(value: unknown, following: ChoiceFollowing, { change }: FollowContext): unknown {
  const code = valueAt(value, following.choice);
  if (typeof code !== "string") return value;
  if (change.renamed.has(code)) return withValueAt(value, following.choice, change.renamed.get(code));
  if (change.removed.has(code)) return withValueAt(value, following.choice, "");
  return value;
}

/** The other files as one edit of pricing.yaml's values (from `before` to `after`) makes them, as their declarations say they follow it. */
export function followPricing(before: unknown, after: unknown, others: { savings: unknown; booking: unknown }): { savings: unknown; booking: unknown } {
  const files: Partial<Record<ContentName, unknown>> = { ...others, pricing: after };
  const followed: Partial<Record<ContentName, unknown>> = { ...others };
  for (const follower of followersOf("pricing")) {
    for (const following of followingsOf(follower)) {
      if (CODE_LISTS[following.list].file !== "pricing") continue;
      const context = { change: listChange(before, after, following.list), order: codesOf(after, following.list), files };
      followed[follower] = isRowsFollowing(following)
        ? followRows(followed[follower], following, context)
        : followChoice(followed[follower], following, context);
    }
  }
  return { savings: followed.savings, booking: followed.booking };
}
