import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import { site } from "./support/site-pages";

const { contact, contactPage } = site;
/** "07700 900123" → "+447700900123", the form every phone can dial. */
const international = (phone: string) => `+44${phone.replace(/\D/g, "").replace(/^0/, "")}`;

test.describe("/contact", () => {
  test("offers phone, email and WhatsApp links", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: contactPage.heading })).toBeVisible();
    await expect(main.getByText(contactPage.intro, { exact: true })).toBeVisible();

    const phone = main.getByRole("link", { name: new RegExp(contactPage.phoneLabel) });
    await expect(phone).toHaveAttribute("href", `tel:${international(contact.phone)}`);
    await expect(phone).toContainText(contact.phone);

    const email = main.getByRole("link", { name: new RegExp(contactPage.emailLabel) });
    await expect(email).toHaveAttribute("href", `mailto:${contact.email}`);
    await expect(email).toContainText(contact.email);

    const whatsapp = main.getByRole("link", { name: contactPage.whatsappLabel });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${contact.whatsapp}`);
    await expect(whatsapp).toHaveAttribute("rel", /\bnoopener\b/);
  });

  test("gives the Visit Us address with its notes, and the appointment times", async ({ page }) => {
    await page.goto("/contact");
    const visit = page.getByRole("region", { name: contactPage.visitHeading });
    await expect(visit.getByRole("heading", { level: 2, name: contactPage.visitHeading })).toBeVisible();
    for (const line of [...contact.address.lines, contact.address.postcode]) await expect(visit.getByText(line, { exact: true })).toBeVisible();
    for (const note of contactPage.visitNotes) await expect(visit.getByText(note, { exact: true })).toBeVisible();

    const hours = page.getByRole("region", { name: contactPage.hoursHeading });
    await expect(hours.getByRole("term")).toHaveText(contactPage.hours.map((entry) => entry.days));
    await expect(hours.getByRole("definition")).toHaveText(contactPage.hours.map((entry) => entry.times));
  });

  test("has no form: there is no backend to send it to", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("main").locator("form")).toHaveCount(0);
  });

  test("passes axe (WCAG 2.2 AA)", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});
