/**
 * The one pipeline (change-set.ts), driven by each kind of change the editor makes: a price saved, a package added
 * with its Savings at a Glance row, a postcode added, and a change put back, each against the local editor's
 * endpoint and against GitHub (its double), as the page's backends talk to them. The checks run as in the page, on
 * the fixture content (editor-build.test-support.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import baseline from "virtual:editor/baseline";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_NAME, gitHubDouble } from "../../../tests/support/github-double.ts";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import { startLocalEndpoint, type LocalEndpointServer } from "../../../tests/support/local-endpoint-server.ts";
import type { ContentFiles } from "../../content/generated/content-files.ts";
import { contentFilePath, editedFilePath, POSTCODE_LIST_FILE, type ContentName, type EditedFile } from "../../content/names.ts";
import type { EditorBackend } from "../backends/backend.ts";
import { githubBackend } from "../backends/github.ts";
import { localBackend } from "../backends/local.ts";
import { schemaValues } from "../checks/editor-build.test-support.ts";
import { fileTitle } from "../file-titles.ts";
import { fileKindOf } from "../file-kinds/file-kind-of.ts";
import { applyEdits } from "../line-edits/apply-edits.ts";
import { addPostcode, coveredPostcodes } from "../line-edits/postcode-list-edits.ts";
import { commitChangeSet, type ChangeSet, type Committed, type PipelineContext } from "./change-set.ts";

vi.mock("virtual:editor/baseline", async () => ({ default: (await import("../checks/editor-build.test-support.ts")).fixtureBaseline() }));
vi.mock("virtual:editor/validators", async () => ({ default: (await import("../checks/editor-build.test-support.ts")).fixtureValidators() }));
// The page a file feeds is named by the site's routes, whose photos the build lists; none is drawn here.
vi.mock("virtual:photos", () => ({ default: {} }));

const REPO = "valet-owner/site";
const FIXTURES = path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR);

/** The fixture content's files, as content/<file>: both backends start with them, as the checks do. */
const CONTENT: Record<string, string> = Object.fromEntries(
  fs
    .readdirSync(FIXTURES)
    .filter((file) => file.endsWith(".yaml") || file.endsWith(".csv"))
    .map((file) => [`content/${file}`, fs.readFileSync(path.join(FIXTURES, file), "utf8")]),
);
const fixtureText = (name: EditedFile) => CONTENT[editedFilePath(name)];
/** The fixture's photo files, as content/photos/<file>. */
const PHOTOS: Record<string, Uint8Array<ArrayBuffer>> = Object.fromEntries(
  fs.readdirSync(path.join(FIXTURES, "photos")).map((file) => [`content/photos/${file}`, new Uint8Array(fs.readFileSync(path.join(FIXTURES, "photos", file)))]),
);

/** The fixture file (or `from`) with its values changed by `edit` on a copy, written as the editor writes them (line by line). */
function edited<Name extends ContentName>(name: Name, edit: (values: ContentFiles[Name]) => void, from = fixtureText(name)): string {
  const values = schemaValues(name, from);
  edit(values);
  return applyEdits(from, values);
}

/** Where a change set is committed, and what a test reads back there. */
interface Place {
  backend: EditorBackend;
  /** Where the pipeline runs: this backend, online its repository. */
  context: PipelineContext;
  /** A file's text there now. */
  text(name: EditedFile): string | undefined;
  /** Whether a photo file (content/photos/<file>) is there now. */
  hasPhoto(photo: string): boolean;
  /** The last commit's message (locally: what the endpoint logged of its last save). */
  lastMessage(): string | undefined;
  /** The repository a commit is followed in: online only. */
  repo?: string;
  /** What the content's history says the last change did (locally, the change is committed to git first, as the owner would). */
  lastChange(): Promise<Awaited<ReturnType<EditorBackend["changeDetail"]>>>;
}

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.com", ...args], { cwd: root, stdio: "pipe" });

