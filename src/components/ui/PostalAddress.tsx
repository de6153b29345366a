import { Fragment } from "react";
import "./postal-address.css";

/** A postal address, one line each as it would go on an envelope, postcode last. */
export function PostalAddress({ lines, postcode }: { lines: readonly string[]; postcode: string }) {
  return (
    <address className="postal-address">
      {[...lines, postcode].map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
