/**
 * Some content is a switch with two sides: the banner shows a video or a photo (home.yaml's hero.show), the gallery
 * is shown or, with no photos, hidden. Content picks one side of each. So that both are tested in every run, whichever
 * the content picks, the e2e suite also serves a second site: the site's content with every switch flipped, built
 * beside the site's own build (CONTENT_DIR and BUILD_DIR, scripts/build/site-folders.ts; a few seconds, as the site's
 * own build). The tests of each side carry its tag (`switchTag`); playwright.config.ts runs those of the sides the
 * site's content picks on the site, and the others (content-switches.spec.ts) on the variant.
 *
 * Its closures (site.yaml's) are the fixture content's, for the closures' tests (CLOSURE_TAG). It also gives the last
 * package and the last add-on long names (LONG_NAMES), whose tests (long-names.spec.ts) run on it alone.
 *
 * The rest of the content stays the site's, so every file its pages name is in public/. What a flipped side needs
 * that the site's content lacks (a banner photo, gallery photos) comes from the fixture content (tests/fixtures/content).
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument, type Document } from "yaml";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../support/content-root.ts";
import { checkedContent, readContent } from "../../../src/content/node/read-content.ts";
import { projectFolders } from "../../../src/content/node/load-content.ts";
import type { ContentFiles } from "../../../src/content/generated/content-files.ts";

type BannerMode = ContentFiles["home"]["hero"]["show"];
type GallerySide = "shown" | "hidden";

/** The tag of the tests of one side of a switch. */
export const switchTag = (side: `banner-${BannerMode}` | `gallery-${GallerySide}`) => `@${side}`;

const site = readContent();
const VARIANT_BANNER: BannerMode = site.home.hero.show === "video" ? "photo" : "video";
const VARIANT_GALLERY: GallerySide = site.gallery.items.length > 0 ? "hidden" : "shown";

/**
 * The tag of the closures' tests (closures.spec.ts): they run on the variant, whose closures are the fixture content's
 * whatever the site's content holds, so a test sets the clock inside or outside a closure it knows.
 */
export const CLOSURE_TAG = "@closures";

/**
 * Long names the variant gives the last package and the last add-on (issue 58), so that the layout rules meet, in
 * every run, a package's name of three words and an add-on's of 30 characters with a 12-letter word, whatever names
 * the site's content has. Made here, never copied from content.
 */
export const LONG_NAMES = { package: "Ceramic Coating Deluxe", addon: "Leather Conditioning Treatment" } as const;

/** The tag of the tests of the long names (LONG_NAMES), which only the variant has. */
export const LONG_NAMES_TAG = "@long-names";

/** The tags of the sides the variant shows (the site's content, the others), of the closures' tests and of its long names. */
export const VARIANT_TAGS = [switchTag(`banner-${VARIANT_BANNER}`), switchTag(`gallery-${VARIANT_GALLERY}`), CLOSURE_TAG, LONG_NAMES_TAG];

/** Where the variant's content and build go (inside the project: the prerender resolves packages from its node_modules). */
const VARIANT_ROOT = path.join(PROJECT_ROOT, "node_modules/.cache/site-builds/variant");
export const VARIANT_CONTENT_DIR = path.join(VARIANT_ROOT, "content");
export const VARIANT_BUILD_DIR = path.join(VARIANT_ROOT, "build");

/** The project option the variant's projects set: the content their site was built from (undefined: the site's own). */
export interface VariantOptions {
  contentDir: string | undefined;
}

/** The variant site's port: past the WebKit run's (E2E_PORT + 1 and + 2, tests/support/webkit/ports.ts). */
export const variantPort = (sitePort: number) => Number(process.env.VARIANT_PORT ?? sitePort + 3);

/** Rewrites one content file of the variant through the `yaml` package's Document API (comments and layout kept). */
function edit(name: string, change: (doc: Document) => void): void {
  const file = path.join(VARIANT_CONTENT_DIR, `${name}.yaml`);
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  change(doc);
  fs.writeFileSync(file, doc.toString());
}

/** Copies fixture photos (as content names them: photos/<file>) into the variant's content. */
function copyFixturePhotos(photos: string[]): void {
  fs.mkdirSync(path.join(VARIANT_CONTENT_DIR, "photos"), { recursive: true });
  for (const photo of photos) fs.copyFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, photo), path.join(VARIANT_CONTENT_DIR, photo));
}

/** Writes the variant's content: the site's content with every switch flipped, the fixture content's closures, and the long names. */
export function writeVariantContent(): void {
  fs.rmSync(VARIANT_ROOT, { recursive: true, force: true });
  fs.cpSync(projectFolders(PROJECT_ROOT).contentDir, VARIANT_CONTENT_DIR, { recursive: true });
  const fixture = checkedContent(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR });
  edit("home", (doc) => {
    doc.setIn(["hero", "show"], VARIANT_BANNER);
    if (VARIANT_BANNER === "photo" && !site.home.hero.photo) {
      copyFixturePhotos([fixture.home.hero.photo!.photo]);
      doc.setIn(["hero", "photo"], doc.createNode(fixture.home.hero.photo));
    }
  });
  edit("site", (doc) => doc.setIn(["closures", "days"], doc.createNode(fixture.site.closures.days)));
  edit("gallery", (doc) => {
    if (VARIANT_GALLERY === "hidden") {
      doc.setIn(["items"], doc.createNode([]));
      return;
    }
    copyFixturePhotos(fixture.gallery.items.flatMap((item) => [item.photo, ...(item.before ? [item.before.photo] : [])]));
    doc.setIn(["items"], doc.createNode(fixture.gallery.items));
  });
  edit("pricing", (doc) => doc.setIn(["tiers", site.pricing.tiers.length - 1, "name"], LONG_NAMES.package));
  edit("addons", (doc) => doc.setIn(["items", site.addons.items.length - 1, "name"], LONG_NAMES.addon));
}
