/**
 * The banner shows a video or a photo (home.yaml's hero.show), and content picks one. So that both are tested in every
 * run, whichever the content shows, the e2e suite also serves a second site: the site's content with the banner
 * switched to the other mode, built beside the site's own build (CONTENT_DIR and BUILD_DIR, scripts/build/site-folders.ts;
 * about as long as the site's own build, a few seconds). Its projects (playwright.config.ts) run the banner tests
 * (banner.spec.ts) of that mode alone, against that site.
 *
 * The rest of the content stays the site's, so every file its pages name is in public/. A photo banner shows the
 * content's own banner photo when it names one, else the fixture content's (tests/fixtures/content), copied in.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../support/content-root.ts";
import { checkedContent, readContent } from "../../../src/content/node/read-content.ts";
import { projectFolders } from "../../../src/content/node/load-content.ts";
import type { HomeContent } from "../../../src/content/generated/home.ts";

export type BannerMode = HomeContent["hero"]["show"];

/** The tag of the tests of one banner mode: a project runs those of the mode its site shows. */
export const bannerTag = (mode: BannerMode) => `@banner-${mode}`;

/** The mode the site's content shows, and the other one, which the variant site shows. */
const SITE_BANNER: BannerMode = readContent().home.hero.show;
export const VARIANT_BANNER: BannerMode = SITE_BANNER === "video" ? "photo" : "video";

/** Where the variant's content and build go (inside the project: the prerender resolves packages from its node_modules). */
const VARIANT_ROOT = path.join(PROJECT_ROOT, "node_modules/.cache/site-builds/banner-variant");
export const VARIANT_CONTENT_DIR = path.join(VARIANT_ROOT, "content");
export const VARIANT_BUILD_DIR = path.join(VARIANT_ROOT, "build");

/** The project option the variant's projects set: the content their site was built from (undefined: the site's own). */
export interface BannerOptions {
  contentDir: string | undefined;
}

/** The variant site's port: past the WebKit run's (E2E_PORT + 1 and + 2, tests/engines/webkit/support/ports.ts). */
export const variantPort = (sitePort: number) => Number(process.env.BANNER_VARIANT_PORT ?? sitePort + 3);

/** Writes the variant's content: the site's content, its banner switched to VARIANT_BANNER. */
export function writeVariantContent(): void {
  fs.rmSync(VARIANT_ROOT, { recursive: true, force: true });
  fs.cpSync(projectFolders(PROJECT_ROOT).contentDir, VARIANT_CONTENT_DIR, { recursive: true });
  const file = path.join(VARIANT_CONTENT_DIR, "home.yaml");
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  doc.setIn(["hero", "show"], VARIANT_BANNER);
  if (VARIANT_BANNER === "photo" && !readContent().home.hero.photo) {
    const fixture = checkedContent(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR }).home.hero.photo!;
    fs.mkdirSync(path.join(VARIANT_CONTENT_DIR, "photos"), { recursive: true });
    fs.copyFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, fixture.photo), path.join(VARIANT_CONTENT_DIR, fixture.photo));
    doc.setIn(["hero", "photo"], doc.createNode(fixture));
  }
  fs.writeFileSync(file, doc.toString());
}
