/**
 * What failed in the engines' runs, one line each, from their JSON reports: `npm run test:engines` names them again
 * at its end, so a log that keeps only its last lines (npm test's summary, a CI page) still says what failed.
 */
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** A message's first line, without the terminal's colours. */
const firstLine = (text: string | undefined) =>
  stripVTControlCharacters(text ?? "")
    .trim()
    .split("\n")[0];

/** The parts of Vitest's JSON report read here. */
export interface VitestReport {
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[];
}

/** Each failed test of a Vitest run by its file and name; a file that failed before its tests (a beforeAll), by its error. */
export function webkitFailures(report: VitestReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return failed.length > 0 || file.status !== "failed" ? failed : [`${name}: ${firstLine(file.message)}`];
  });
}

/** Each failed spec of a Playwright run, by its file, its describe blocks and its title, with its first error. */
export function geckoFailures(report: { suites: PlaywrightSuite[] }): string[] {
  const walk = (suite: PlaywrightSuite, trail: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map(
        (spec) =>
          `${[...trail, spec.title].join(" › ")}: ${firstLine(spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message)}`,
      ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...trail, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, [suite.title]));
}
