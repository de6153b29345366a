// @vitest-environment happy-dom
/**
 * The drafts of the files a Pricing page change brings (Savings at a Glance, the booking form): kept once the tap's
 * answer is painted, or as the page goes if no paint comes first, and never kept again after a discard. On the
 * fixture content's files (tests/fixtures/content), a package retired with its savings row.
 */
import fs from "node:fs";
import path from "node:path";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { parse } from "yaml";
import { afterEach, beforeEach, expect, it } from "vitest";
import { FIXTURE_CONTENT_DIR } from "../../../tests/support/content-root.ts";
import type { ContentName } from "../../content/names.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { draftStore, readDraft } from "../drafts/drafts.ts";
import { usePackageChange } from "./use-package-change.ts";

const read = async (name: ContentName): Promise<FileVersion> => ({
  text: fs.readFileSync(path.join(FIXTURE_CONTENT_DIR, `${name}.yaml`), "utf8"),
  version: `${name}-1`,
});
/** Where the editor saves, as far as the followers' reading goes. */
const backend: Pick<EditorBackend, "read"> = { read };

const store = draftStore("local");

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The Pricing page open, its followers read, and its first package retired (its savings row goes with it). */
async function retireFirstPackage() {
  const hook = renderHook(() => usePackageChange("pricing", store, backend as EditorBackend));
  await waitFor(() => expect(hook.result.current.followers.savings).toBeDefined());
  const pricing = parse((await read("pricing")).text) as { tiers: { id: string }[] };
  const retired = { ...pricing, tiers: pricing.tiers.slice(1) };
  act(() => void hook.result.current.follow(pricing, retired));
  return hook;
}

it("keeps the savings draft once the change's answer has been painted", async () => {
  await retireFirstPackage();
  await waitFor(() => expect(readDraft(store, "savings")).toBeDefined());
});

it("keeps it as the page goes, before any paint", async () => {
  await retireFirstPackage();
  expect(readDraft(store, "savings"), "not in the tap's own task").toBeUndefined();
  dispatchEvent(new Event("pagehide"));
  expect(readDraft(store, "savings")).toBeDefined();
});

it("keeps nothing after a discard, even once the paint comes", async () => {
  const hook = await retireFirstPackage();
  act(() => hook.result.current.discard());
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  dispatchEvent(new Event("pagehide"));
  expect(readDraft(store, "savings")).toBeUndefined();
});
