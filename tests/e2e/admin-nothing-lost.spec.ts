/**
 * Nothing the owner typed is ever lost (issue 44, item 3), through the editor and each backend as admin.spec.ts:
 * the file changed elsewhere meanwhile (a conflict), a reload, the connection lost; online also an expired sign-in
 * and GitHub's rate limit. Each time the editor says what happened in plain words, keeps the change on screen and
 * in the browser, writes nothing, and saves it once the owner can. The change is one price: what a save of it
 * writes is admin.spec.ts's; here, that the same one line is what arrives in the end.
 *
 * The photos chosen are kept too (issue 48): a pair added to the gallery comes back after a reload, its photos with
 * it (admin.spec.ts's photo journey, which reloads in its middle); a photo this browser lost meanwhile is said so at
 * its field and the save refused (here, at the phone's width and the computer's).
 */
import type { Page } from "@playwright/test";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import { contentFilePath } from "../../src/content/names.ts";
import { DRAFT_PHOTOS_DATABASE } from "../../src/admin/photos/draft-photos.ts";
import { lostPhotoMessage } from "../../src/admin/photos/photo-checks.ts";
import { ANY_WIDTH } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { escapeRegExp } from "../support/booking-content";
import { PAIR, addPhotoPair, draftKeeps, entry, pairPhotos, unfold } from "./support/photo-pair";
import { gallery, priceLinkName, pricing } from "../support/site-pages";
import {
  BACKENDS,
  FIRST_PRICE,
  PHONE_AND_COMPUTER_RUNS,
  contentOf,
  diffLines,
  expect,
  fileOpen,
  fileTitle,
  preview,
  priceBox,
  retype,
  save,
  saying,
  test,
} from "../support/site-editor";

test.describe.configure({ timeout: 120_000 });

/** The first price of the table, and another of the same row (the same line of pricing.yaml). */
const { wash, size, tier, price } = FIRST_PRICE;
const otherTier = pricing.tiers[1];
const otherPrice = pricing.prices[wash.id][size.id][otherTier.id];

/** pricing.yaml's text with one price changed, as a line edit writes it (the editor's, or someone's on GitHub). */
function withPrice(text: string, package_: string, amount: number): string {
  const values = contentOf("pricing", text);
  values.prices[wash.id][size.id][package_] = amount;
  return applyEdits(text, values);
}

/** The owner's change is in the file, and it is the only line between `base` and the file now. */
function expectSavedOnto(base: string, saved: string): void {
  const { removed, added, diff } = diffLines(base, saved);
  expect([removed.length, added.length], diff).toEqual([1, 1]);
  expect(saved).toBe(withPrice(base, tier.id, price + 1));
}

/**
 * The owner's change typed, and the moment the editor has kept it: the preview shows it (at once, before the checks:
 * src/admin/preview/live-content.ts's showTyped), and the draft in this browser holds it (after the checks' pause).
 */
async function changePrice(page: Page): Promise<void> {
  await retype(priceBox(page), String(price + 1));
  await expect(preview(page).getByRole("link", { name: priceLinkName({ tier, wash, size, price: price + 1 }), exact: true })).toBeAttached();
  await draftKeeps(page, `"${tier.id}":${price + 1}`);
}

const trySave = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

