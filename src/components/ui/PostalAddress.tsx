import "./postal-address.css";

/** A postal address, one line each as it would go on an envelope, postcode last. */
export function PostalAddress({ lines, postcode }: { lines: readonly string[]; postcode: string }) {
  return (
    <address className="postal-address">
      {[...lines, postcode].map((line, index) => (
        // A line each, so each can be read, matched and copied on its own; <br> keeps the lines apart unstyled.
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}
