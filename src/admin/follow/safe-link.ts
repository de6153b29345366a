/**
 * An address taken from one of GitHub's answers (a deploy's `environment_url` and `log_url`, a status's
 * `target_url`, a check run's `html_url`) is written by whoever can post statuses or deployments to the repository:
 * a CI integration, a host's app, or someone who took one over. The editor links it only when it is `https:`; any
 * other address (`http:`, `javascript:`, `data:`, one that doesn't parse) is shown as plain text beside a warning,
 * so the owner sees it and isn't sent there by a tap (docs/decisions.md 31).
 */

/** What the editor says beside an address it won't link, in the owner's words. */
export const NOT_LINKED_WARNING = "Not a secure address, so not a link:";

/** An address as the editor draws it: a link, or the text and the warning. */
export type ShownAddress = { href: string; text: string } | { text: string; address: string; warning: string };

/** `address` as a link reading `text` when it is https:, else as plain text with the warning. */
export function safeLink(address: string, text = address): ShownAddress {
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  return url?.protocol === "https:" ? { href: url.href, text } : { text, address, warning: NOT_LINKED_WARNING };
}
