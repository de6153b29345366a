import { PostalAddress } from "../../components/ui/PostalAddress";

export interface DropOffLocationProps {
  showLabel: string;
  hideLabel: string;
  address: { lines: readonly string[]; postcode: string };
  note: string;
}

/**
 * The drop-off address behind a native disclosure (<details>), so it opens from the prerendered HTML,
 * before the app starts and without JavaScript. The summary holds both labels; thank-you.css shows the
 * one that fits the open state, so the label is right from the first paint too.
 */
export function DropOffLocation({ showLabel, hideLabel, address, note }: DropOffLocationProps) {
  return (
    <details className="drop-off">
      <summary className="button button--primary">
        <span className="drop-off__show">{showLabel}</span>
        <span className="drop-off__hide">{hideLabel}</span>
      </summary>
      <div className="drop-off__details">
        <PostalAddress lines={address.lines} postcode={address.postcode} />
        <p className="drop-off__note">{note}</p>
      </div>
    </details>
  );
}
