/**
 * The value at a list of keys in the content, by content file name first (the route table's `words`,
 * src/lib/site-paths.ts); undefined where the content has nothing there.
 */
export function contentAt(content: Record<string, unknown>, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), content);
}
