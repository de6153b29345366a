import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { PROJECT_ROOT } from "../../support/content-root.ts";
import { checkedContent, readContent } from "../../../src/content/node/read-content.ts";
import type { HomeContent } from "../../../src/content/generated/home.ts";
import type { BannerOptions } from "./banner-variant.ts";

export { bannerTag } from "./banner-variant.ts";
export { expect };

/**
 * The shared `test` plus `home`: the home page's content of the site the project serves, the site's own or the
 * banner variant's (banner-variant.ts), which its projects name in the `contentDir` option.
 */
export const test = base.extend<{ home: HomeContent }, BannerOptions>({
  contentDir: [undefined, { option: true, scope: "worker" }],
  home: async ({ contentDir }, use) => use(contentDir ? variantHome(contentDir) : readContent().home),
});

const variants = new Map<string, HomeContent>();
const variantHome = (contentDir: string) =>
  variants.get(contentDir) ?? variants.set(contentDir, checkedContent(PROJECT_ROOT, { contentDir }).home).get(contentDir)!;

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
