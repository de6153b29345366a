import { describe, expect, test } from "vitest";
import { geckoFailures, webkitFailures } from "./engine-failures.ts";

describe("the engines' failures, named from their reports", () => {
  test("a WebKit file whose session never started is named with its error; a failed test by its name; passed ones not at all", () => {
    const report = {
      testResults: [
        {
          name: "/project/tests/engines/webkit/layout.test.ts",
          status: "failed",
          message: "\u001b[31mWebDriverError: Failed to match capabilities\u001b[39m\n  at remote",
          assertionResults: [],
        },
        {
          name: "/project/tests/engines/webkit/booking.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "booking form a tampered link", status: "failed", failureMessages: ["AssertionError: expected 1 to be 2\n    at booking.test.ts:10"] },
            { fullName: "booking form the quote", status: "passed", failureMessages: [] },
          ],
        },
        { name: "/project/tests/engines/webkit/faq.test.ts", status: "passed", assertionResults: [{ fullName: "faq", status: "passed", failureMessages: [] }] },
      ],
    };
    expect(webkitFailures(report, "/project")).toEqual([
      "tests/engines/webkit/layout.test.ts: WebDriverError: Failed to match capabilities",
      "tests/engines/webkit/booking.test.ts › booking form a tampered link: AssertionError: expected 1 to be 2",
    ]);
  });

  test("a Gecko spec that failed is named by its file and describe blocks, with its first error", () => {
    const report = {
      suites: [
        {
          title: "faq.spec.ts",
          suites: [
            {
              title: "the questions page",
              specs: [
                { title: "opens a question", ok: false, tests: [{ results: [{}, { error: { message: "Error: timed out\ncall log" } }] }] },
                { title: "closes it", ok: true, tests: [{ results: [{}] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(geckoFailures(report)).toEqual(["faq.spec.ts › the questions page › opens a question: Error: timed out"]);
  });
});
