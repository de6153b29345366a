import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { OWNER_NAME, gitHubDouble, type GitHubDouble } from "../../../tests/support/github-double.ts";
import { githubBackend } from "./github.ts";
import type { EditorBackend } from "./backend.ts";
import { ConflictError, OfflineError, RateLimitError, RefusedError, SignInError } from "./errors.ts";
import type { UploadWithProgress } from "./github-api.ts";

const REPO = "valet-owner/site";
const PRICING = "# Prices in pounds\ngold:\n  small: 61 # the most asked for\n";
const GALLERY = "items:\n  - photo: photos/old-after.jpg\n";
const OLD_PHOTO = Uint8Array.from([0xff, 0xd8, 0xff, 0x01, 0x02]);

/** Git's name for these bytes as a blob: what GitHub calls the file's sha. */
const blobSha = (bytes: string | Uint8Array) => {
  const buffer = Buffer.from(bytes);
  return createHash("sha1").update(`blob ${buffer.length}\0`).update(buffer).digest("hex");
};

const photo = (path: string, ...bytes: number[]) => ({ path, bytes: new Blob([Uint8Array.from(bytes)], { type: "image/jpeg" }) });

let double: GitHubDouble;
let backend: EditorBackend;

beforeEach(() => {
  double = gitHubDouble({
    repo: REPO,
    files: {
      "README.md": "The site\n",
      "content/pricing.yaml": PRICING,
      "content/gallery.yaml": GALLERY,
      "content/faq.yaml": "items: []\n",
      "content/photos/old-after.jpg": OLD_PHOTO,
    },
  });
  backend = githubBackend({ repo: REPO, branch: "main", token: double.token, fetch: double.fetch });
});

describe("reading a content file from GitHub", () => {
  it("gives its text, and GitHub's blob sha as its version", async () => {
    expect(await backend.read("pricing")).toEqual({ text: PRICING, version: blobSha(PRICING) });
    const [request] = double.requests;
    expect(request.path).toBe(`/repos/${REPO}/contents/content/pricing.yaml?ref=main`);
    expect(request.headers).toMatchObject({ authorization: `Bearer ${double.token}`, accept: "application/vnd.github+json" });
  });

  it("says plainly when the file isn't on the branch (or the account can't see the repository)", async () => {
    await expect(backend.read("terms")).rejects.toThrow(
      new RefusedError(404, `GitHub has no content/terms.yaml on the "main" branch of ${REPO}, or your GitHub account can't see that repository.`),
    );
  });
});

describe("saving a content file alone", () => {
  it("commits it through the Contents API with the message, and answers its new version", async () => {
    const text = PRICING.replace("61", "62");
    const { version } = await backend.save({ name: "pricing", text, baseVersion: blobSha(PRICING), message: "Pricing page: Gold, Small car £61 → £62" });
    expect(version).toBe(blobSha(text));
    expect(double.file("content/pricing.yaml")).toBe(text);
    expect(double.lastCommit()).toMatchObject({ message: "Pricing page: Gold, Small car £61 → £62", changed: ["content/pricing.yaml"] });
    expect(double.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`PUT /repos/${REPO}/contents/content/pricing.yaml`]);
  });

  it("is refused as a conflict when the file changed on GitHub since it was read, leaving the newer file", async () => {
    const { version } = await backend.read("pricing");
    double.commitAsSomeoneElse({ "content/pricing.yaml": PRICING.replace("61", "65") });
    const save = backend.save({ name: "pricing", text: PRICING.replace("61", "62"), baseVersion: version, message: "Gold £62" });
    await expect(save).rejects.toBeInstanceOf(ConflictError);
    expect(double.file("content/pricing.yaml")).toBe(PRICING.replace("61", "65"));
  });

  it("can save again on the newer version after a conflict", async () => {
    double.commitAsSomeoneElse({ "content/pricing.yaml": PRICING.replace("61", "65") });
    const newer = await backend.read("pricing");
    await backend.save({ name: "pricing", text: newer.text.replace("65", "62"), baseVersion: newer.version, message: "Gold £62" });
    expect(double.file("content/pricing.yaml")).toBe(PRICING.replace("61", "62"));
  });
});

