import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  loadServicedPostcodes,
  postcodeEntries,
  PostcodeListUnavailable,
  resetServicedPostcodesCache,
  servicedPostcodes,
  type ServicedPostcodes,
  type FetchLike,
} from "./postcode-list";
import { classifyPostcode } from "../../lib/normalise-postcode";
import { POSTCODE_LIST_FILE } from "../../content/names";
import { PROJECT_ROOT } from "../../../tests/support/content-root";

describe("postcodeEntries", () => {
  it.each([
    ["one postcode a line under a header", "postcode\nIG1 3TY\nIG2 6AB\nE18 1AB\n", ["IG1 3TY", "IG2 6AB", "E18 1AB"]],
    ["no final line break", "postcode\nIG1 3TY\nIG2 6AB", ["IG1 3TY", "IG2 6AB"]],
    ["one comma-separated line", "postcode,IG1 3TY,IG2 6AB,E18 1AB", ["IG1 3TY", "IG2 6AB", "E18 1AB"]],
    ["CRLF line breaks", "postcode\r\nIG1 3TY\r\nIG2 6AB\r\n", ["IG1 3TY", "IG2 6AB"]],
    ["old Mac CR line breaks", "postcode\rIG1 3TY\rIG2 6AB\r", ["IG1 3TY", "IG2 6AB"]],
    ["mixed line breaks", "postcode\r\nIG1 3TY\nIG2 6AB\r\nE18 1AB\n", ["IG1 3TY", "IG2 6AB", "E18 1AB"]],
    ["blank lines and blank cells", "postcode\n\nIG1 3TY\n   \n,,\nIG2 6AB\n\n", ["IG1 3TY", "IG2 6AB"]],
    ["trailing commas", "postcode,\nIG1 3TY,\nIG2 6AB,,\n", ["IG1 3TY", "IG2 6AB"]],
    ["a trailing comma on one line", "postcode,IG1 3TY,IG2 6AB,", ["IG1 3TY", "IG2 6AB"]],
    ["quoted cells", 'postcode\n"IG1 3TY"\n"ig2 6ab"\n', ["IG1 3TY", "IG2 6AB"]],
    ["quoted cells on one line", '"postcode","IG1 3TY", "IG2 6AB" ,"E18,1AB"', ["IG1 3TY", "IG2 6AB"]],
    ["a quoted cell with a comma inside is one entry", 'postcode\n"IG1 3TY, IG2 6AB"\n"E18 1AB"', ["E18 1AB"]],
    ["odd spacing and case", "Postcode\n  ig1 3ty \n\tIG2   6AB\nE181ab\n", ["IG1 3TY", "IG2 6AB", "E18 1AB"]],
    ["a byte-order mark before the header", "\ufeffpostcode\nIG1 3TY\n", ["IG1 3TY"]],
    ["blank cells before the header", "\n,,\n  ,postcode,IG1 3TY", ["IG1 3TY"]],
    ["several columns: every cell is an entry", "postcode,area\nIG1 3TY,Ilford\nE18 1AB,South Woodford\n", ["IG1 3TY", "E18 1AB"]],
    ["semicolons (a spreadsheet's CSV)", "postcode;IG1 3TY;IG2 6AB", ["IG1 3TY", "IG2 6AB"]],
    ["tabs (pasted from a spreadsheet)", "postcode\tIG1 3TY\tIG2 6AB", ["IG1 3TY", "IG2 6AB"]],
    ["entries that are not postcodes are skipped", "postcode\nIG1 3TY\nABCDE\n12345\nIG1\nn/a\nIG2 6AB\n", ["IG1 3TY", "IG2 6AB"]],
    ["duplicates are kept (the set removes them)", "postcode\nIG1 3TY\nig13ty\n", ["IG1 3TY", "IG1 3TY"]],
    ["the first entry is dropped even if it is a postcode", "IG1 3TY\nIG2 6AB\n", ["IG2 6AB"]],
    ["a header only", "postcode\n", []],
    ["an empty text", "", []],
    ["white space only", " \n\t\r\n ", []],
    ["an unclosed quote runs to the end", 'postcode\nIG1 3TY\n"IG2 6AB\n', ["IG1 3TY", "IG2 6AB"]],
    ["an unclosed quote swallows what follows", 'postcode,"IG1 3TY,IG2 6AB,E18 1AB', []],
  ])("%s", (_, csv, expected) => {
    expect(postcodeEntries(csv)).toEqual(expected);
  });
});

