/** A typing pause before the values are checked, kept as a draft and drawn again (use-edited-file.ts). */
export const SETTLE_MS = 150;