for (const backend of BACKENDS) {
  test.describe(`the editor keeps the owner's changes, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend });

    test("a conflict: the file changed meanwhile, the editor says so and keeps the change; applied to the newer file, it saves", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("pricing");
      await editor.open("pricing");
      await changePrice(page);
      // Meanwhile someone else changes another price on the same line (on GitHub's site, or in another window).
      const newer = withPrice(before, otherTier.id, otherPrice + 5);
      editor.changeMeanwhile("pricing", newer);

      editor.expectFailedLoads(409);
      await trySave(page);
      const where = backend === "github" ? "on GitHub" : "on this computer";
      await expect(saying(page, new RegExp(`^This file was changed ${where} since you opened it .*\\. Your changes are kept here\\.$`))).toBeVisible();
      await expect(priceBox(page)).toHaveValue(String(price + 1));
      expect(editor.read("pricing")).toBe(newer);

      await page.getByRole("button", { name: "Apply my changes to the newer file", exact: true }).click();
      await expect(page.getByText(/^Your changes are now on the newer file\./)).toBeVisible();
      await expect(priceBox(page, otherTier)).toHaveValue(String(otherPrice + 5));
      await expect(priceBox(page)).toHaveValue(String(price + 1));
      await save(page);
      expectSavedOnto(newer, editor.read("pricing"));
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
    });

    test("a reload with unsaved changes: the change comes back, the list marks the file, and it saves", async ({ editor, editorPage: page }) => {
      const before = editor.read("pricing");
      await editor.open("pricing");
      await changePrice(page);

      await page.reload();
      await fileOpen(page, "pricing");
      await expect(page.getByText(/^Your unsaved changes from .+ are back\. Save them, or discard them\.$/)).toBeVisible();
      await expect(priceBox(page)).toHaveValue(String(price + 1));
      await page.getByRole("link", { name: "All files", exact: true }).click();
      const marked = page.getByRole("link", { name: `${fileTitle("pricing")} (unsaved changes)`, exact: true });
      await expect(marked).toBeVisible();
      expect(editor.read("pricing")).toBe(before);

      await marked.click();
      await fileOpen(page, "pricing");
      await expect(priceBox(page)).toHaveValue(String(price + 1));
      await save(page);
      expectSavedOnto(before, editor.read("pricing"));
    });

    test("the connection lost: Save says so, keeps the change and writes nothing; back online, it saves", async ({ editor, editorPage: page }) => {
      const before = editor.read("pricing");
      await editor.open("pricing");
      await changePrice(page);

      await editor.setOffline(true);
      editor.expectFailedLoads("net::ERR_INTERNET_DISCONNECTED");
      await trySave(page);
      await expect(saying(page, /Your changes are kept in this browser: save again once you are back online\.$/)).toBeVisible();
      await expect(priceBox(page)).toHaveValue(String(price + 1));
      expect(editor.read("pricing")).toBe(before);

      await editor.setOffline(false);
      await save(page);
      expectSavedOnto(before, editor.read("pricing"));
    });
  });
}

test.describe("online, the editor keeps the owner's changes", { tag: ANY_WIDTH }, () => {
  test.use({ backend: "github" });

  test("an expired sign-in: GitHub's 401 asks the owner to sign in again, and the change is saved once they have", async ({ editor, editorPage: page }) => {
    const before = editor.read("pricing");
    await editor.open("pricing");
    await changePrice(page);

    editor.double!.expireToken();
    editor.expectFailedLoads(401);
    await trySave(page);
    await expect(saying(page, "Your GitHub sign-in has ended. Your changes are kept here: sign in again to save them.")).toBeVisible();
    await expect(priceBox(page)).toHaveValue(String(price + 1));
    expect(editor.read("pricing")).toBe(before);

    // The sign-in pop-up hands over the new token; the save goes on by itself.
    await page.getByRole("button", { name: "Sign in again", exact: true }).click();
    await expect(saying(page, /^Saved/)).toBeVisible({ timeout: 30_000 });
    expectSavedOnto(before, editor.read("pricing"));
  });

  test("a sign-in that ends in the middle of a save (a GitHub App's 8 hours): the photos sent, then 401 on the commit; signed in again, it all saves", async ({
    editor,
    editorPage: page,
  }, testInfo) => {
    const before = editor.read("gallery");
    const commits = editor.double!.commitCount();
    await editor.open("gallery");
    await addPhotoPair(page, testInfo);
    await draftKeeps(page, PAIR.alt);

    // The photos' blobs and the tree are taken; the token has expired by the commit.
    editor.double!.expireTokenAt("POST", "/git/commits");
    editor.expectFailedLoads(401);
    await trySave(page);
    await expect(saying(page, "Your GitHub sign-in has ended. Your changes are kept here: sign in again to save them.")).toBeVisible();
    expect(editor.double!.requests.filter((request) => request.method === "POST" && request.path.endsWith("/git/blobs")).length).toBeGreaterThan(0);
    expect([editor.read("gallery"), editor.double!.commitCount()], "nothing written").toEqual([before, commits]);

    await page.getByRole("button", { name: "Sign in again", exact: true }).click();
    await expect(saying(page, /^Saved/)).toBeVisible({ timeout: 30_000 });
    const added = contentOf("gallery", editor.read("gallery")).items.at(-1)!;
    expect([added.alt, added.before?.alt]).toEqual([PAIR.alt, PAIR.beforeAlt]);
    expect(editor.double!.lastCommit().changed).toEqual([contentFilePath("gallery"), `content/${added.photo}`, `content/${added.before!.photo}`].sort());
  });

  test.describe(() => {
    // The time GitHub gives is said as a clock on the owner's phone: in the business's time zone here.
    const timezoneId = "Europe/London";
    test.use({ timezoneId });

    test("GitHub's rate limit: Save says when to try again and keeps the change; once GitHub takes requests again, it saves", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("pricing");
      await editor.open("pricing");
      await changePrice(page);

      const resetAt = new Date(Date.now() + 45 * 60_000);
      editor.double!.exhaustRateLimit({ resetAt });
      editor.expectFailedLoads(403);
      await trySave(page);
      const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: timezoneId }).format(resetAt);
      await expect(saying(page, new RegExp(`Try again after ${clock}\\. Your changes are kept in this browser\\.$`))).toBeVisible();
      await expect(priceBox(page)).toHaveValue(String(price + 1));
      expect(editor.read("pricing")).toBe(before);

      editor.double!.restoreRateLimit();
      await save(page);
      expectSavedOnto(before, editor.read("pricing"));
    });
  });
});

/** The editor's words for a photo lost on a reload, for any file name the phone's photo was given. */
const lostPhoto = (stem: string) => new RegExp(lostPhotoMessage(`photos/\u0000`).split("\u0000").map(escapeRegExp).join(`${stem}-[0-9a-f]+\\.jpg`));

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(
    `the editor keeps the photos chosen at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`,
    { tag: ANY_WIDTH },
    () => {
      test.use({ backend, ...screenAt(width) });

      test("a photo chosen before a reload that this browser no longer has: the editor says so at its field and refuses the save", async ({
        editor,
        editorPage: page,
      }, testInfo) => {
        const before = editor.read("gallery");
        await editor.open("gallery");
        await addPhotoPair(page, testInfo);
        await draftKeeps(page, PAIR.alt);
        // The browser's storage of files cleared meanwhile (the owner's "clear site data", or a full disk).
        await page.evaluate(
          (database) =>
            new Promise<void>((resolve, reject) => {
              const request = indexedDB.deleteDatabase(database);
              request.onsuccess = () => resolve();
              request.onerror = () => reject(request.error ?? new Error("not deleted"));
            }),
          DRAFT_PHOTOS_DATABASE,
        );

        await page.reload();
        await fileOpen(page, "gallery");
        await unfold(page, PAIR.alt);
        const photos = pairPhotos(entry(page, PAIR.alt));
        for (const [field, stem] of [
          [photos.after, `items-${gallery.items.length + 1}-photo`],
          [photos.before, `items-${gallery.items.length + 1}-before-photo`],
        ] as const) {
          await expect(field).toHaveAttribute("aria-invalid", "true");
          await expect(field).toHaveAccessibleDescription(lostPhoto(stem));
        }
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expect(saying(page, /^Not saved: fix the 2 problems marked above first/)).toBeVisible();
        expect(editor.read("gallery")).toBe(before);
        expect(editor.saves()).toEqual([]);
      });
    },
  );
}