let server: LocalEndpointServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PLACES: Record<string, () => Promise<Place>> = {
  "the local endpoint": async () => {
    server = await startLocalEndpoint({ ...CONTENT, ...PHOTOS });
    const { root, origin, log } = server;
    git(root, "init", "-q");
    git(root, "add", ".");
    git(root, "commit", "-q", "-m", "The fixture content");
    const pageFetch: typeof fetch = (input, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("Sec-Fetch-Site", "same-origin");
      if ((init.method ?? "GET").toUpperCase() !== "GET") headers.set("Origin", origin);
      return fetch(new URL(String(input), origin), { ...init, headers });
    };
    const backend = localBackend({ fetch: pageFetch });
    return {
      backend,
      context: { backend, built: baseline.content },
      text: (name) => fs.readFileSync(path.join(root, editedFilePath(name)), "utf8"),
      hasPhoto: (photo) => fs.existsSync(path.join(root, photo)),
      lastMessage: () => log.at(-1)?.replace(/^Saved [^:]*: /, ""),
      async lastChange() {
        git(root, "commit", "-q", "-a", "-m", log.at(-1) ?? "");
        const [latest] = await backend.history();
        return backend.changeDetail(latest.id);
      },
    };
  },
  GitHub: async () => {
    const double = gitHubDouble({ repo: REPO, files: { ...CONTENT, ...PHOTOS } });
    const backend = githubBackend({ repo: REPO, branch: "main", token: double.token, fetch: double.fetch });
    return {
      backend,
      context: { backend, repo: REPO, built: baseline.content },
      repo: REPO,
      text: (name) => double.file(editedFilePath(name)),
      hasPhoto: (photo) => double.fileBytes(photo) !== undefined,
      lastMessage: () => double.lastCommit().message,
      async lastChange() {
        const [latest] = await backend.history();
        return backend.changeDetail(latest.id);
      },
    };
  },
};

/** A change set of one file read where it is saved, with its new text. */
const oneFile = async (place: Place, name: EditedFile, text: string): Promise<ChangeSet> => ({
  files: [{ name, base: await place.backend.read(name), text }],
});

/** The Pricing page with a new package, its prices and What's Included cells as its neighbour's. */
const pricingWithPackage = edited("pricing", (values) => {
  values.tiers.push({ id: "ultimate", name: "Fixture Ultimate", duration: "Two days" });
  for (const sizes of Object.values(values.prices)) for (const prices of Object.values(sizes)) prices.ultimate = prices.supreme + 20;
  for (const rows of Object.values(values.included.rows)) for (const row of rows) row.tiers.ultimate = row.tiers.supreme;
});
/** Savings at a Glance with the new package's row. */
const savingsWithPackage = edited("savings", (values) => {
  values.rows.push({
    tier: "ultimate",
    monthlyLoyalty: 9,
    packs: [
      { blocks: 3, save: 40 },
      { blocks: 9, save: 90 },
    ],
  });
});

