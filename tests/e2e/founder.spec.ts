import fs from "node:fs/promises";
import { CONTENT, ANY_WIDTH, test, expect } from "../support/fixtures";
import { founder, site } from "../support/site-pages";
import { internationalPhone, mailtoHref, telHref } from "../../src/lib/contact-links.ts";
import { founderPath } from "../../src/lib/site-paths.ts";

const cardPath = founderPath(founder.slug);
const { labels } = founder;

/** The vCard lines with folding undone (RFC 2426: a CRLF followed by a space joins two lines). */
const vCardLines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

function expectFounderVCard(text: string) {
  expect(text.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
  expect(text.endsWith("END:VCARD\r\n")).toBe(true);
  const lines = vCardLines(text);
  expect(lines).toContain(`FN:${founder.name}`);
  expect(lines).toContain(`ORG:${site.businessName}`);
  expect(lines).toContain(`TEL;TYPE=CELL:${internationalPhone(founder.phone)}`);
  expect(lines).toContain(`EMAIL;TYPE=INTERNET:${founder.email}`);
  for (const url of [founder.website.url, founder.businessProfile.url, ...founder.social.map((profile) => profile.url)]) {
    expect(lines.some((line) => line.endsWith(`.URL:${url}`))).toBe(true);
  }
}

test.describe(cardPath, () => {
  test("shows the founder's name and role", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(cardPath);
    await expect(page.getByRole("heading", { level: 1, name: founder.name })).toBeVisible();
    await expect(page.getByRole("main").getByText(founder.role, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(founder.location, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(labels.location, { exact: true })).toBeVisible();
  });

  test("every detail is a link a phone can act on", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(cardPath);
    const card = page.getByRole("article", { name: founder.name });

    await expect(card.getByRole("link", { name: `${labels.phone} ${founder.phone}`, exact: true })).toHaveAttribute("href", telHref(founder.phone));
    await expect(card.getByRole("link", { name: `${labels.email} ${founder.email}`, exact: true })).toHaveAttribute("href", mailtoHref(founder.email));

    const external = [
      { name: `${labels.website} ${founder.website.label}`, url: founder.website.url },
      { name: `${labels.businessProfile} ${founder.businessProfile.label}`, url: founder.businessProfile.url },
      ...founder.social.map((profile) => ({ name: `${profile.network} ${profile.label}`, url: profile.url })),
    ];
    const social = card.getByRole("region", { name: labels.social });
    await expect(social.getByRole("link")).toHaveCount(founder.social.length);
    for (const { name, url } of external) {
      const link = card.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
  });

  test("the save button downloads the vCard built from content", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    await page.goto(cardPath);
    const save = page.getByRole("link", { name: labels.saveContact });
    await expect(save).toHaveAttribute("href", `/${founder.vcardFileName}`);
    await expect(save).toHaveAttribute("download", founder.vcardFileName);

    const downloading = page.waitForEvent("download");
    await save.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(founder.vcardFileName);
    expectFounderVCard(await fs.readFile(await download.path(), "utf8"));
  });

  test("the vCard file is served at its address", { tag: [CONTENT, ANY_WIDTH] }, async ({ page }) => {
    const response = await page.request.get(`/${founder.vcardFileName}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/vcard; charset=utf-8");
    expectFounderVCard(await response.text());
  });
});
