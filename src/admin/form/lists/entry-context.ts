import { createContext } from "react";

/** The name of the list entry a field is in ("How long does it take?"), to name a nested list's add button after it. */
export const EntryContext = createContext<string | undefined>(undefined);
