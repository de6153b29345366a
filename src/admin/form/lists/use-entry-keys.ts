/**
 * A key for each entry of a list that moves with the entry: after "Move up", React moves the entry's
 * elements (and the focus and open state with them) instead of giving one entry's controls the other's
 * words.
 */
import { useState } from "react";

let nextKey = 0;

/** The entries with the one at `from` taken out and put at `to`, the others keeping their order. */
export function movedEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  const moved = entries.filter((_, i) => i !== from);
  moved.splice(to, 0, entries[from]);
  return moved;
}
const newKeys = (count: number) => Array.from({ length: count }, () => `entry-${nextKey++}`);

interface EntryKeys {
  keys: string[];
  move(from: number, to: number): void;
  remove(at: number): void;
  /** Adds a key at the end, and gives it. */
  add(): string;
}

export function useEntryKeys(count: number): EntryKeys {
  const [state, setState] = useState(() => newKeys(count));
  // Entries changed from elsewhere (a draft restored, a conflict merged): keys for what's there now.
  let keys = state;
  if (keys.length !== count) {
    keys = keys.length > count ? keys.slice(0, count) : [...keys, ...newKeys(count - keys.length)];
    setState(keys);
  }
  return {
    keys,
    move: (from, to) => {
      setState(movedEntry(keys, from, to));
    },
    remove: (at) => setState(keys.filter((_, i) => i !== at)),
    add: () => {
      const [key] = newKeys(1);
      setState([...keys, key]);
      return key;
    },
  };
}
