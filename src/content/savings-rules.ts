import type { CrossFileProblem } from "./content-types.ts";
import type { PricingContent } from "./generated/pricing.ts";
import type { SavingsContent } from "./generated/savings.ts";
import type { BookingContent } from "./generated/booking.ts";
import { codesAt, codesIn, followingsOf, isRowsFollowing, valueAt, type Code } from "./file-declarations.ts";

/** "a, b and c". */
const inWordsList = (words: readonly string[]) => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/**
 * The rows of Savings at a Glance against the Pricing page's packages, and each row's packs against the booking form's
 * pack sizes, as savings.yaml's declaration says it follows them (file-declarations.ts; the editor follows the same
 * declaration: admin/package-change/follow-pricing.ts). The figures are the owner's to enter for each package, so a package
 * added on the Pricing page asks for its row here: each message says, in the owner's words, what to add or remove and
 * where.
 */
export function savingsRules(pricing: PricingContent, savings: SavingsContent, booking: BookingContent | undefined, problems: CrossFileProblem[]): void {
  const following = followingsOf("savings").find(isRowsFollowing)!;
  // The table as the owner named it (its heading), so the message points where they would look.
  const table = savings.heading;
  const tiers = codesIn(pricing, following.list);
  const named = (code: Code) => pricing.tiers.find((tier) => tier.id === code)?.name ?? `"${code}"`;
  const rows = (valueAt(savings, following.rows) as readonly Record<string, unknown>[]).map((row) => ({ row, code: row[following.id] as Code }));
  const rowTiers = rows.map(({ code }) => code);
  const rowPath = (i: number, ...rest: (string | number)[]) => [...following.rows, i, ...rest];
  const missing = tiers.filter((id) => !rowTiers.includes(id));
  const packages = inWordsList(tiers.map(named));
  if (missing.length) {
    const one = missing.length === 1 ? "one" : "one for each";
    problems.push({ name: "savings", path: [...following.rows], message: `${table} has no row for ${inWordsList(missing.map(named))}: add ${one}, with its monthly loyalty saving and its saving on each pack.` });
  }
  rows.forEach(({ code }, i) => {
    if (!tiers.includes(code)) {
      problems.push({ name: "savings", path: rowPath(i, following.id), message: `${table} has a row for "${code}", which is not one of the Pricing page's packages (${packages}): change it to one of them, or remove the row.` });
    }
  });
  const known = rowTiers.filter((id) => tiers.includes(id));
  const inOrder = tiers.filter((id) => known.includes(id));
  const outOfOrder = known.findIndex((id, i) => inOrder[i] !== id);
  if (outOfOrder >= 0) {
    problems.push({ name: "savings", path: rowPath(rowTiers.indexOf(known[outOfOrder]), following.id), message: `${table} lists the packages in another order than the Pricing page (${packages}): move the rows into that order.` });
  }
  const each = following.each;
  if (!booking || !each) return;
  const blocks = codesIn(booking, each.list);
  const sizes = inWordsList(blocks.map(String));
  rows.forEach(({ row, code }, i) => {
    const where = `${table}'s row for ${named(code)}`;
    const packs = codesAt(row, { at: each.rows, id: each.id });
    const packPath = (j: number) => rowPath(i, ...each.rows, j, each.id);
    const lacking = blocks.filter((size) => !packs.includes(size));
    if (lacking.length) {
      problems.push({ name: "savings", path: rowPath(i, ...each.rows), message: `${where} has no saving for the ${inWordsList(lacking.map((size) => `${size}-wash`))} pack: add it.` });
    }
    packs.forEach((pack, j) => {
      if (!blocks.includes(pack)) {
        problems.push({ name: "savings", path: packPath(j), message: `${where} has a saving for a ${pack}-wash pack, which the booking form doesn't offer (its packs: ${sizes} washes): change it to one of them, or remove it.` });
      }
    });
    const offered = packs.filter((size) => blocks.includes(size));
    const expected = blocks.filter((size) => offered.includes(size));
    const wrong = offered.findIndex((size, j) => expected[j] !== size);
    if (wrong >= 0) {
      problems.push({ name: "savings", path: packPath(packs.indexOf(offered[wrong])), message: `${where} lists its packs in another order than the booking form (${sizes} washes): move them into that order.` });
    }
  });
}
