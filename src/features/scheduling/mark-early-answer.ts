/**
 * The calendar's early answer: run by the parser right after the calendar's answer (early-answer-script.ts,
 * built by the page-script pipeline and written by EarlyAnswer.tsx), before the first paint, so an address
 * that can't be booked online shows its answer at once instead of when the app starts. It reads the address
 * with the app's own parser (parseBookingQuery) and the rules in the page's data block (a JSON
 * `<script type="application/json">` beside it, which the build wrote: early-answer.ts), and marks the
 * block's parent `data-early-answer="bookable"` or `"not-bookable"`; scheduling.css shows the answer from it.
 * Every link the app would give the address's choice has it from the first paint too: Back, and on the
 * "Sorry" answer the contact link and the WhatsApp and email messages (written by the hand-off's own code).
 */
import { contactSearch, parseBookingQuery, type BookingChoice, type BookingRules } from "../../lib/booking-selection";
import type { ChoiceSources } from "../../lib/choice-sources";
import { telHref } from "../../lib/contact-links";
import { handoffLinks, handoffValues, type HandoffContact } from "../../lib/handoff";
import { contactHref } from "../../lib/links";
import {
  BACK_TO_FORM_ATTRIBUTE,
  CONTACT_WITH_CHOICE_ATTRIBUTE,
  EARLY_ANSWER_ATTRIBUTE,
  EARLY_ANSWER_DATA_ATTRIBUTE,
  HANDOFF_LINK_ATTRIBUTE,
} from "../../lib/page-script/data-attributes";

/** What the hand-off's messages are written from: the business's numbers, content's templates, the choice's words. */
export interface EarlyHandoff {
  contact: HandoffContact;
  template: { emailSubject: string; message: readonly string[] };
  sources: ChoiceSources;
}

/** The data block's content (early-answer.ts). */
export interface EarlyAnswerData {
  rules: BookingRules;
  handoff: EarlyHandoff;
}

/** Run where the answer and the data block are already in the page (EarlyAnswer.tsx writes the script after them). */
export function markEarlyAnswer(): void {
  // Back carries the choice from the first paint: the form fills itself from its address (booking/form-from-address.ts),
  // and reads whatever it doesn't offer as the app does.
  const back = document.querySelector<HTMLAnchorElement>(`a[${BACK_TO_FORM_ATTRIBUTE}]`);
  if (back) back.search = location.search;
  const block = document.querySelector(`[${EARLY_ANSWER_DATA_ATTRIBUTE}]`)!;
  const { rules, handoff } = JSON.parse(block.textContent!) as EarlyAnswerData;
  const { bookable, given } = parseBookingQuery(new URLSearchParams(location.search), rules);
  const answer = block.parentElement!;
  answer.setAttribute(EARLY_ANSWER_ATTRIBUTE, bookable ? "bookable" : "not-bookable");
  if (!bookable) giveTheChoice(answer, given, handoff);
}

/** The "Sorry" answer's links, as the app writes them for what the visitor really chose (`given`). */
function giveTheChoice(answer: Element, given: BookingChoice, handoff: EarlyHandoff): void {
  const contact = answer.querySelector<HTMLAnchorElement>(`a[${CONTACT_WITH_CHOICE_ATTRIBUTE}]`);
  if (contact) contact.href = contactHref(contactSearch(given));
  const links = handoffLinks(handoff.contact, handoff.template, handoffValues(given, "", handoff.sources), telHref);
  for (const link of answer.querySelectorAll<HTMLAnchorElement>(`a[${HANDOFF_LINK_ATTRIBUTE}]`)) {
    const kind = link.getAttribute(HANDOFF_LINK_ATTRIBUTE);
    if (kind === "whatsapp" || kind === "email") link.href = links[kind];
  }
}
