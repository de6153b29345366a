import type { Page } from "@playwright/test";
import { expect, test as base } from "../../support/fixtures";
import { PROJECT_ROOT } from "../../support/content-root.ts";
import { checkedContent, readContent } from "../../../src/content/node/read-content.ts";
import type { ContentFiles } from "../../../src/content/generated/content-files.ts";
import type { HomeContent } from "../../../src/content/generated/home.ts";
import type { VariantOptions } from "./variant-site.ts";

export { switchTag } from "./variant-site.ts";
export { expect };

const variants = new Map<string, ContentFiles>();
const variantContent = (contentDir: string) =>
  variants.get(contentDir) ?? variants.set(contentDir, checkedContent(PROJECT_ROOT, { contentDir })).get(contentDir)!;

/**
 * The shared `test` plus `content`: the content of the site the project serves, the site's own or the variant's
 * (variant-site.ts), which the variant's projects name in the `contentDir` option.
 */
export const test = base.extend<{ content: ContentFiles } & VariantOptions>({
  // An option of each test, not of the worker: a worker-scoped one would keep these specs' tests out of the workers the
  // other specs' tests run in (Playwright gives tests with other worker fixtures workers of their own), and each switch
  // between the two started a worker afresh.
  contentDir: [undefined, { option: true }],
  content: async ({ contentDir }, use) => use(contentDir ? variantContent(contentDir) : readContent()),
});

/** The banner video plays muted on its own, and its button pauses it and says it now plays it. */
export async function expectVideoPlaysAndPauses(page: Page, hero: HomeContent["hero"]) {
  const pause = page.getByRole("button", { name: hero.video.pauseLabel, exact: true });
  await expect(pause).toBeVisible();
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);
  await pause.click();
  await expect(page.getByRole("button", { name: hero.video.playLabel, exact: true })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
}
