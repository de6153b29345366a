import { ContactPage } from "../features/contact/ContactPage";
import { HandOff } from "../features/handoff/HandOff";
import { SelectionSummary } from "../features/handoff/SelectionSummary";
import type { PageIsland } from "../components/island/Island";

/** /contact's widgets: the page, which shows a choice a hand-off link brought. */
function ContactWidgets() {
  return <ContactPage HandOff={HandOff} SelectionSummary={SelectionSummary} />;
}

/** /contact's island. */
export default { name: "contact", widgets: <ContactWidgets /> } satisfies PageIsland;
