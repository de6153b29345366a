/** How the rules across files quote what they found (cross-file-rules.ts, offer-rules.ts): one way, in every message. */

/** Values quoted and joined: "gold", "silver". */
export const list = (ids: readonly (string | number)[]) => ids.map((id) => `"${id}"`).join(", ");

/** A code as the owner knows it: the name its entry gives it, or the code itself where no entry has it. */
export const namedBy =
  (entries: readonly { id: string; name: string }[]) =>
  (code: string): string =>
    `"${entries.find((entry) => entry.id === code)?.name ?? code}"`;
