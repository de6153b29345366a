/**
 * The booking form shows the choice its address carries (/book?tier=gold&wash=…, a price followed from
 * /pricing) from the first paint, not only once the app has started: each value the address gives is
 * chosen in the list, or ticked in the boxes, that has it. A value no list offers (a tampered address)
 * is left out, as the app leaves it out. The fields are the page's until the app starts, React's from then
 * (docs/architecture.md): this fills only the prerendered form (the one marked data-booking-form), before
 * the app can start, and the app reads the form once as it starts (BookingForm.tsx), so it takes over the same choice. Part of the page script
 * (src/page-script.ts).
 */
import { BOOKING_FORM_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { parsedPast, whenPageChanges } from "../../lib/page-script/page-changes";

function fillFromAddress(form: HTMLFormElement, query: URLSearchParams): void {
  for (const [name, value] of query) {
    for (const control of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
      if (control instanceof HTMLSelectElement && [...control.options].some((option) => option.value === value)) control.value = value;
      if (control instanceof HTMLInputElement && control.type === "checkbox" && control.value === value) control.checked = true;
    }
  }
}

export function installFormFromAddress(): void {
  const filled = new WeakSet<HTMLFormElement>();
  whenPageChanges(() => {
    document.querySelectorAll<HTMLFormElement>(`form[${BOOKING_FORM_ATTRIBUTE}]`).forEach((form) => {
      // Once the whole form is in the page, and once only: a slow connection can bring the form as far as the
      // postcode checker's button, with the lists after it still to come. Only the form whose fields are still
      // the page's carries the attribute: BookingForm.tsx drops it as the app starts, and a form the app draws
      // on a route change never has it (docs/architecture.md).
      if (filled.has(form) || !parsedPast(form)) return;
      filled.add(form);
      fillFromAddress(form, new URLSearchParams(location.search));
    });
  });
}
