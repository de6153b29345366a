import closures from "virtual:content/site/closures";
import language from "virtual:content/site/language";
import { Notice } from "../../components/ui/Notice";
import { closureDates } from "../../lib/closures";
import { CLOSURE_FROM_ATTRIBUTE, CLOSURE_TO_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import "./closures.css";

/**
 * The notices of the closures in site.yaml, each carrying its days: the page script (closed-today.ts) marks the one
 * that covers today (the UK's day), and closures.css shows that one alone, so the notice needs no rebuild on the day.
 * Without JavaScript no day can be checked, so every notice shows with its dates, which is true on any day
 * (docs/decisions.md 35). Nothing at all when there is no closure.
 */
export function ClosureNotices() {
  if (closures.days.length === 0) return null;
  return (
    <div className="closures">
      {closures.days.map((closure) => (
        <div key={`${closure.from}-${closure.to}`} className="closure" {...{ [CLOSURE_FROM_ATTRIBUTE]: closure.from, [CLOSURE_TO_ATTRIBUTE]: closure.to }}>
          <Notice>
            <strong>{closureDates(closure, closures, language)}</strong> {closure.message}
          </Notice>
        </div>
      ))}
    </div>
  );
}
