/**
 * On the Pricing page, once saved: the booking types still to create in the scheduling service for the packages
 * saved (to-create.ts keeps them in this browser, through reloads), until the owner says they've made them.
 */
import "./package-change.css";

export function BookingTypesToDo({ paths, onMade }: { paths: readonly string[]; onMade: () => void }) {
  if (paths.length === 0) return null;
  return (
    <section className="editor-together editor-together__todo" aria-labelledby="booking-types-to-do">
      <h2 id="booking-types-to-do">Still to do in your scheduling service</h2>
      <p>Create these booking types there, so the calendar can book your new packages. They stay listed here until you&apos;ve made them:</p>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <code>{path}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onMade}>
        I&apos;ve made these booking types
      </button>
    </section>
  );
}
