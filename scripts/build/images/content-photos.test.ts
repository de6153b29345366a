import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentRootWith } from "../../../tests/support/content-root";
import { loadContent, projectFolders } from "../../../src/content/node/load-content";
import { formatProblem } from "../../../src/content/problem";
import { inWords } from "../../../src/content/owner-words";
import { PHOTO_MIN_WIDTH } from "../../../src/lib/photos";
import type { GalleryContent } from "../../../src/content/generated/gallery";
import type { HomeContent } from "../../../src/content/generated/home";
import { contentPhotos } from "../../../src/content/named-photos";
import { checkContentPhotos } from "./content-photos";

/** The fixture project, with `change` made to its gallery.yaml's text; its photos and that text. */
function galleryProject(change: (text: string) => string = (text) => text) {
  const root = contentRootWith();
  const file = path.join(root, "content/gallery.yaml");
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
  const text = fs.readFileSync(file, "utf8");
  return { root, text, gallery: parse(text) as GalleryContent, photo: (name: string) => path.join(root, "content", name) };
}

/** The line (from 1) and column where `value` is written in `text`. */
function placeOf(text: string, value: string): string {
  const lines = text.split("\n");
  const line = lines.findIndex((candidate) => candidate.includes(value));
  return `${line + 1}:${lines[line].indexOf(value) + 1}`;
}

async function photoProblems(root: string): Promise<string[]> {
  const folders = projectFolders(root);
  const { content, problems } = loadContent(folders);
  expect(problems.map(formatProblem), "the content itself is right").toEqual([]);
  return (await checkContentPhotos(content, folders)).map(formatProblem);
}

describe("the photo files content names", { timeout: 60_000 }, () => {
  it("accepts the fixture's photos", async () => {
    expect(await photoProblems(galleryProject().root)).toEqual([]);
  });

  it("refuses a missing file at the line that names it", async () => {
    const { root, text, gallery } = galleryProject();
    const missing = gallery.items[gallery.items.length - 1].photo;
    fs.rmSync(path.join(root, "content", missing));
    expect(await photoProblems(root)).toEqual([
      `content/gallery.yaml:${placeOf(text, missing)} items › item ${gallery.items.length} › photo: Expected the photo file ${missing} in the content folder, but there is no such file. Check the name's spelling (capital letters count) or add the photo.`,
    ]);
  });

  it("refuses a photo narrower than the gallery shows it", async () => {
    const { root, text, gallery, photo } = galleryProject();
    const small = gallery.items[0].before!.photo;
    await sharp({ create: { width: PHOTO_MIN_WIDTH - 1, height: 600, channels: 3, background: "#777777" } })
      .jpeg()
      .toFile(photo(small));
    const [problem, ...rest] = await photoProblems(root);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(`^content/gallery\\.yaml:${placeOf(text, small)} items › item 1 › before › photo: Expected a photo at least ${PHOTO_MIN_WIDTH} pixels wide`),
    );
    expect(problem).toContain(`is ${PHOTO_MIN_WIDTH - 1} pixels wide`);
  });

  it("refuses a file over content's size limit", async () => {
    const { root, text, gallery, photo } = galleryProject();
    const big = gallery.items[0].photo;
    // Noise doesn't compress: a JPEG over the limit.
    const side = Math.ceil(Math.sqrt(gallery.maxPhotoMegabytes * 1024 * 1024 * 1.5));
    await sharp({ create: { width: side, height: side, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .jpeg({ quality: 100 })
      .toFile(photo(big));
    expect(fs.statSync(photo(big)).size).toBeGreaterThan(gallery.maxPhotoMegabytes * 1024 * 1024);
    const [problem, ...rest] = await photoProblems(root);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^content/gallery\\.yaml:${placeOf(text, big)} items › item 1 › photo: Expected a photo of at most ${gallery.maxPhotoMegabytes}\\.0 MB \\(maxPhotoMegabytes\\)`,
      ),
    );
  });

  it("refuses an iPhone HEIC photo, saying how to save it as JPEG", async () => {
    const { root, text, gallery, photo } = galleryProject((yaml) => yaml.replace("photos/fixture-single.jpg", "photos/fixture-single.heic"));
    const heic = gallery.items[gallery.items.length - 1].photo;
    // The start of a HEIC file: its ftyp box with the "heic" brand.
    fs.writeFileSync(photo(heic), Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(12)]));
    const [problem, ...rest] = await photoProblems(root);
    expect(rest).toEqual([]);
    expect(problem).toMatch(new RegExp(`^content/gallery\\.yaml:${placeOf(text, heic)} items › item ${gallery.items.length} › photo: .*JPEG`));
  });

  it("refuses a photo with no alt text at its line (the schema)", () => {
    const { root, text } = galleryProject((yaml) => yaml.replace(/^\s+alt: "Fixture single photo[^\n]*\n/m, ""));
    const problems = loadContent(projectFolders(root)).problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/gallery\\.yaml:\\d+:\\d+ items › item 2: Expected “${inWords("alt")}” here`));
    expect(text).not.toContain("Fixture single photo");
  });

  describe("the banner photo (home.yaml)", () => {
    /** The fixture project with `change` made to its home.yaml's text. */
    function homeProject(change: (text: string) => string = (text) => text) {
      const root = contentRootWith();
      const file = path.join(root, "content/home.yaml");
      fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
      const text = fs.readFileSync(file, "utf8");
      return { root, text, banner: (parse(text) as HomeContent).hero.photo! };
    }

    it("is made at the banner's widths while the banner shows it, and not at all while it shows the video", () => {
      const shown = homeProject();
      const listed = contentPhotos(loadContent(projectFolders(shown.root)).content);
      expect(listed.filter((photo) => photo.name === "home").map((photo) => [photo.photo, photo.fieldPath])).toEqual([
        [shown.banner.photo, ["hero", "photo", "photo"]],
      ]);
      const video = homeProject((yaml) => yaml.replace(/^ {2}show: photo$/m, "  show: video"));
      expect(contentPhotos(loadContent(projectFolders(video.root)).content).filter((photo) => photo.name === "home")).toEqual([]);
    });

    it("refuses a missing banner photo at its line in home.yaml", async () => {
      const { root, text, banner } = homeProject();
      fs.rmSync(path.join(root, "content", banner.photo));
      expect(await photoProblems(root)).toEqual([
        `content/home.yaml:${placeOf(text, banner.photo)} hero › photo › photo: Expected the photo file ${banner.photo} in the content folder, but there is no such file. Check the name's spelling (capital letters count) or add the photo.`,
      ]);
    });

    it("refuses a banner photo narrower than the site takes", async () => {
      const { root, text, banner } = homeProject();
      await sharp({ create: { width: PHOTO_MIN_WIDTH - 1, height: 400, channels: 3, background: "#336699" } })
        .jpeg()
        .toFile(path.join(root, "content", banner.photo));
      const [problem, ...rest] = await photoProblems(root);
      expect(rest).toEqual([]);
      expect(problem).toMatch(
        new RegExp(`^content/home\\.yaml:${placeOf(text, banner.photo)} hero › photo › photo: Expected a photo at least ${PHOTO_MIN_WIDTH} pixels wide`),
      );
    });

    it("refuses a banner photo with no alt text at its line (the schema)", () => {
      const { root } = homeProject((yaml) => yaml.replace(/^ {4}alt: "Fixture banner photo[^\n]*\n/m, ""));
      const problems = loadContent(projectFolders(root)).problems.map(formatProblem);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^content/home\\.yaml:\\d+:\\d+ hero › photo: Expected “${inWords("alt")}” here`));
    });
  });
});
