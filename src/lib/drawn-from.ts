/**
 * The editor's preview marks each text it draws from content with the field it comes from, so a tap on it opens that
 * field (src/admin/tap/edit-marks.ts): the words carry their mark in themselves. A value that can't carry one, because
 * the page draws it as something else (a number as "£25–£35", a package's choice as a sign) or also uses it where a
 * mark would break it (a phone number in its `tel:` link), is marked where it is drawn: `drawnFrom` appends the mark of
 * the value at `key` of a content object to the text drawn from it.
 *
 * Only the preview's content objects have a way to mark (`markDrawnValues`, called by the preview as it marks its
 * content); the site's build never calls it, so on the public pages `drawnFrom` returns the text exactly as it is.
 */
const markers = new WeakMap<object, (key: string | number) => string>();

/** `text`, drawn from the value at `key` of `content`: in the editor's preview with that value's mark after it. */
export function drawnFrom(text: string, content: object, key: string | number): string {
  const marker = markers.get(content);
  return marker ? text + marker(key) : text;
}

/** `copy`, a new object standing for `content` (its prices lowered by an offer, say), drawn with the same marks. */
export function withDrawnMarks<T extends object>(content: object, copy: T): T {
  const marker = markers.get(content);
  if (marker) markers.set(copy, marker);
  return copy;
}

/** The preview only: how to mark a text drawn from a value of `content` (a content object as the preview draws it). */
export function markDrawnValues(content: object, marker: (key: string | number) => string): void {
  markers.set(content, marker);
}
