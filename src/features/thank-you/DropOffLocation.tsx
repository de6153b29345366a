import { useId, useState } from "react";
import { PostalAddress } from "../../components/ui/PostalAddress";
import { useHydrated } from "./use-hydrated";

export interface DropOffLocationProps {
  showLabel: string;
  hideLabel: string;
  address: { lines: readonly string[]; postcode: string };
  note: string;
}

/**
 * A disclosure button that reveals the drop-off address. The button needs JavaScript, so it stays
 * invisible (keeping its place, so nothing moves) until hydration; without JavaScript it is left out
 * (public/noscript.css) and the <noscript> copy shows the address outright.
 */
export function DropOffLocation({ showLabel, hideLabel, address, note }: DropOffLocationProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const hydrated = useHydrated();

  const details = (
    <>
      <PostalAddress lines={address.lines} postcode={address.postcode} />
      <p className="drop-off__note">{note}</p>
    </>
  );

  return (
    <div className="drop-off">
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={regionId}
        data-ready={hydrated}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? hideLabel : showLabel}
      </button>
      <div id={regionId} className="drop-off__details" hidden={!open}>
        {details}
      </div>
      <noscript>
        <div className="drop-off__details">{details}</div>
      </noscript>
    </div>
  );
}