/** Which of the postcodes the list says it has. */
const onList = (list: ServicedPostcodes, postcodes: string[]) => postcodes.filter((postcode) => list.has(postcode));

describe("servicedPostcodes", () => {
  it("finds each normalised postcode, however the entry is spaced or cased, and nothing else", () => {
    const list = servicedPostcodes("postcode\nIG1 3TY\nig13ty\n IG1  3TY \nE18 1AB");
    expect(onList(list, ["IG1 3TY", "E18 1AB", "E18 1AC", "IG1 3TZ", "POSTCODE"])).toEqual(["IG1 3TY", "E18 1AB"]);
  });

  it("never finds the header, even when it looks like a postcode", () => {
    expect(onList(servicedPostcodes("IG1 3TY\nE18 1AB"), ["IG1 3TY", "E18 1AB"])).toEqual(["E18 1AB"]);
  });

  // The owner's list (content/serviced-postcodes.csv, which the build publishes at booking.yaml's csvPath): every line
  // is read as a postcode. Validating the owner's content takes seconds on a loaded machine, hence the generous timeout.
  it("finds every entry of the shipped list", { timeout: 60_000 }, () => {
    const csv = fs.readFileSync(path.join(PROJECT_ROOT, "content", POSTCODE_LIST_FILE), "utf8");
    const entries = postcodeEntries(csv);
    const lines = csv.split("\n").filter((line) => line.trim() !== "");
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toHaveLength(lines.length - 1);
    const list = servicedPostcodes(csv);
    expect(entries.every((entry) => list.has(entry))).toBe(true);
  });
});

const URL_A = "/serviced_postcodes.csv";
const GOOD_CSV = "postcode\nIG1 3TY\nE18 1AB\n";

type FakeAnswer = { status: number; body: string | null } | Error;

/** A fetch that answers each call from the list in turn, and records the URLs asked for. */
function fakeFetch(...answers: FakeAnswer[]) {
  const calls: string[] = [];
  const impl: FetchLike = async (url) => {
    calls.push(url);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer instanceof Error) throw answer;
    return new Response(answer.body, { status: answer.status });
  };
  return { impl, calls };
}

/** A fetch that only settles when aborted, like a request to a server that never answers. */
const hangingFetch: FetchLike = (_url, { signal }) =>
  new Promise((_, reject) => {
    signal.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });

async function failureOf(promise: Promise<unknown>): Promise<PostcodeListUnavailable> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PostcodeListUnavailable);
  return error as PostcodeListUnavailable;
}

const binary = String.fromCharCode(...Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256));
const htmlPage = `<!doctype html>
<html lang="en"><head><title>A valeting site</title></head>
<body><p>9 Fixture Lane
IG1 3TY
</p></body></html>`;

