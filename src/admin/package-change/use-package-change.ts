/**
 * The other files a Pricing page edit brings with it (follow-pricing.ts): Savings at a Glance and the booking form,
 * read where the editor saves when the Pricing page opens, followed at each edit of its lists, kept as drafts of
 * their own in this browser (a reload brings them back with the Pricing page's), checked with it (the edited file's
 * check is given their texts) and saved in the same change set (change-set/: save/use-save.ts adds them to it).
 * After the save, the booking types the new packages need are kept to create. Another file opens as before.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { parse } from "yaml";
import { followersOf } from "../../content/file-declarations.ts";
import type { ContentName } from "../../content/names.ts";
import type { ContentTexts, EditorBackend, FileVersion } from "../backends/backend.ts";
import type { FileChange } from "../change-set/change-set.ts";
import { afterPaint } from "../../lib/after-paint.ts";
import { applyEdits, valuesOf } from "../line-edits/apply-edits.ts";
import { rebaseEdits } from "../conflicts/rebase-edits.ts";
import { draftWriter } from "../drafts/draft-writes.ts";
import type { DraftStore } from "../drafts/drafts.ts";
import { restoreDraft } from "../drafts/restore-draft.ts";
import { NO_PHOTO_CHANGE } from "../photos/photo-changes.ts";
import { codesOf } from "../schema/schema-fields.ts";
import { newBookingTypesByPackage } from "./booking-types.ts";
import { followPricing, includedDefaults } from "./follow-pricing.ts";
import { forgetToCreate, keepToCreate, pathsToCreate, readToCreate, type ToCreate } from "./to-create.ts";

/** The file whose lists of codes (its packages, wash types and sizes) other files follow as the owner edits it. */
const LEADER: ContentName = "pricing";
/** The files that follow its lists, from their declarations (src/content/file-declarations.ts): Savings at a Glance and the booking form. */
const FOLLOWERS = followersOf(LEADER);
export type Follower = ContentName;

/** A follower as read and as the edits left it. */
interface Followed {
  file: FileVersion;
  values: unknown;
}

type Followers = Partial<Record<Follower, Followed>>;

const NONE: Partial<ContentTexts> = {};

/** Each follower's text by its values (a change makes new values): worked out once, for its draft and for the checks. */
const texts = new WeakMap<object, { base: string; text: string }>();

function textOf({ file, values }: Followed): string {
  if (typeof values !== "object" || values === null) return applyEdits(file.text, values);
  const known = texts.get(values);
  if (known?.base === file.text) return known.text;
  const text = applyEdits(file.text, values);
  texts.set(values, { base: file.text, text });
  return text;
}

/** Each follower's values as read, by its read: parsed once, not at each drawing of the questions that compare with them. */
const readValues = new WeakMap<FileVersion, unknown>();

function valuesAsRead(file: FileVersion): unknown {
  if (!readValues.has(file)) readValues.set(file, parse(file.text) ?? {});
  return readValues.get(file);
}

/** The followers' values as the owner has them now, by file. */
export const followedValues = (followers: Followers): Partial<Record<Follower, unknown>> =>
  Object.fromEntries(FOLLOWERS.flatMap((follower) => (followers[follower] ? [[follower, followers[follower].values]] : [])));

