import { CONTENT, ANY_WIDTH, test, expect } from "../support/fixtures";
import { site } from "../support/site-pages";
import { mailtoHref, telHref, whatsappHref } from "../../src/lib/contact-links.ts";
import { PATH } from "../support/paths.ts";

const { contact, contactPage } = site;

test.describe(PATH.contact, () => {
  test("offers phone, email and WhatsApp links", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.contact);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: contactPage.heading })).toBeVisible();
    await expect(main.getByText(contactPage.intro, { exact: true })).toBeVisible();

    const phone = main.getByRole("link", { name: `${contactPage.phoneLabel} ${contact.phone}`, exact: true });
    await expect(phone).toHaveAttribute("href", telHref(contact.phone));

    const email = main.getByRole("link", { name: `${contactPage.emailLabel} ${contact.email}`, exact: true });
    await expect(email).toHaveAttribute("href", mailtoHref(contact.email));

    const whatsapp = main.getByRole("link", { name: contactPage.whatsappLabel, exact: true });
    await expect(whatsapp).toHaveAttribute("href", whatsappHref(contact.whatsapp));
    await expect(whatsapp).toHaveAttribute("rel", /\bnoopener\b/);
  });

  test("gives the Visit Us address with its notes, and the appointment times", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(PATH.contact);
    const visit = page.getByRole("region", { name: contactPage.visitHeading, exact: true });
    await expect(visit.getByRole("heading", { level: 2, name: contactPage.visitHeading })).toBeVisible();
    for (const line of [...contact.address.lines, contact.address.postcode]) await expect(visit.getByText(line, { exact: true })).toBeVisible();
    for (const note of contactPage.visitNotes) await expect(visit.getByText(note, { exact: true })).toBeVisible();

    const hours = page.getByRole("region", { name: contactPage.hoursHeading, exact: true });
    await expect(hours.getByRole("term")).toHaveText(contactPage.hours.map((entry) => entry.days));
    await expect(hours.getByRole("definition")).toHaveText(contactPage.hours.map((entry) => entry.times));
  });

  test("has no form: there is no backend to send it to", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(PATH.contact);
    await expect(page.getByRole("main").locator("form")).toHaveCount(0);
  });
});
