/** Deterministic postcode generation for bench-postcodes.ts: the same seed gives the same postcodes. */

/** The letters Royal Mail uses in the last two characters of a postcode (never C, I, K, M, O or V). */
const UNIT_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const pickFrom = <T>(random: () => number, items: ArrayLike<T>): T => items[Math.floor(random() * items.length)];

/** The inward code of a sector: the sector digit and two unit letters, e.g. "3TY". */
function unitCode(random: () => number, sector: number): string {
  return `${sector}${pickFrom(random, UNIT_LETTERS)}${pickFrom(random, UNIT_LETTERS)}`;
}

/** A postcode of any UK shape (A9, A99, A9A, AA9, AA99, AA9A outward codes), written the way people type them. */
export function anyShapePostcode(random: () => number): string {
  const letter = () => pickFrom(random, LETTERS);
  const digit = () => String(Math.floor(random() * 10));
  const outward = pickFrom(random, [
    () => letter() + digit(),
    () => letter() + digit() + digit(),
    () => letter() + digit() + letter(),
    () => letter() + letter() + digit(),
    () => letter() + letter() + digit() + digit(),
    () => letter() + letter() + digit() + letter(),
  ])();
  const inward = unitCode(random, Math.floor(random() * 10));
  const style = random();
  if (style < 0.7) return `${outward} ${inward}`;
  if (style < 0.85) return `${outward}${inward}`.toLowerCase();
  return ` ${outward}  ${inward.toLowerCase()} `;
}
