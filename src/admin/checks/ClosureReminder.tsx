import { memo } from "react";
import baseline from "virtual:editor/baseline";
import type { LoadedContent } from "../../content/content-types.ts";
import { businessDay } from "../../lib/business-day.ts";
import type { Closure } from "../../lib/closures.ts";
import { providerFor } from "../../features/scheduling/providers.ts";
import { closureDays, closureReminders } from "./closure-reminders.ts";

/** The heading's id, for the section's name. */
const HEADING = "editor-closure-reminder-heading";

/**
 * Under the save, as the go-live list is: the closed days added or changed since the site was built, to block in the
 * scheduling service too (closure-reminders.ts), and the days no longer closed, to open there again. Shown for
 * unsaved and saved closures alike, until the site is built with them. Drawn again only when the content does (memo):
 * the days' words are worked out for each closure, and a save's status or a tap draws the bar it is in.
 */
export const ClosureReminder = memo(function ClosureReminder({ content }: { content: LoadedContent }) {
  const site = content.site ?? baseline.content.site;
  const booking = content.booking ?? baseline.content.booking;
  if (!site || !booking) return null;
  const built = baseline.content.site?.closures.days ?? [];
  const { block, reopen } = closureReminders(built, site.closures.days, businessDay());
  if (block.length === 0 && reopen.length === 0) return null;
  const service = providerFor(booking.scheduling).title;
  const days = (closures: Closure[]) => (
    <ul>
      {closures.map((closure) => (
        <li key={`${closure.from} ${closure.to}`}>
          <strong>{closureDays(closure, site.language)}</strong>: {closure.message}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="editor-checks editor-tone--warn" aria-labelledby={HEADING}>
      <h2 id={HEADING}>To do in {service}: your closed days</h2>
      {block.length > 0 ? (
        <>
          <p>
            The site shows your closure notice on these days, but customers can still book them in {service}. Block them there too, in your {service} account:
          </p>
          {days(block)}
        </>
      ) : null}
      {reopen.length > 0 ? (
        <>
          <p>These days are no longer closed: if you blocked them in {service}, open them there again.</p>
          {days(reopen)}
        </>
      ) : null}
    </section>
  );
});
