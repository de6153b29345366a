import { HANDOFF_PLACEHOLDERS, unknownPlaceholders } from "../lib/handoff.ts";
import type { BookingContent } from "./generated/booking.ts";
import type { CrossFileProblem } from "./content-types.ts";

const allowed = HANDOFF_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");

/** The hand-off's templates may only use the placeholders the site can fill (lib/handoff.ts). */
export function handoffRules(booking: BookingContent, problems: CrossFileProblem[]): void {
  const templates: [(string | number)[], string][] = [
    [["handoff", "emailSubject"], booking.handoff.emailSubject],
    ...booking.handoff.message.map((line, i): [(string | number)[], string] => [["handoff", "message", i], line]),
  ];
  for (const [path, template] of templates) {
    for (const name of unknownPlaceholders(template)) {
      problems.push({ name: "booking", path, message: `Expected only the placeholders ${allowed}, but found "{${name}}".` });
    }
  }
}
