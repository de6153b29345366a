// @vitest-environment happy-dom
/**
 * After a conflict, "Apply my changes to the newer file": the owner's changes are put on the newer versions of every
 * file the save writes (the open one, and the files a package change brings) in one step, once all of them are read.
 * Applied file by file, the editor said "Your changes are now on the newer file" while a follower was still being read,
 * and a Save tapped then wrote that follower on the version that had just conflicted (seen in admin-packages.spec.ts).
 * Every collaborator is a stand-in that records what was done to it.
 */
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { useSave } from "./use-save.ts";

afterEach(cleanup);

it("puts the changes on every newer file at once, after the last of them is read", async () => {
  const done: string[] = [];
  let followersRead!: () => void;
  const reading = new Promise<void>((resolve) => (followersRead = resolve));
  const newer: FileVersion = { text: "heading: Theirs\n", version: "2" };
  const backend: Pick<EditorBackend, "read"> = { read: async () => newer };
  const { result } = renderHook(() =>
    useSave({
      name: "pricing",
      changeSets: {
        backend: backend as EditorBackend,
        commit: async () => undefined,
        setStatus: (status) => done.push(`status ${typeof status === "function" ? "updated" : status.kind}`),
        signInAgain: async () => undefined,
      },
      edited: {
        file: { text: "heading: Mine\n", version: "1" },
        values: { heading: "Mine" },
        existing: new Set(),
        photos: { add: [], remove: [] },
        lost: new Set(),
        knowPhotos: () => {},
        saved: async () => {},
        rebaseOnto: (file) => done.push(`open file on version ${file.version}`),
        discard: () => {},
        open: async () => {},
      },
      also: {
        files: () => [],
        saved: async () => {},
        rebaseOnNewer: async () => {
          await reading;
          done.push("followers read");
          return () => done.push("followers rebased");
        },
        discard: () => {},
        readAgain: async () => {},
      },
      read: async (from) => from.read("pricing"),
    }),
  );

  const applying = result.current.applyToNewer();
  // Everything the pipeline can do before the followers' read answers.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done, "nothing applied, nor the conflict cleared, while a follower is read").toEqual([]);

  followersRead();
  await applying;
  expect(done).toEqual(["followers read", "open file on version 2", "followers rebased", "status idle"]);
});
