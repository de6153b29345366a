import { Fragment } from "react";

/**
 * An e-mail address whose line may break after its "@" and after each dot (a <wbr> there), so that an address
 * too long for its box wraps between its parts ("hello@example.co." / "uk") and never inside one ("u" / "k"):
 * no word is split across two lines. The text itself, as read and copied, is the address unchanged.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
