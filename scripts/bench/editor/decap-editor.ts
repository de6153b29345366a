/**
 * Decap CMS, the editor before issue 44, measured as its own bench measured it (issue 37), so the two editors are
 * compared from the same run: the owner's bookmark of the file's collection (`/admin/#/collections/<name>`), the
 * sign-in button ("Login" with Decap's local backend) tapped as soon as it shows, the list of collections, then the
 * file's card tapped and its form. All of it in one document (Decap routes by the address's hash).
 *
 * What it waits for is read from that checkout's build, its admin/config.yml: each collection's `label`, and the
 * label of the file's first text field (Decap's default widget is a one-line box).
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { wall, type Check, type PageWatch } from "./page-watch.ts";
import type { Profile } from "./profiles.ts";
import { STEP_TIMEOUT_MS, tap, type EditorUnderTest } from "./visit.ts";

interface ConfigField {
  name: string;
  label?: string;
  widget?: string;
  fields?: ConfigField[];
}
interface ConfigCollection {
  name: string;
  label: string;
  files?: { name: string; label: string; fields: ConfigField[] }[];
}

/** The sign-in button's name: Decap's "Login" with the local backend, or another release's "Sign in". */
const SIGN_IN = /^(?:log ?in|sign ?in)\b/i;

/** A one-line or long text field: Decap's default widget is a one-line box. */
const isText = (field: ConfigField) => !field.fields && (field.widget === undefined || field.widget === "string" || field.widget === "text");
/** The file's first text field at the top of its form, or else the first anywhere in it. */
const firstText = (fields: ConfigField[]): ConfigField | undefined =>
  fields.find(isText) ?? fields.reduce<ConfigField | undefined>((found, field) => found ?? (field.fields ? firstText(field.fields) : undefined), undefined);

/** The owner's steps: sign in (unless still signed in), the list, the file's card, its form. */
async function decapSteps(page: Page, watch: PageWatch, profile: Profile, bookmark: string, entryHref: string) {
  await page.goto(bookmark, { waitUntil: "commit", timeout: STEP_TIMEOUT_MS });
  const first = await watch.firstOf(["sign-in", "list"]);
  let signInMs: number | null = null;
  if (first.name === "sign-in") {
    signInMs = first.moment.at;
    await tap(page.getByRole("button", { name: SIGN_IN }).first(), profile);
  }
  const list = await watch.seen("list");
  // The file's card (on the phone, below the list of collections), as the tests found it.
  const tapped = watch.nextTap();
  await tap(page.locator(`a[href$="${entryHref}"]`).first(), profile);
  const tapAt = wall(await tapped);
  const form = await watch.seen("form");
  // tapMs: when the tap on the file reached the page, from its navigation's start.
  return { times: { signInMs, listMs: list.at, tapMs: tapAt - list.origin, formMs: wall(form) - tapAt }, listShownAt: wall(list) };
}

export function decapEditor({ build, origin, file }: { build: string; origin: string; file: string }): EditorUnderTest & { file: string; field: string } {
  const configFile = path.join(build, EDITOR_PATH, "config.yml");
  if (!fs.existsSync(configFile)) throw new Error(`No Decap CMS in ${build} (no ${configFile}): build that checkout first (npm run build there).`);
  const config = parse(fs.readFileSync(configFile, "utf8")) as { collections: ConfigCollection[] };
  const collection = config.collections.find((candidate) => candidate.name === file);
  const entry = collection?.files?.[0];
  if (!collection || !entry) throw new Error(`${configFile} has no file collection ${file}`);
  const textField = firstText(entry.fields);
  if (!textField) throw new Error(`${configFile}'s ${collection.name} has no text field to wait for`);
  const fieldLabel = textField.label ?? textField.name;
  const entryHref = `#/collections/${collection.name}/entries/${entry.name}`;
  const bookmark = `${origin}${EDITOR_PATH}#/collections/${collection.name}`;
  const checks: Check[] = [
    { name: "sign-in", kind: "button", pattern: SIGN_IN.source },
    { name: "list", kind: "links", labels: config.collections.map((candidate) => candidate.label) },
    { name: "form", kind: "text-box", label: fieldLabel },
  ];
  return {
    name: "Decap CMS",
    origin,
    checks,
    measures: [
      { key: "signInMs", label: "sign-in button shown" },
      { key: "listMs", label: "list shown" },
      { key: "formMs", label: "form ready after the tap" },
    ],
    steps: (page, watch, profile) => decapSteps(page, watch, profile, bookmark, entryHref),
    file: `${collection.name} ("${collection.label}")`,
    field: fieldLabel,
  };
}
