/**
 * Under the form: the checks' verdict, Save (and Discard), where the save stands, the closed days to block in the
 * scheduling service too, what the owner can do when it stopped (a conflict, an expired sign-in), where a saved change
 * is on its way to the site, and the go-live list.
 */
import type { ReactNode } from "react";
import type { LoadedContent } from "../../content/content-types.ts";
import type { ContentProblem } from "../../content/problem.ts";
import { ChecksPanel, GoLivePanel, type Places } from "../checks/ChecksPanel.tsx";
import { ClosureReminder } from "../checks/ClosureReminder.tsx";
import { statusText, type ChangeStatus } from "../change-set/change-status.ts";
import { SignInAgain } from "../change-set/SignInAgain.tsx";
import type { Saving } from "./use-save.ts";
import "./save-bar.css";

interface SaveBarProps {
  status: ChangeStatus;
  online: boolean;
  problems: ContentProblem[];
  /** What is still the example's (the go-live list). */
  placeholders: readonly ContentProblem[];
  /** How both lists name a problem's place and open it. */
  places: Places;
  /** The content as checked: the closures the reminder names. */
  checked: LoadedContent;
  edited: boolean;
  onDiscard: () => void;
  saving: Saving;
  /** Where a saved change is now: online, followed to the site; locally, where to see it. */
  afterSave: ReactNode;
}

export function SaveBar({ status, online, problems, placeholders, places, checked, edited, onDiscard, saving, afterSave }: SaveBarProps) {
  return (
    <div className="editor-save-bar">
      <ChecksPanel problems={problems} places={places} />
      <div className="editor-save-bar__actions">
        {/* A tap or a click saves at once, not through the form's own submission, which first has the browser go over every
            field of the form (on a phone's CPU, 30–45 ms of a tap's answer on a whole file's form). Enter in a field
            still submits the form, which saves the same way. */}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={status.kind === "saving" || undefined}
          onClick={(event) => {
            event.preventDefault();
            void saving.save();
          }}
        >
          Save
        </button>
        {/* In a conflict, the conflict's own Discard (which opens the newer file) is the only one. */}
        {edited && status.kind !== "conflict" ? (
          <button type="button" className="button" onClick={onDiscard}>
            Discard my changes
          </button>
        ) : null}
      </div>
      {status.kind === "saving" && status.total ? <progress max={status.total} value={status.sent ?? 0} aria-label="Photos uploaded" /> : null}
      <p role="status" className="editor-message">
        {statusText(status, online)}
      </p>
      {/* The summary names the first change and how many more: every one of them, as the commit lists them. */}
      {status.kind === "saved" && status.changes.length > 1 ? (
        <ul className="editor-save-bar__changes" aria-label="Every change saved">
          {status.changes.map((change, index) => (
            <li key={index}>{change}</li>
          ))}
        </ul>
      ) : null}
      {/* With the save: the closures it holds that the booking calendar's service must know of too. */}
      <ClosureReminder content={checked} />
      {afterSave}
      {status.kind === "conflict" ? (
        <div className="editor-save-bar__actions">
          <button type="button" className="button button--primary" onClick={() => void saving.applyToNewer()}>
            Apply my changes to the newer file
          </button>
          <button type="button" className="button" onClick={() => void saving.discardForNewer()}>
            Discard my changes
          </button>
        </div>
      ) : null}
      {status.kind === "signed-out" ? <SignInAgain onClick={saving.signInAgain} /> : null}
      {/* After Save: the whole site's go-live list can be long, and on a phone Save stays right under the verdict. */}
      <GoLivePanel placeholders={placeholders} places={places} />
    </div>
  );
}
