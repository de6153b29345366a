import { ContactPage } from "../features/contact/ContactPage";
import { HandOff } from "../features/handoff/HandOff";
import { SelectionSummary } from "../features/handoff/SelectionSummary";

/** /contact's island: the page, which shows a choice a hand-off link brought. */
export function ContactIsland() {
  return <ContactPage HandOff={HandOff} SelectionSummary={SelectionSummary} />;
}
