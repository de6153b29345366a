/** Deterministic postcode generation for bench-postcodes.ts: the same seed gives the same postcodes. */

/** mulberry32: a tiny seeded generator, so every run measures the same postcodes. Returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