describe("loadServicedPostcodes", () => {
  beforeEach(() => resetServicedPostcodesCache());
  afterEach(() => vi.useRealTimers());

  it("loads the set from a 200 answer", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: GOOD_CSV });
    expect(onList(await loadServicedPostcodes(URL_A, impl), ["IG1 3TY", "E18 1AB", "CM16 4BL"])).toEqual(["IG1 3TY", "E18 1AB"]);
    expect(calls).toEqual([URL_A]);
  });

  it.each([
    ["404", { status: 404, body: "Not found" }, "status"],
    ["500", { status: 500, body: "Internal Server Error" }, "status"],
    ["204 (not 200)", { status: 204, body: null }, "status"],
    ["a network error", new TypeError("Failed to fetch"), "network"],
    ["an empty body", { status: 200, body: "" }, "empty"],
    ["a body of white space", { status: 200, body: " \r\n\t\n" }, "empty"],
    ["a header only", { status: 200, body: "postcode\n" }, "no-entries"],
    ["binary garbage", { status: 200, body: binary }, "no-entries"],
    ["text with no postcodes", { status: 200, body: "postcode\nABCDE\n12345\nhello, world\n" }, "no-entries"],
    ["an HTML page (a host's fallback page), even with a postcode on a line of its own", { status: 200, body: htmlPage }, "not-csv"],
  ] as const)("is unavailable on %s", async (_, answer, reason) => {
    const { impl } = fakeFetch(answer);
    const error = await failureOf(loadServicedPostcodes(URL_A, impl));
    expect(error.reason).toBe(reason);
    expect(error.name).toBe("PostcodeListUnavailable");
    if (reason === "status" && !(answer instanceof Error)) expect(error.status).toBe(answer.status);
  });

  it("is unavailable on a timeout, and aborts the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const impl: FetchLike = (url, init) => {
      signal = init.signal;
      return hangingFetch(url, init);
    };
    const failure = failureOf(loadServicedPostcodes(URL_A, impl, 8000));
    await vi.advanceTimersByTimeAsync(7999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure).reason).toBe("timeout");
    expect(signal?.aborted).toBe(true);
  });

  it("times out even if the fetch ignores the abort signal", async () => {
    const error = await failureOf(loadServicedPostcodes(URL_A, () => new Promise(() => {}), 5));
    expect(error.reason).toBe("timeout");
  });

  it("times out when the body never finishes", async () => {
    const impl: FetchLike = async () => ({ status: 200, text: () => new Promise<string>(() => {}) });
    const error = await failureOf(loadServicedPostcodes(URL_A, impl, 5));
    expect(error.reason).toBe("timeout");
  });

  it("fetches on the first call only", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: GOOD_CSV });
    const first = await loadServicedPostcodes(URL_A, impl);
    const second = await loadServicedPostcodes(URL_A, impl);
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it("shares one request between checks made while it is loading", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: GOOD_CSV });
    const [first, second] = await Promise.all([loadServicedPostcodes(URL_A, impl), loadServicedPostcodes(URL_A, impl)]);
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it("keeps one list per URL", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: GOOD_CSV }, { status: 200, body: "postcode\nCM16 4BL\n" });
    expect(onList(await loadServicedPostcodes(URL_A, impl), ["IG1 3TY", "E18 1AB", "CM16 4BL"])).toEqual(["IG1 3TY", "E18 1AB"]);
    expect(onList(await loadServicedPostcodes("/other.csv", impl), ["IG1 3TY", "E18 1AB", "CM16 4BL"])).toEqual(["CM16 4BL"]);
    expect(calls).toEqual([URL_A, "/other.csv"]);
  });

  it.each([
    ["a network error", new TypeError("Failed to fetch")],
    ["a 500", { status: 500, body: "" }],
    ["an empty body", { status: 200, body: "" }],
  ] as const)("retries after %s, then keeps the list", async (_, failure) => {
    const { impl, calls } = fakeFetch(failure, { status: 200, body: GOOD_CSV });
    await failureOf(loadServicedPostcodes(URL_A, impl));
    expect(onList(await loadServicedPostcodes(URL_A, impl), ["IG1 3TY", "E18 1AB", "CM16 4BL"])).toEqual(["IG1 3TY", "E18 1AB"]);
    await loadServicedPostcodes(URL_A, impl);
    expect(calls).toHaveLength(2);
  });

  it("fetches afresh after the cache is reset", async () => {
    const { impl, calls } = fakeFetch({ status: 200, body: GOOD_CSV });
    await loadServicedPostcodes(URL_A, impl);
    resetServicedPostcodesCache();
    await loadServicedPostcodes(URL_A, impl);
    expect(calls).toHaveLength(2);
  });
});

describe("servicedPostcodes compares entries by the brief's formatting and leaves the shape check to the visitor's input", () => {
  it.each([
    ["postcode\nig1 3ty\n  e18 1aa \n", ["IG1 3TY", "E18 1AA"]],
    ["postcode,ig13ty,ABCDE", ["IG1 3TY", "AB CDE"]],
    ['postcode,"ig1 3ty", "e18 1aa"', ["IG1 3TY", "E18 1AA"]],
    ["postcode\tIG1\u00a03TY", ["IG1 3TY"]],
    ["postcode\nIG1\n", []],
  ])("%j has %j", (csv, expected) => {
    expect(onList(servicedPostcodes(csv), ["IG1 3TY", "E18 1AA", "AB CDE", "IG1 3TZ"])).toEqual(expected);
  });

  it("never lets a non-postcode entry match a visitor, whose input must be a postcode first", () => {
    expect(classifyPostcode("ABCDE", servicedPostcodes("postcode,ABCDE"))).toBe("invalid");
  });
});
