/**
 * A change on the Pricing page that other places must follow (issue 57, docs/decisions.md): a package, wash type or
 * vehicle size added, renamed or retired in pricing.yaml's lists brings, in the same save,
 * - Savings at a Glance: a new package's row (its figures asked of the owner: together/TogetherPanel.tsx), a retired
 *   package's row removed, a renamed package's row following its code, the rows in the packages' order;
 * - the booking form's custom quote: a renamed code followed; a retired one emptied, for the owner to choose again;
 * - pricing.yaml's own What's Included table: a new package's column as the package's before it (a new wash type's
 *   rows as the wash type's before it), which the owner can change. Its prices are asked for at their boxes, and a
 *   renamed or retired code's prices and cells follow already (schema/code-keys.ts).
 * Pure: the values in, the values out; what changed is told by schema/code-keys.ts's codeChanges, as the price
 * tables follow it, one edit at a time.
 */
import { codeChanges } from "../schema/code-keys.ts";
import { isPlainObject } from "../schema/field-tree.ts";
import { codesOf } from "../schema/schema-fields.ts";

type Plain = Record<string, unknown>;

/** How one of pricing.yaml's lists of codes changed with an edit: renamed (old → new), retired, and added codes. */
interface ListChange {
  renamed: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
  added: readonly string[];
}

function listChange(before: unknown, after: unknown, list: "tiers" | "washTypes" | "vehicleSizes"): ListChange {
  const [was, now] = [codesOf(before, list), codesOf(after, list)];
  const { renamed, removed } = codeChanges(was, now);
  const added = now.length > was.length ? now.filter((code) => !was.includes(code)) : [];
  return { renamed, removed, added };
}

const changes = (change: ListChange) => change.renamed.size > 0 || change.removed.size > 0 || change.added.length > 0;

const asPlain = (value: unknown): Plain => (isPlainObject(value) ? value : {});

/** The code before `code` in its list (the one after it, for the first): whose values a new one starts from. */
function neighbour(codes: readonly string[], code: string): string | undefined {
  const at = codes.indexOf(code);
  return at > 0 ? codes[at - 1] : codes[at + 1];
}

/** pricing.yaml's What's Included with a new package's cells (and a new wash type's rows) as its neighbour's. */
export function includedDefaults(before: unknown, after: unknown): unknown {
  const tiers = listChange(before, after, "tiers");
  const washes = listChange(before, after, "washTypes");
  if (tiers.added.length === 0 && washes.added.length === 0) return after;
  const included = asPlain(asPlain(after).included);
  const rows = { ...asPlain(included.rows) };
  const [tierCodes, washCodes] = [codesOf(after, "tiers"), codesOf(after, "washTypes")];
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

/** The pack sizes the booking form offers: every savings row has a saving for each. */
export function packSizes(booking: unknown): number[] {
  const options = asPlain(asPlain(asPlain(booking).fields).blocks).options;
  return Array.isArray(options) ? options.map((option) => asPlain(option).value).filter((value): value is number => typeof value === "number") : [];
}

/** Savings at a Glance following the packages: rows renamed, retired and added (blank figures), in the packages' order. */
function followSavings(savings: unknown, tiers: ListChange, order: readonly string[], packs: readonly number[]): unknown {
  if (!changes(tiers)) return savings;
  const rows = (Array.isArray(asPlain(savings).rows) ? (asPlain(savings).rows as unknown[]) : [])
    .filter((row) => !tiers.removed.has(String(asPlain(row).tier)))
    .map((row) => {
      const renamed = tiers.renamed.get(String(asPlain(row).tier));
      return renamed === undefined ? row : { ...asPlain(row), tier: renamed };
    });
  const has = (tier: string) => rows.some((row) => asPlain(row).tier === tier);
  for (const tier of tiers.added) if (!has(tier)) rows.push({ tier, packs: packs.map((blocks) => ({ blocks })) });
  const place = (row: unknown) => {
    const at = order.indexOf(String(asPlain(row).tier));
    return at < 0 ? order.length : at;
  };
  return {
    ...asPlain(savings),
    rows: rows
      .map((row, i) => [row, i] as const)
      .sort(([a, i], [b, j]) => place(a) - place(b) || i - j)
      .map(([row]) => row),
  };
}

/** The custom quote's package, wash type and vehicle size: a renamed code followed, a retired one emptied (asked again). */
function followCustomQuote(booking: unknown, lists: Record<"tier" | "wash" | "size", ListChange>): unknown {
  const quote = asPlain(asPlain(booking).customQuote);
  let next = quote;
  for (const [field, change] of Object.entries(lists)) {
    const code = quote[field];
    if (typeof code !== "string") continue;
    if (change.renamed.has(code)) next = { ...next, [field]: change.renamed.get(code) };
    else if (change.removed.has(code)) next = { ...next, [field]: "" };
  }
  return next === quote ? booking : { ...asPlain(booking), customQuote: next };
}

/** The other files as one edit of pricing.yaml's values (from `before` to `after`) makes them. */
export function followPricing(before: unknown, after: unknown, others: { savings: unknown; booking: unknown }): { savings: unknown; booking: unknown } {
  const tier = listChange(before, after, "tiers");
  const lists = { tier, wash: listChange(before, after, "washTypes"), size: listChange(before, after, "vehicleSizes") };
  return {
    savings: followSavings(others.savings, tier, codesOf(after, "tiers"), packSizes(others.booking)),
    booking: followCustomQuote(others.booking, lists),
  };
}
