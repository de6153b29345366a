import type { CrossFileProblem } from "./content-types.ts";
import type { PricingContent } from "./generated/pricing.ts";
import type { SavingsContent } from "./generated/savings.ts";
import type { BookingContent } from "./generated/booking.ts";

/** "a, b and c". */
const inWordsList = (words: readonly string[]) => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/**
 * The rows of Savings at a Glance against the Pricing page's packages, and each row's packs against the booking form's
 * pack sizes. The figures are the owner's to enter for each package, so a package added on the Pricing page asks for
 * its row here: each message says, in the owner's words, what to add or remove and where.
 */
export function savingsRules(pricing: PricingContent, savings: SavingsContent, booking: BookingContent | undefined, problems: CrossFileProblem[]): void {
  // The table as the owner named it (its heading), so the message points where they would look.
  const table = savings.heading;
  const tiers = pricing.tiers.map((t) => t.id);
  const named = (code: string) => pricing.tiers.find((tier) => tier.id === code)?.name ?? `"${code}"`;
  const rowTiers = savings.rows.map((r) => r.tier);
  const missing = tiers.filter((id) => !rowTiers.includes(id));
  const packages = inWordsList(tiers.map(named));
  if (missing.length) {
    const rows = missing.length === 1 ? "one" : "one for each";
    problems.push({ name: "savings", path: ["rows"], message: `${table} has no row for ${inWordsList(missing.map(named))}: add ${rows}, with its monthly loyalty saving and its saving on each pack.` });
  }
  savings.rows.forEach((row, i) => {
    if (!tiers.includes(row.tier)) {
      problems.push({ name: "savings", path: ["rows", i, "tier"], message: `${table} has a row for "${row.tier}", which is not one of the Pricing page's packages (${packages}): change it to one of them, or remove the row.` });
    }
  });
  const known = rowTiers.filter((id) => tiers.includes(id));
  const inOrder = tiers.filter((id) => known.includes(id));
  const outOfOrder = known.findIndex((id, i) => inOrder[i] !== id);
  if (outOfOrder >= 0) {
    problems.push({ name: "savings", path: ["rows", rowTiers.indexOf(known[outOfOrder]), "tier"], message: `${table} lists the packages in another order than the Pricing page (${packages}): move the rows into that order.` });
  }
  if (!booking) return;
  const blocks = booking.fields.blocks.options.map((o) => o.value);
  const sizes = inWordsList(blocks.map(String));
  savings.rows.forEach((row, i) => {
    const where = `${table}'s row for ${named(row.tier)}`;
    const packs = row.packs.map((p) => p.blocks);
    const lacking = blocks.filter((size) => !packs.includes(size));
    if (lacking.length) {
      problems.push({ name: "savings", path: ["rows", i, "packs"], message: `${where} has no saving for the ${inWordsList(lacking.map((size) => `${size}-wash`))} pack: add it.` });
    }
    row.packs.forEach((pack, j) => {
      if (!blocks.includes(pack.blocks)) {
        problems.push({ name: "savings", path: ["rows", i, "packs", j, "blocks"], message: `${where} has a saving for a ${pack.blocks}-wash pack, which the booking form doesn't offer (its packs: ${sizes} washes): change it to one of them, or remove it.` });
      }
    });
    const offered = packs.filter((size) => blocks.includes(size));
    const expected = blocks.filter((size) => offered.includes(size));
    const wrong = offered.findIndex((size, j) => expected[j] !== size);
    if (wrong >= 0) {
      problems.push({ name: "savings", path: ["rows", i, "packs", packs.indexOf(offered[wrong]), "blocks"], message: `${where} lists its packs in another order than the booking form (${sizes} washes): move them into that order.` });
    }
  });
}
