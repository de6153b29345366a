import { booking, site } from "../../../support/site-pages";
import { allByText, expectTextShown, press, type Browser } from "../../../support/webkit/webkit";

/** The drop-off location: the Visit Us address of site.yaml, and the note under it. */
export const thankYouAddress = [...site.contact.address.lines, site.contact.address.postcode, booking.thankYou.note];

/**
 * The closed drop-off location (a <details>) opens from its summary, which then offers to hide it: what
 * the page does with JavaScript on or off.
 */
export async function expectDropOffReveals(browser: Browser): Promise<void> {
  const { thankYou } = booking;
  const [summary] = await allByText(browser, thankYou.showLocationLabel);
  if (!summary) throw new Error(`no "${thankYou.showLocationLabel}" on screen`);
  await press(summary);
  for (const line of thankYouAddress) await expectTextShown(browser, line, 1);
  await expectTextShown(browser, thankYou.hideLocationLabel);
  await expectTextShown(browser, thankYou.showLocationLabel, 0);
}
