/**
 * The calendar's early answer: run by the parser where the calendar's body starts (early-answer-script.ts,
 * built by the page-script pipeline and written by EarlyAnswer.tsx), before the first paint, so an address
 * that can't be booked online shows its answer at once instead of when the app starts. It looks the
 * address's parameters up in the page's data block (a JSON `<script type="application/json">` beside it,
 * which the build computed: early-answer.ts) and marks the block's parent `data-early-answer="bookable"` or
 * `"not-bookable"`; scheduling.css shows the answer from it. A parameter given twice is left to the app (no
 * mark), as is the page without JavaScript. It also gives the Back link the address's choice.
 */
import { BACK_TO_FORM_ATTRIBUTE, EARLY_ANSWER_ATTRIBUTE, EARLY_ANSWER_DATA_ATTRIBUTE } from "../../lib/page-script/data-attributes";

/** The data block's content: the parameters in order, and every bookable choice of them as a key (early-answer.ts). */
export interface EarlyAnswerData {
  params: string[];
  bookable: string[];
}

/** Run where the data block is already in the page (EarlyAnswer.tsx writes it first): few bytes, on a page every booking opens. */
export function markEarlyAnswer(): void {
  // Back carries the choice from the first paint: the form fills itself from its address (booking/form-from-address.ts),
  // and reads whatever it doesn't offer as the app does. The link is above the answer, so already in the page.
  const back = document.querySelector<HTMLAnchorElement>(`a[${BACK_TO_FORM_ATTRIBUTE}]`);
  if (back) back.search = location.search;
  const block = document.querySelector(`[${EARLY_ANSWER_DATA_ATTRIBUTE}]`)!;
  const { params, bookable } = JSON.parse(block.textContent!) as EarlyAnswerData;
  const query = new URLSearchParams(location.search);
  const values: string[] = [];
  for (const name of params) {
    const given = query.getAll(name);
    if (given.length > 1) return;
    values.push(encodeURIComponent(given[0] ?? ""));
  }
  block.parentElement!.setAttribute(EARLY_ANSWER_ATTRIBUTE, bookable.includes(values.join("|")) ? "bookable" : "not-bookable");
}