describe.each(Object.keys(PLACES))("every change through the one pipeline, against %s", (where) => {
  const start = PLACES[where];

  it("a price saved: checked, said in the owner's words, committed, the screen settled on it, and online followed until live", async () => {
    const place = await start();
    const text = edited("pricing", (values) => (values.prices.outside.compact.quick = 12));
    // The screen takes in the commit (the file as saved, read again) before the outcome is told: awaited, not started.
    const settled: unknown[] = [];
    const settle = async (committed: Committed) => {
      await place.backend.read("pricing");
      settled.push(committed);
    };
    const outcome = await commitChangeSet(await oneFile(place, "pricing", text), { ...place.context, settle });
    expect(settled).toEqual([outcome.committed]);

    expect(outcome.status).toEqual({
      kind: "saved",
      message: `${fileTitle("pricing")}: Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12`,
      changes: ["Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12"],
      file: contentFilePath("pricing"),
      // Online, who GitHub says saved it.
      ...(place.repo ? { by: OWNER_NAME } : {}),
    });
    expect(place.text("pricing")).toBe(text);
    expect(place.lastMessage()).toBe(`${fileTitle("pricing")}: Fixture Outside, Fixture Compact Car, Fixture Quick £11 → £12`);
    if (place.repo) expect(outcome.committed?.follow).toMatchObject({ repo: REPO, file: "pricing", text, stage: { kind: "checking" } });
    else expect(outcome.committed?.follow).toBeUndefined();
  });

  it("says Saving… before the set is made: the lines are written once the tap on Save has its answer", async () => {
    const place = await start();
    const said: string[] = [];
    const set = await oneFile(place, "savings", savingsWithPackage);
    const outcome = await commitChangeSet(
      () => {
        said.push("set made");
        return set;
      },
      { ...place.context, onStatus: (status) => said.push(status.kind) },
    );
    expect(said.slice(0, 2)).toEqual(["saving", "set made"]);
    expect(outcome.status.kind).not.toBe("saving");
  });

  it("a new package with its savings row: checked together, and committed as ONE change of both files", async () => {
    const place = await start();
    const set: ChangeSet = {
      files: [(await oneFile(place, "pricing", pricingWithPackage)).files[0], (await oneFile(place, "savings", savingsWithPackage)).files[0]],
    };
    const outcome = await commitChangeSet(set, place.context);

    expect(outcome.status.kind).toBe("saved");
    expect(place.text("pricing")).toBe(pricingWithPackage);
    expect(place.text("savings")).toBe(savingsWithPackage);
    const [summary, , ...listed] = place.lastMessage()!.split("\n");
    // Each file's summary on the first line; every change below it, under its file's title.
    expect(summary).toMatch(new RegExp(`^${fileTitle("pricing")}: .*; ${fileTitle("savings")}: `));
    expect(listed.filter((line) => line.startsWith(`- ${fileTitle("savings")}: `))).toEqual([expect.stringMatching(/added “Fixture Ultimate”$/)]);
    expect(listed.filter((line) => line.startsWith(`- ${fileTitle("pricing")}: `)).length).toBeGreaterThan(1);
  });

  it("refuses a new package without its savings row, naming the file and the rule, and writes nothing", async () => {
    const place = await start();
    const settle = vi.fn(async () => undefined);
    const outcome = await commitChangeSet(await oneFile(place, "pricing", pricingWithPackage), { ...place.context, settle });
    expect(settle).not.toHaveBeenCalled();

    expect(outcome.status.kind).toBe("refused");
    const problems = outcome.status.kind === "refused" ? outcome.status.problems : [];
    expect(problems.some((problem) => problem.startsWith(`${fileTitle("pricing")}: `) && problem.includes("Fixture Ultimate"))).toBe(true);
    expect(place.text("pricing")).toBe(fixtureText("pricing"));
  });

  it("a postcode added: checked by the list's own rules, said postcode by postcode, committed, followed to the booking page", async () => {
    const place = await start();
    const [first] = coveredPostcodes(fixtureText(POSTCODE_LIST_FILE));
    const postcode = `${first.slice(0, -1)}Z`;
    const outcome = addPostcode(fixtureText(POSTCODE_LIST_FILE), postcode);
    if (!("text" in outcome)) throw new Error(outcome.problem);
    const committed = await commitChangeSet(await oneFile(place, POSTCODE_LIST_FILE, outcome.text), place.context);

    expect(committed.status).toMatchObject({ kind: "saved", message: `${fileTitle(POSTCODE_LIST_FILE)}: added ${postcode}`, changes: [] });
    expect(place.text(POSTCODE_LIST_FILE)).toBe(outcome.text);
    expect(place.lastMessage()).toBe(`${fileTitle(POSTCODE_LIST_FILE)}: added ${postcode}`);
    if (place.repo) expect(committed.committed?.follow).toMatchObject({ file: POSTCODE_LIST_FILE, pagePath: fileKindOf(POSTCODE_LIST_FILE).pagePath({}) });
  });

  it("refuses a postcode list its own rules refuse", async () => {
    const place = await start();
    const list = fixtureText(POSTCODE_LIST_FILE);
    const outcome = await commitChangeSet(await oneFile(place, POSTCODE_LIST_FILE, `${list}not a postcode\n`), place.context);

    expect(outcome.status.kind).toBe("refused");
    expect(outcome.status.kind === "refused" && outcome.status.problems.every((problem) => problem.startsWith(`${fileTitle(POSTCODE_LIST_FILE)}: `))).toBe(
      true,
    );
    expect(place.text(POSTCODE_LIST_FILE)).toBe(list);
  });

  it("a package change put back: each file it touched undone as it is now, checked together, committed as one new change", async () => {
    const place = await start();
    const set: ChangeSet = {
      files: [(await oneFile(place, "pricing", pricingWithPackage)).files[0], (await oneFile(place, "savings", savingsWithPackage)).files[0]],
    };
    expect((await commitChangeSet(set, place.context)).status.kind).toBe("saved");

    const detail = await place.lastChange();
    const files = await Promise.all(detail.files.map(async (file) => fileKindOf(file.name).putBack(file, await place.backend.read(file.name))!));
    const putBack: ChangeSet = { heading: "Put back: ", files: files.map((file) => ({ name: file.name, base: file.now, text: file.text })) };
    const outcome = await commitChangeSet(putBack, place.context);

    expect(outcome.status.kind).toBe("saved");
    expect(place.text("pricing")).toBe(fixtureText("pricing"));
    expect(place.text("savings")).toBe(fixtureText("savings"));
    expect(place.lastMessage()).toMatch(new RegExp(`^Put back: ${fileTitle("pricing")}: .*; ${fileTitle("savings")}: `));
  });

  it("says a conflict in the titles of the files that moved on, and writes none of them", async () => {
    const place = await start();
    const set: ChangeSet = {
      files: [(await oneFile(place, "pricing", pricingWithPackage)).files[0], (await oneFile(place, "savings", savingsWithPackage)).files[0]],
    };
    // Someone else's change to Savings at a Glance meanwhile.
    const theirs = edited("savings", (values) => (values.heading = "Their heading"));
    await commitChangeSet(await oneFile(place, "savings", theirs), place.context);

    const outcome = await commitChangeSet(set, place.context);
    expect(outcome.status).toEqual({ kind: "conflict", files: [fileTitle("savings")] });
    expect(place.text("pricing")).toBe(fixtureText("pricing"));
    expect(place.text("savings")).toBe(theirs);
  });

  it("a photo replaced: the new one committed with the file, the old one removed as no file names it any more", async () => {
    const place = await start();
    const [old, added] = ["content/photos/fixture-single.jpg", "content/photos/fixture-new.jpg"];
    const text = edited("gallery", (values) => (values.items[1].photo = "photos/fixture-new.jpg"));
    const set: ChangeSet = { ...(await oneFile(place, "gallery", text)), photos: { add: [{ path: added, bytes: new Blob([PHOTOS[old]]) }], remove: [old] } };
    const outcome = await commitChangeSet(set, place.context);

    expect(outcome.status).toMatchObject({ kind: "saved" });
    expect(place.text("gallery")).toBe(text);
    expect([place.hasPhoto(added), place.hasPhoto(old)]).toEqual([true, false]);
    expect(outcome.committed?.photos).toEqual({ add: set.photos!.add, remove: [old] });
  });

  it("refuses a photo named but neither there nor added, and keeps a photo another file still names", async () => {
    const place = await start();
    const named = edited("gallery", (values) => (values.items[1].photo = "photos/fixture-missing.jpg"));
    const refused = await commitChangeSet(await oneFile(place, "gallery", named), place.context);
    expect(refused.status.kind).toBe("refused");
    expect(place.text("gallery")).toBe(fixtureText("gallery"));

    // The single photo named twice, then once less: its file stays for the entry still naming it.
    const twice = edited("gallery", (values) => values.items.push({ photo: "photos/fixture-single.jpg", alt: "Fixture single photo again" }));
    expect((await commitChangeSet(await oneFile(place, "gallery", twice), place.context)).status).toMatchObject({ kind: "saved" });
    const once = edited("gallery", (values) => values.items.splice(1, 1), twice);
    const outcome = await commitChangeSet(
      { ...(await oneFile(place, "gallery", once)), photos: { add: [], remove: ["content/photos/fixture-single.jpg"] } },
      place.context,
    );
    expect(outcome.status.kind).toBe("saved");
    expect(place.hasPhoto("content/photos/fixture-single.jpg")).toBe(true);
  });
});