describe("what the owner is told when GitHub won't", () => {
  it("asks for a new sign-in when the token has expired (401)", async () => {
    double.expireToken();
    await expect(backend.read("pricing")).rejects.toBeInstanceOf(SignInError);
    await expect(backend.save({ name: "pricing", text: "x: 1\n", baseVersion: blobSha(PRICING), message: "x" })).rejects.toThrow(/sign-in has ended/);
    const signedInAgain = githubBackend({ repo: REPO, branch: "main", token: double.token, fetch: double.fetch });
    expect((await signedInAgain.read("pricing")).text).toBe(PRICING);
  });

  it("says when to try again once the rate limit is used up (403 or 429 with x-ratelimit-remaining: 0)", async () => {
    const resetAt = new Date("2026-03-02T14:05:00Z");
    for (const status of [403, 429] as const) {
      double.exhaustRateLimit({ resetAt, status });
      const failed = await backend.read("pricing").catch((error: unknown) => error);
      expect(failed, String(status)).toBeInstanceOf(RateLimitError);
      expect((failed as RateLimitError).retryAt).toEqual(resetAt);
      expect((failed as RateLimitError).message).toMatch(/^GitHub has had too many requests from your account for now\. Try again after \d\d:\d\d\.$/);
    }
    double.restoreRateLimit();
    expect((await backend.read("pricing")).text).toBe(PRICING);
  });

  it("says the connection failed when GitHub can't be reached", async () => {
    const offline = githubBackend({
      repo: REPO,
      branch: "main",
      token: double.token,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(offline.read("pricing")).rejects.toBeInstanceOf(OfflineError);
    await expect(
      offline.save({
        name: "gallery",
        text: GALLERY,
        baseVersion: blobSha(GALLERY),
        message: "x",
        photos: { add: [photo("content/photos/a.jpg", 1)], remove: [] },
      }),
    ).rejects.toThrow(/couldn't be reached/);
  });
});

describe("a save the branch's rules refuse (a ruleset, a protected branch)", () => {
  const gallerySave = () =>
    backend.save({
      name: "gallery",
      text: "items: []\n",
      baseVersion: blobSha(GALLERY),
      message: "Gallery: one photo less",
      photos: { add: [], remove: ["content/photos/old-after.jpg"] },
    });
  const pricingSave = () => backend.save({ name: "pricing", text: PRICING.replace("61", "62"), baseVersion: blobSha(PRICING), message: "Gold £62" });

  it("is said in GitHub's own words with what the owner can do, never as a conflict: the file alone (409) and with photos (422)", async () => {
    for (const rule of ["ruleset", "protected-branch"] as const) {
      double.refuseWrites(rule);
      for (const [what, save] of [
        ["the file alone", pricingSave],
        ["with photos", gallerySave],
      ] as const) {
        const failed = await save().catch((error: unknown) => error);
        expect(failed, `${rule}, ${what}`).toBeInstanceOf(RefusedError);
        expect(failed, `${rule}, ${what}`).not.toBeInstanceOf(ConflictError);
        expect((failed as Error).message, `${rule}, ${what}`).toMatch(
          /^GitHub's rules for the "main" branch refused the save: ".*Changes must be made through a pull request\." .*Settings › Rules/,
        );
      }
    }
    expect(double.file("content/pricing.yaml")).toBe(PRICING);
    expect(double.file("content/gallery.yaml")).toBe(GALLERY);
  });
});

describe("the content files as they are at the branch's head, for the checks", () => {
  const held = (texts: Partial<Record<string, string>>) => texts as Parameters<EditorBackend["changedTexts"]>[0];

  it("fetches only the files whose blob differs from the text held, and answers their text", async () => {
    double.commitAsSomeoneElse({ "content/faq.yaml": "items: [] # changed\n" });
    const requests = double.requests.length;
    const changed = await backend.changedTexts(held({ pricing: PRICING, gallery: GALLERY, faq: "items: []\n" }));
    expect(changed).toEqual({ faq: "items: [] # changed\n" });
    const blobs = double.requests.slice(requests).filter((request) => request.path.includes("/git/blobs/"));
    expect(blobs).toHaveLength(1);
  });
});

describe("saving with photos: one commit through the Git Data API", () => {
  const newGallery = "items:\n  - photo: photos/new-after.jpg\n    before: { photo: photos/new-before.jpg }\n";
  /** The gallery saved with one new photo, made on the gallery as it was read. */
  const saveWithNewPhoto = (message: string, byte: number) =>
    backend.save({
      name: "gallery",
      text: newGallery,
      baseVersion: blobSha(GALLERY),
      message,
      photos: { add: [photo("content/photos/new.jpg", byte)], remove: [] },
    });

  it("adds a before/after pair and removes the old photo in the same commit as the file", async () => {
    const commits = double.commitCount();
    const { version } = await backend.save({
      name: "gallery",
      text: newGallery,
      baseVersion: blobSha(GALLERY),
      message: "Gallery: a new pair",
      photos: { add: [photo("content/photos/new-after.jpg", 1, 2, 3), photo("content/photos/new-before.jpg", 4, 5)], remove: ["content/photos/old-after.jpg"] },
    });
    expect(version).toBe(blobSha(newGallery));
    expect(double.commitCount()).toBe(commits + 1);
    expect(double.lastCommit()).toMatchObject({
      message: "Gallery: a new pair",
      changed: ["content/gallery.yaml", "content/photos/new-after.jpg", "content/photos/new-before.jpg", "content/photos/old-after.jpg"],
    });
    expect(double.file("content/gallery.yaml")).toBe(newGallery);
    expect([...double.fileBytes("content/photos/new-after.jpg")!]).toEqual([1, 2, 3]);
    expect(double.fileBytes("content/photos/old-after.jpg")).toBeUndefined();
    expect(double.file("README.md"), "the rest of the repository as it was").toBe("The site\n");
  });

  it("checks the file is unchanged before uploading anything: a conflict sends no photo", async () => {
    double.commitAsSomeoneElse({ "content/gallery.yaml": `${GALLERY}# someone's note\n` });
    const requests = double.requests.length;
    const save = saveWithNewPhoto("x", 1);
    await expect(save).rejects.toBeInstanceOf(ConflictError);
    const sent = double.requests.slice(requests).map((request) => request.method);
    expect(
      sent.every((method) => method === "GET"),
      sent.join(", "),
    ).toBe(true);
    expect(double.fileBytes("content/photos/new.jpg")).toBeUndefined();
  });

  it("commits onto the branch again when another file was committed meanwhile (GitHub's 422: not a fast forward)", async () => {
    double.beforeNextRefUpdate(() => double.commitAsSomeoneElse({ "content/faq.yaml": "items: [x]\n" }, "FAQ from elsewhere"));
    await saveWithNewPhoto("Gallery: one photo", 9);
    expect(double.lastCommit()).toMatchObject({ message: "Gallery: one photo", changed: ["content/gallery.yaml", "content/photos/new.jpg"] });
    expect(double.file("content/faq.yaml"), "the other commit is kept").toBe("items: [x]\n");
    const blobs = double.requests.filter((request) => request.path.endsWith("/git/blobs"));
    expect(blobs, "the blobs are sent once").toHaveLength(2);
  });

  it("gives up, saying so, when the branch keeps moving under the save", async () => {
    let other = 0;
    const keepMoving = () => {
      double.commitAsSomeoneElse({ "content/faq.yaml": `items: [${(other += 1)}]\n` });
      double.beforeNextRefUpdate(keepMoving);
    };
    double.beforeNextRefUpdate(keepMoving);
    const save = saveWithNewPhoto("x", 9);
    await expect(save).rejects.toThrow(
      new ConflictError("GitHub's copy of the site kept changing while saving, so it wasn't saved. Try saving again in a moment."),
    );
    expect(other, "three attempts").toBe(3);
    expect(double.file("content/gallery.yaml")).toBe(GALLERY);
  });

  it("is a conflict when the file itself was committed meanwhile", async () => {
    double.beforeNextRefUpdate(() => double.commitAsSomeoneElse({ "content/gallery.yaml": "items: []\n" }));
    const save = saveWithNewPhoto("x", 9);
    await expect(save).rejects.toBeInstanceOf(ConflictError);
    expect(double.file("content/gallery.yaml")).toBe("items: []\n");
  });

  it("leaves out a removed photo that is already gone (GitHub refuses to delete a missing file)", async () => {
    await backend.save({
      name: "gallery",
      text: "items: []\n",
      baseVersion: blobSha(GALLERY),
      message: "x",
      photos: { add: [], remove: ["content/photos/gone.jpg", "content/photos/old-after.jpg"] },
    });
    expect(double.lastCommit().changed).toEqual(["content/gallery.yaml", "content/photos/old-after.jpg"]);
  });

  it("refuses a photo path outside content/photos before sending anything", async () => {
    for (const path of ["package.json", "content/photos/../../package.json", "content/photos/sub/a.jpg", "content/faq.yaml"]) {
      const save = backend.save({ name: "gallery", text: GALLERY, baseVersion: blobSha(GALLERY), message: "x", photos: { add: [], remove: [path] } });
      await expect(save, path).rejects.toThrow(/is not a photo's path in content\/photos/);
    }
    expect(double.requests).toEqual([]);
  });

  it("reports the upload's progress: from nothing to everything, never backwards, whole blobs through fetch", async () => {
    const progress: [number, number][] = [];
    await backend.save({
      name: "gallery",
      text: newGallery,
      baseVersion: blobSha(GALLERY),
      message: "x",
      photos: {
        add: [photo("content/photos/a.jpg", ...Array.from({ length: 3000 }, (_, index) => index % 256)), photo("content/photos/b.jpg", 1)],
        remove: [],
      },
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const total = progress[0][1];
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress).toHaveLength(4);
    expect(progress.every(([sent, of], index) => of === total && (index === 0 || sent >= progress[index - 1][0]))).toBe(true);
  });

  it("reports the bytes as they go when blobs are sent with upload progress (XMLHttpRequest's, in a browser)", async () => {
    const upload: UploadWithProgress = async (request, onSent) => {
      const size = request.body?.length ?? 0;
      for (const part of [0.25, 0.5, 1]) onSent(Math.round(size * part));
      const response = await double.fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
      return { status: response.status, header: (name) => response.headers.get(name), body: await response.json() };
    };
    const withProgress = githubBackend({ repo: REPO, branch: "main", token: double.token, fetch: double.fetch, upload });
    const progress: number[] = [];
    await withProgress.save({
      name: "gallery",
      text: newGallery,
      baseVersion: blobSha(GALLERY),
      message: "x",
      photos: { add: [photo("content/photos/a.jpg", 1, 2, 3)], remove: [] },
      onProgress: (sent) => progress.push(sent),
    });
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.filter((sent, index) => index > 0 && sent > progress[index - 1]).length).toBeGreaterThan(2);
  });
});

describe("saving several files (a package added with its savings row): one commit, all or nothing", () => {
  const newPricing = PRICING.replace("61", "62");
  const newFaq = "items: [new]\n";
  const saveBoth = () =>
    backend.save({
      name: "pricing",
      text: newPricing,
      baseVersion: blobSha(PRICING),
      message: "Prices and FAQ",
      also: [{ name: "faq", text: newFaq, baseVersion: blobSha("items: []\n") }],
    });

  it("commits every file in one commit through the Git Data API, answering the edited file's version", async () => {
    const commits = double.commitCount();
    expect(await saveBoth()).toMatchObject({ version: blobSha(newPricing) });
    expect(double.commitCount()).toBe(commits + 1);
    expect(double.lastCommit()).toMatchObject({ message: "Prices and FAQ", changed: ["content/faq.yaml", "content/pricing.yaml"] });
    expect(
      double.requests.some((request) => request.path.includes("/contents/")),
      "not the Contents API, which writes one file a commit",
    ).toBe(false);
  });

  it("refuses before uploading anything when one of the files changed, naming it, and keeps the other side's change", async () => {
    double.commitAsSomeoneElse({ "content/faq.yaml": "items: [theirs]\n" });
    const requests = double.requests.length;
    const failed = await saveBoth().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ConflictError);
    expect((failed as ConflictError).files).toEqual(["content/faq.yaml"]);
    expect(double.requests.slice(requests).every((request) => request.method === "GET")).toBe(true);
    expect(double.file("content/pricing.yaml"), "nothing half-written").toBe(PRICING);
    expect(double.file("content/faq.yaml")).toBe("items: [theirs]\n");
  });

  it("reads the head again when the branch moved (422) and commits onto it, keeping the other commit", async () => {
    double.beforeNextRefUpdate(() => double.commitAsSomeoneElse({ "content/gallery.yaml": "items: []\n" }, "Gallery from elsewhere"));
    await saveBoth();
    expect(double.lastCommit()).toMatchObject({ message: "Prices and FAQ", changed: ["content/faq.yaml", "content/pricing.yaml"] });
    expect(double.file("content/gallery.yaml"), "the other commit is kept").toBe("items: []\n");
  });

  it("is a conflict naming the file when the branch moved with one of the files changed, having written neither", async () => {
    double.beforeNextRefUpdate(() => double.commitAsSomeoneElse({ "content/faq.yaml": "items: [theirs]\n" }));
    const failed = await saveBoth().catch((error: unknown) => error);
    expect((failed as ConflictError).files).toEqual(["content/faq.yaml"]);
    expect(double.file("content/pricing.yaml")).toBe(PRICING);
    expect(double.file("content/faq.yaml")).toBe("items: [theirs]\n");
  });
});

describe("a helper with their own GitHub account (issue 67)", () => {
  const HELPER = { login: "helper-sam", name: "Sam Helper" };
  const newPricing = PRICING.replace("61", "62");
  const saveAs = (token: string, also = false) =>
    githubBackend({ repo: REPO, branch: "main", token, fetch: double.fetch }).save({
      name: "pricing",
      text: newPricing,
      baseVersion: blobSha(PRICING),
      message: "Gold, Small car £61 → £62",
      ...(also ? { also: [{ name: "faq" as const, text: "items: [new]\n", baseVersion: blobSha("items: []\n") }] } : {}),
    });

  it.each([
    ["the file alone (the Contents API)", false],
    ["several files in one commit (the Git Data API)", true],
  ])("saves %s as themselves: the commit and the save say who, and so do the recent changes", async (_, also) => {
    const token = double.addHelper(HELPER);
    expect(await saveAs(token, also)).toMatchObject({ by: HELPER.name });
    expect(double.lastCommit().author).toBe(HELPER.name);
    expect((await backend.history())[0]).toMatchObject({ message: "Gold, Small car £61 → £62", author: HELPER.name });
  });

  it("the owner's own save still says the owner", async () => {
    expect(await saveAs(double.token)).toMatchObject({ by: OWNER_NAME });
  });

  it.each([
    ["the file alone", false],
    ["several files", true],
  ])("once the owner took their access back, %s is refused (403) in words saying whom to ask, and nothing is written", async (_, also) => {
    const token = double.addHelper(HELPER);
    double.removeCollaborator(HELPER.login);
    const commits = double.commitCount();
    const failed = await saveAs(token, also).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RefusedError);
    expect((failed as RefusedError).status).toBe(403);
    expect((failed as Error).message).toMatch(/^GitHub wouldn't let your account save content\/pricing\.yaml \("Resource not accessible by integration"\)/);
    expect((failed as Error).message).toContain("Whoever looks after the site may have taken your access away");
    expect(double.commitCount()).toBe(commits);
    expect(double.file("content/pricing.yaml")).toBe(PRICING);
    // The owner's own sign-in is untouched.
    expect(await saveAs(double.token)).toMatchObject({ by: OWNER_NAME });
  });
});
