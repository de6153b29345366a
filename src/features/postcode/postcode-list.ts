import { formatPostcode, isPostcodeShaped, normalisePostcode } from "../../lib/normalise-postcode";
import { csvRows, someEntry } from "../../lib/postcode-list-reader";

/** Why the serviced postcode list could not be used (docs/decisions.md 7). */
export type PostcodeListFailure = "network" | "status" | "timeout" | "empty" | "not-csv" | "no-entries";

/** The list could not be loaded: no coverage claim may be made; the visitor can retry. */
export class PostcodeListUnavailable extends Error {
  readonly reason: PostcodeListFailure;
  /** The HTTP status, when the server answered with something other than 200. */
  readonly status?: number;

  constructor(reason: PostcodeListFailure, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "PostcodeListUnavailable";
    this.reason = reason;
    if (options?.status !== undefined) this.status = options.status;
  }
}

/** The part of `fetch` the loader needs, so tests can pass a fake. The real `fetch` fits. */
export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Pick<Response, "status" | "text">>;

/**
 * The postcodes in parsed CSV rows (docs/decisions.md 6, read as src/lib/postcode-list-reader.ts reads them for the
 * check and the editor too): every cell of every row is an entry, blank cells ignored, the very first entry is the
 * heading and is dropped, and each entry is normalised like the visitor's input; entries that are not postcodes are
 * skipped.
 */
function postcodesInRows(rows: readonly (readonly string[])[]): string[] {
  const entries: string[] = [];
  someEntry(rows, (value) => {
    const postcode = normalisePostcode(value);
    if (postcode !== null) entries.push(postcode);
    return false;
  });
  return entries;
}

/** The serviced postcodes in a CSV text, in file order (see postcodesInRows for the rules). */
export function postcodeEntries(csvText: string): string[] {
  return postcodesInRows(csvRows(csvText));
}

/**
 * The serviced list as PapaParse read it, looked up by scanning its cells: nothing is built up front,
 * so even a 100,000-entry list answers the first check well inside the check's delay. Entries
 * compare by the brief's formatting; the shape check is left to the visitor's input, since an entry
 * that isn't a postcode can never equal a visitor's valid one.
 */
export class ServicedPostcodes {
  readonly #rows: readonly (readonly string[])[];

  constructor(rows: readonly (readonly string[])[]) {
    this.#rows = rows;
  }

  /** Whether a normalised postcode ("IG1 3TY") is on the list. */
  has(postcode: string): boolean {
    const compact = postcode.replace(" ", "");
    return someEntry(this.#rows, (value) => mayEqualCompact(value, compact) && formatPostcode(value) === postcode);
  }

  /** Whether the list holds at least one real postcode (a file of junk is no list at all). */
  holdsAPostcode(): boolean {
    return someEntry(this.#rows, (value) => {
      const formatted = formatPostcode(value);
      return formatted !== null && isPostcodeShaped(formatted);
    });
  }
}

/**
 * A quick, allocation-free first look: could `value`, without its white space and in capitals, be
 * `compact`? Most entries differ in their first characters, so most answers come at once; anything
 * unusual (a character beyond ASCII) says "maybe" and the exact comparison decides.
 */
function mayEqualCompact(value: string, compact: string): boolean {
  let matched = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 127) return true;
    if (code <= 32) continue;
    const upper = code >= 97 && code <= 122 ? code - 32 : code;
    if (matched === compact.length || upper !== compact.charCodeAt(matched)) return false;
    matched++;
  }
  return matched === compact.length;
}

/** The serviced list in a CSV text, for classifyPostcode. */
export function servicedPostcodes(csvText: string): ServicedPostcodes {
  return new ServicedPostcodes(csvRows(csvText));
}

/** A CSV never starts with a tag; an HTML page (a host's fallback page served with 200) does. */
const LOOKS_LIKE_MARKUP = /^\s*</;

async function fetchServicedPostcodes(url: string, fetchImpl: FetchLike, timeoutMs: number): Promise<ServicedPostcodes> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Rejects on timeout even if a fetch implementation ignores the abort signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new PostcodeListUnavailable("timeout", `The postcode list at ${url} took longer than ${timeoutMs} ms.`));
      controller.abort();
    }, timeoutMs);
  });
  const download = async () => {
    let response: Pick<Response, "status" | "text">;
    let text: string;
    try {
      response = await fetchImpl(url, { signal: controller.signal });
      if (response.status !== 200) {
        throw new PostcodeListUnavailable("status", `The postcode list at ${url} answered ${response.status}.`, { status: response.status });
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof PostcodeListUnavailable) throw error;
      if (controller.signal.aborted)
        throw new PostcodeListUnavailable("timeout", `The postcode list at ${url} took longer than ${timeoutMs} ms.`, { cause: error });
      throw new PostcodeListUnavailable("network", `The postcode list at ${url} could not be fetched.`, { cause: error });
    }
    if (text.trim() === "") throw new PostcodeListUnavailable("empty", `The postcode list at ${url} is empty.`);
    if (LOOKS_LIKE_MARKUP.test(text)) throw new PostcodeListUnavailable("not-csv", `The postcode list at ${url} is a web page, not a CSV file.`);
    const list = servicedPostcodes(text);
    if (!list.holdsAPostcode()) throw new PostcodeListUnavailable("no-entries", `The postcode list at ${url} holds no postcodes.`);
    return list;
  };
  try {
    return await Promise.race([download(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const cache = new Map<string, Promise<ServicedPostcodes>>();

/**
 * The serviced postcodes from the CSV at `url`, fetched on the first call only: the promise is kept per URL,
 * so later checks (and checks made while the first is still loading) reuse it. A failed load is forgotten, so
 * pressing Check again retries. Rejects with PostcodeListUnavailable on a network error, a status other than
 * 200, a timeout, an empty file, a web page, or a file with no postcodes in it.
 */
export function loadServicedPostcodes(url: string, fetchImpl: FetchLike = fetch, timeoutMs = 8000): Promise<ServicedPostcodes> {
  const cached = cache.get(url);
  if (cached) return cached;
  const loading = fetchServicedPostcodes(url, fetchImpl, timeoutMs);
  cache.set(url, loading);
  loading.catch(() => {
    if (cache.get(url) === loading) cache.delete(url);
  });
  return loading;
}

/** Forgets every loaded list (for tests, and for a page that must fetch the list afresh). */
export function resetServicedPostcodesCache(): void {
  cache.clear();
}
