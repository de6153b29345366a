import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../tests/support/content-root";
import { contentCopiesIn, contentValues, formatCopy } from "./content-copies";

/**
 * The pound sign, never typed before a number in this file: the check runs on this file too, and any
 * amount written here could be one the owner picks one day.
 */
const GBP = "\u00a3";

/** A tiny project: a few content values, fixture content, and files that copy (or don't copy) them. */
function tinyProject(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-copies-"));
  fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
  const all: Record<string, string> = {
    "content/pricing.yaml": [
      'heading: "Zebra heading of the tiny shipped content"',
      'intro: "Short one. Zebras are washed by hand, at the zoo. Ok."',
      "prices:",
      "  outside:",
      "    compact: { quick: 15, deluxe: 1200 }",
    ].join("\n"),
    "content/savings.yaml": ["rows:", "  - tier: quick", "    monthlyLoyalty: 4", "    packs:", "      - { blocks: 6, save: 25 }"].join("\n"),
    "content/site.yaml": ['banner: "A zebra banner in both contents"', 'area: "Zebra Shire & Zooland"'].join("\n"),
    "tests/fixtures/content/pricing.yaml": ['heading: "Fixture Zebra Shire & Zooland heading"', "prices:", "  outside:", "    compact: { quick: 11 }"].join(
      "\n",
    ),
    "tests/fixtures/content/site.yaml": 'banner: "A zebra banner in both contents"',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const copiesIn = (files: Record<string, string>) => {
  const root = tinyProject(files);
  return contentCopiesIn(root, Object.keys(files)).copies.map(formatCopy);
};
const message = (where: string, value: string, file: string) =>
  `${where}: "${value}" is shipped content (content/${file}.yaml); read it from the content instead of copying it.`;

describe("contentValues", () => {
  it("takes the amounts the schemas call pounds, and £ amounts in text, but no other number", () => {
    const root = tinyProject({ "content/plans.yaml": `heading: "Save up to ${GBP}36 a zebra"` });
    const { amounts } = contentValues(path.join(root, "content"), path.join(root, "schemas"));
    expect([...amounts.keys()].sort()).toEqual(["1200", "15", "25", "36", "4"]);
  });

  it("takes whole values, lines and sentences of at least 3 words and 16 characters", () => {
    const root = tinyProject({});
    const { phrases } = contentValues(path.join(root, "content"), path.join(root, "schemas"));
    expect([...phrases.keys()].sort()).toEqual([
      "A zebra banner in both contents",
      "Short one. Zebras are washed by hand, at the zoo. Ok.",
      "Zebra Shire & Zooland",
      "Zebra heading of the tiny shipped content",
      "Zebras are washed by hand, at the zoo.",
    ]);
  });
});

describe("findContentCopies", () => {
  it("finds a shipped sentence copied into code, once, with its file and line", () => {
    expect(copiesIn({ "src/a.ts": 'const x = 1;\nexpect(heading).toBe("Zebra heading of the tiny shipped content");\n' })).toEqual([
      message("src/a.ts:2", "Zebra heading of the tiny shipped content", "pricing"),
    ]);
  });

  it("finds a sentence copied out of a longer paragraph", () => {
    expect(copiesIn({ "tests/e2e/a.spec.ts": 'await expect(page.getByText("Zebras are washed by hand, at the zoo.")).toBeVisible();' })).toEqual([
      message("tests/e2e/a.spec.ts:1", "Zebras are washed by hand, at the zoo.", "pricing"),
    ]);
  });

  it("finds a price written as the site shows it, however the site groups its digits", () => {
    const cells = ["15", "1,200", "150", "15.50", "6"].map((amount) => `${GBP}${amount}`);
    expect(copiesIn({ "scripts/a.ts": `const cells = "${cells.join(", ")}, 15";` })).toEqual([
      message("scripts/a.ts:1", `${GBP}15`, "pricing"),
      message("scripts/a.ts:1", `${GBP}1,200`, "pricing"),
    ]);
  });

  it("ignores comment lines", () => {
    const commented = ["// Zebra heading of the tiny shipped content", `/* ${GBP}15 */`, " * Zebra heading of the tiny shipped content", `  // ${GBP}25`].join(
      "\n",
    );
    expect(copiesIn({ "src/a.ts": commented, "scripts/a.sh": "# Zebra heading of the tiny shipped content\necho ok" })).toEqual([]);
  });

  it("finds a copy after code on the same line, and in a shell script", () => {
    expect(copiesIn({ "src/a.ts": `const a = "${GBP}25"; // fine`, "scripts/a.sh": 'echo "Zebra heading of the tiny shipped content"' })).toEqual([
      message("src/a.ts:1", `${GBP}25`, "savings"),
      message("scripts/a.sh:1", "Zebra heading of the tiny shipped content", "pricing"),
    ]);
  });

  it("allows the fixture content's values, and shipped words that are part of one", () => {
    const file = [
      `expect(cell).toBe("${GBP}11");`,
      'expect(banner).toBe("A zebra banner in both contents");',
      'expect(h).toBe("Fixture Zebra Shire & Zooland heading");',
    ].join("\n");
    expect(copiesIn({ "src/a.test.ts": file })).toEqual([]);
  });

  it("still finds the shipped words on their own next to a fixture value", () => {
    expect(copiesIn({ "src/a.test.ts": 'expect([h, a]).toEqual(["Fixture Zebra Shire & Zooland heading", "Zebra Shire & Zooland"]);' })).toEqual([
      message("src/a.test.ts:1", "Zebra Shire & Zooland", "site"),
    ]);
  });

  it("searches only src/, scripts/ and tests/, never tests/fixtures/ nor the owner's edits (tests/owner-edits/), which an owner's content may hold", () => {
    const copy = '"Zebra heading of the tiny shipped content"';
    expect(copiesIn({ "docs/a.md": copy, "tests/fixtures/a.ts": copy, "tests/owner-edits/edits.ts": copy, "tests/support/a.ts": copy })).toEqual([
      message("tests/support/a.ts:1", "Zebra heading of the tiny shipped content", "pricing"),
    ]);
  });

  it("leaves pictures and video alone: a screenshot's bytes can spell anything", () => {
    const copy = '"Zebra heading of the tiny shipped content"';
    expect(copiesIn({ "tests/visual/baselines/a.png": copy, "scripts/bench/sample.JPG": copy, "tests/support/a.ts": copy })).toEqual([
      message("tests/support/a.ts:1", "Zebra heading of the tiny shipped content", "pricing"),
    ]);
  });
});

describe("npm run lint's content copy check", { timeout: 60_000 }, () => {
  const run = (root: string) => {
    try {
      const tsx = path.join(PROJECT_ROOT, "node_modules/.bin/tsx");
      const output = execFileSync(tsx, ["scripts/tools/check-content-copies.ts", root], { cwd: PROJECT_ROOT, encoding: "utf8", stdio: "pipe" });
      return { code: 0, output };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, output: failed.stderr };
    }
  };
  const gitProject = (files: Record<string, string>) => {
    const root = tinyProject(files);
    execFileSync("git", ["init", "--quiet"], { cwd: root });
    execFileSync("git", ["add", "--all"], { cwd: root });
    return root;
  };

  it("fails on a copy in a git-tracked file, naming each one", () => {
    const result = run(gitProject({ "src/a.ts": 'export const title = "Zebra heading of the tiny shipped content";\n' }));
    expect(result).toEqual({
      code: 1,
      output: `${message("src/a.ts:1", "Zebra heading of the tiny shipped content", "pricing")}\n\n1 copy of shipped content found.\n`,
    });
  });

  /** Commits every change in `root` at a given time (seconds), so that which came first is plain. */
  const commitAt = (root: string, seconds: number) => {
    const date = `@${seconds} +0000`;
    execFileSync("git", ["add", "--all"], { cwd: root });
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "--quiet", "-m", "change"], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };
  /** The tiny project's content with its quick price set to `amount`. */
  const priceSetTo = (root: string, amount: number) => {
    const file = path.join(root, "content/pricing.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("quick: 15", `quick: ${amount}`));
  };
  const madeUp = `export const message = "Gold ${GBP}62";\n`;

  it("passes when the owner's price meets an amount the code made up before it (issue 56), committed or not", () => {
    const root = gitProject({ "src/a.ts": madeUp });
    commitAt(root, 1_700_000_000);
    priceSetTo(root, 62);
    expect(run(root).code, "the owner's edit, not committed yet").toBe(0);
    commitAt(root, 1_700_086_400);
    expect(run(root).code, "the owner's edit, committed a day later").toBe(0);
  });

  it("fails on the same amount written into code after the content held it", () => {
    const root = gitProject({});
    priceSetTo(root, 62);
    commitAt(root, 1_700_000_000);
    fs.mkdirSync(path.join(root, "src"), { recursive: true });
    fs.writeFileSync(path.join(root, "src/a.ts"), madeUp);
    execFileSync("git", ["add", "--all"], { cwd: root });
    expect(run(root)).toEqual({ code: 1, output: `${message("src/a.ts:1", `${GBP}62`, "pricing")}\n\n1 copy of shipped content found.\n` });
    commitAt(root, 1_700_086_400);
    expect(run(root).code, "once committed too").toBe(1);
  });

  it("passes when the code reads the content", () => {
    expect(run(gitProject({ "src/a.ts": 'export { default } from "virtual:content/pricing";\n' }))).toEqual({
      code: 0,
      output: "No shipped content copied: 1 file checked.\n",
    });
  });
});