export function usePackageChange(name: ContentName, store: DraftStore, backend: EditorBackend | string) {
  const active = name === LEADER;
  const [followers, setFollowers] = useState<Followers>({});
  /** The booking types saved packages need in the scheduling service (booking-types.ts), kept until the owner has made them. */
  const [toCreate, setToCreate] = useState<readonly string[]>(() => (active ? pathsToCreate(readToCreate(store)) : []));
  const latest = useRef(followers);
  latest.current = followers;
  const writers = useMemo(
    () => Object.fromEntries(FOLLOWERS.map((follower) => [follower, draftWriter(store, follower)])) as Record<Follower, ReturnType<typeof draftWriter>>,
    [store],
  );

  /**
   * The followers' drafts still to keep: a change's are kept once its answer is painted (working out a follower's text,
   * to know whether it is back as read, took a phone's CPU 25 ms of the tap on Add or Remove), or as the page goes (a
   * reload, the tab closed), whichever comes first.
   */
  const unkept = useRef<Followers>({});
  const keepDrafts = useCallback(() => {
    const pending = unkept.current;
    unkept.current = {};
    for (const follower of FOLLOWERS) {
      const now = pending[follower];
      if (!now) continue;
      if (textOf(now) === now.file.text) writers[follower].forget();
      else writers[follower].keep({ values: now.values, baseText: now.file.text, baseVersion: now.file.version }, NO_PHOTO_CHANGE);
    }
  }, [writers]);
  useEffect(() => {
    addEventListener("pagehide", keepDrafts);
    return () => {
      removeEventListener("pagehide", keepDrafts);
      keepDrafts();
    };
  }, [keepDrafts]);
  /** The followers' drafts forgotten (a save, a discard), and none of their changes left to keep. */
  const forgetDrafts = useCallback(() => {
    unkept.current = {};
    for (const follower of FOLLOWERS) writers[follower].forget();
  }, [writers]);

  /** Sets the followers' values, keeping each changed one's draft (or forgetting it, back as read) after the paint. */
  const update = useCallback(
    (next: Followers) => {
      const changed = FOLLOWERS.filter((follower) => next[follower] && latest.current[follower]?.values !== next[follower].values);
      for (const follower of changed) unkept.current[follower] = next[follower];
      if (changed.length > 0) void afterPaint().then(keepDrafts);
      latest.current = next;
      setFollowers(next);
    },
    [keepDrafts],
  );

  /** Reads the followers (with their drafts) where the editor saves. */
  const readAll = useCallback(
    async (from: EditorBackend, withDrafts: boolean): Promise<Followers> => {
      const read = await Promise.all(
        FOLLOWERS.map(async (follower) => {
          const file = await from.read(follower);
          const values = withDrafts ? (await restoreDraft(store, follower, file)).values : valuesOf(file.text);
          return [follower, { file, values }] as const;
        }),
      );
      return Object.fromEntries(read);
    },
    [store],
  );

  useEffect(() => {
    if (!active || typeof backend === "string") return;
    let current = true;
    readAll(backend, true).then(
      (read) => {
        if (!current) return;
        latest.current = read;
        setFollowers(read);
      },
      // Unread, the Pricing page saves alone, and its checks say what the other files lack.
      (error: unknown) => console.info("together: the files that follow the Pricing page couldn't be read", error),
    );
    return () => {
      current = false;
    };
  }, [active, backend, readAll]);

  /** The Pricing page's values after an edit, and its followers following it: called with each edit's values. */
  const follow = useCallback(
    (before: unknown, after: unknown): unknown => {
      if (!active) return after;
      const { savings, booking } = latest.current;
      if (savings && booking) {
        const next = followPricing(before, after, { savings: savings.values, booking: booking.values });
        if (next.savings !== savings.values || next.booking !== booking.values) {
          update({ savings: { ...savings, values: next.savings }, booking: { ...booking, values: next.booking } });
        }
      }
      return includedDefaults(before, after);
    },
    [active, update],
  );

  /** The owner's answer to one of the followers' questions: its values, whole. */
  const answer = useCallback(
    (follower: Follower, values: unknown) => {
      const now = latest.current[follower];
      if (now) update({ ...latest.current, [follower]: { ...now, values } });
    },
    [update],
  );

  /** The texts a save writes besides the Pricing page: only the followers that changed. */
  const others = useMemo(() => {
    const changed = FOLLOWERS.flatMap((follower) => {
      const followed = followers[follower];
      const text = followed ? textOf(followed) : undefined;
      return followed && text !== followed.file.text ? [[follower, text] as const] : [];
    });
    return changed.length === 0 ? NONE : (Object.fromEntries(changed) as Partial<ContentTexts>);
  }, [followers]);

  /** What the save writes besides the edited file, each on the version it was edited from. */
  const files = useCallback(
    (): FileChange[] =>
      FOLLOWERS.flatMap((follower) => (others[follower] === undefined ? [] : [{ name: follower, base: followers[follower]!.file, text: others[follower] }])),
    [followers, others],
  );

  /** The drafts forgotten, and the followers read again as they are there now (after a save, or for the newer files). */
  const readAgain = useCallback(
    async (from: EditorBackend) => {
      if (!active) return;
      forgetDrafts();
      const read = await readAll(from, false).catch(() => undefined);
      if (read) {
        latest.current = read;
        setFollowers(read);
      }
    },
    [active, readAll, forgetDrafts],
  );

  /**
   * After a save of the Pricing page, whose packages are now `packages`: the new ones' booking types kept to create
   * (to-create.ts), with those kept before for the packages still there.
   */
  const bookingTypesSaved = useCallback(
    (created: ToCreate, packages: readonly string[]) => setToCreate(pathsToCreate(keepToCreate(store, created, packages))),
    [store],
  );

  /**
   * After a save of the Pricing page, from `asRead` to `values`: the booking types of the packages it added or renamed
   * (booking-types.ts) kept to create, and the followers it wrote read again.
   */
  const saved = useCallback(
    async (from: EditorBackend, asRead: unknown, values: unknown) => {
      if (!active) return;
      const booking = latest.current.booking;
      bookingTypesSaved(booking ? newBookingTypesByPackage(asRead, values, booking.values) : {}, codesOf(values, "tiers"));
      if (others !== NONE) await readAgain(from);
    },
    [active, bookingTypesSaved, others, readAgain],
  );

  /** The owner has made the booking types in the scheduling service: no longer listed. */
  const bookingTypesMade = useCallback(() => {
    forgetToCreate(store);
    setToCreate([]);
  }, [store]);

  /** Drops the followers' changes along with the Pricing page's. */
  const discard = useCallback(() => {
    forgetDrafts();
    const asRead = Object.fromEntries(
      FOLLOWERS.flatMap((follower) => {
        const followed = latest.current[follower];
        return followed ? [[follower, { file: followed.file, values: valuesOf(followed.file.text) }]] : [];
      }),
    ) as Followers;
    latest.current = asRead;
    setFollowers(asRead);
  }, [forgetDrafts]);

  /**
   * After a conflict: the followers' newer versions read, then (the step it resolves with) the followers' changes applied
   * onto them, as the Pricing page's are. Two steps, so that the save applies every file's changes in one go once all are
   * read: applied file by file, a Save tapped in between wrote the followers on the versions that had just conflicted.
   */
  const rebaseOnNewer = useCallback(
    async (from: EditorBackend): Promise<() => void> => {
      if (!active) return () => {};
      const newer = await readAll(from, false);
      return () => {
        const next: Followers = {};
        for (const follower of FOLLOWERS) {
          const [mine, theirs] = [latest.current[follower], newer[follower]];
          if (!theirs) continue;
          next[follower] = mine ? { file: theirs.file, values: rebaseEdits(parse(mine.file.text) ?? {}, mine.values, theirs.values).values } : theirs;
        }
        update(next);
      };
    },
    [active, readAll, update],
  );

  /** A follower's values as read. */
  const asRead = useCallback(
    (follower: Follower): unknown => {
      const followed = followers[follower];
      return followed ? valuesAsRead(followed.file) : {};
    },
    [followers],
  );

  return {
    active,
    followers,
    others,
    toCreate,
    asRead,
    follow,
    answer,
    files,
    saved,
    bookingTypesSaved,
    bookingTypesMade,
    readAgain,
    discard,
    rebaseOnNewer,
  };
}

export type PackageChange = ReturnType<typeof usePackageChange>;
