/**
 * bench:editor's figures: the editor's visits summed up (median and min–max over the runs), its table, and issue 44's
 * budgets checked on its medians.
 */
import { median } from "../median.ts";
import { BUDGETS, SCRIPT_BUDGET_KB } from "./own-editor.ts";
import { PROFILES, VISITS, type Visit } from "./profiles.ts";
import { KINDS, SOURCES, type Kind } from "./tab-traffic.ts";
import type { EditorUnderTest, VisitOutcome, VisitResult } from "./visit.ts";

/** Each profile's visits, by profile and visit, in run order. */
export type Runs = Record<string, Record<Visit, VisitOutcome[]>>;

const spread = (values: number[]) => ({
  median: median(values),
  min: values.length ? Math.min(...values) : null,
  max: values.length ? Math.max(...values) : null,
});
type Spread = ReturnType<typeof spread>;

const seconds = (ms: number | null) => (ms === null ? "–" : (ms / 1000).toFixed(2));
const describe = ({ median: middle, min, max }: Spread) => (middle === null ? "–" : `${seconds(middle)} (${seconds(min)}–${seconds(max)})`);
const kbText = (kb: number | null | undefined, digits = 0) => (kb === null || kb === undefined ? "–" : kb.toFixed(digits));

/** One row: a profile's first or repeat visits, summed up. */
function summarize(editor: EditorUnderTest, profile: string, visit: Visit, outcomes: VisitOutcome[]) {
  const done = outcomes.filter((outcome): outcome is VisitResult => !("error" in outcome));
  const pick = (read: (result: VisitResult) => number | null) => done.map(read).filter((value): value is number => value !== null);
  return {
    profile,
    label: PROFILES[profile].label,
    visit,
    runs: outcomes.length,
    failed: outcomes.length - done.length,
    measures: Object.fromEntries(editor.measures.map(({ key }) => [key, spread(pick((result) => result.times[key] ?? null))])),
    scriptBeforeListKb: spread(pick((result) => result.scriptBeforeListKb)),
    /** How the file opened, in how many visits: in the page, or by a page load. */
    how: done.reduce<Record<string, number>>((counts, result) => (result.how ? { ...counts, [result.how]: (counts[result.how] ?? 0) + 1 } : counts), {}),
    kb: Object.fromEntries([...KINDS, "all" as const].map((kind) => [kind, median(pick((result) => result.kb[kind]))])) as Record<Kind | "all", number | null>,
    responses: done.length ? Object.fromEntries(SOURCES.map((source) => [source, median(done.map((result) => result.responses[source]))])) : null,
    visits: outcomes,
  };
}
export type Row = ReturnType<typeof summarize>;

export function summarizeRuns(editor: EditorUnderTest, profiles: string[], runs: Runs): Row[] {
  return profiles.flatMap((profile) => VISITS.map((visit) => summarize(editor, profile, visit, runs[profile][visit])));
}

/** An editor's own table: its measures with their spread, then what the network carried. */
export function editorTable(editor: EditorUnderTest, rows: Row[]): string[] {
  const withHow = rows.some((row) => Object.keys(row.how).length > 0);
  const lines = [
    `| profile | visit | ${editor.measures.map((measure) => measure.label).join(" | ")} | script before the list, KB gzip | script KB as sent | all KB as sent | responses: network / SW / cache (+ worker's) |${withHow ? " the file opened |" : ""}`,
    `|---|---|${editor.measures.map(() => "---").join("|")}|---:|---:|---:|---|${withHow ? "---|" : ""}`,
  ];
  for (const row of rows) {
    const failed = row.failed ? ` (${row.failed} failed)` : "";
    const cells = editor.measures.map(({ key }) => describe(row.measures[key]));
    const responses = row.responses;
    const responsesText = responses
      ? `${responses.network} / ${responses["service worker"]} / ${responses.cache}${responses["worker's fetch"] ? ` (+ ${responses["worker's fetch"]})` : ""}`
      : "–";
    lines.push(
      `| ${row.label}${failed} | ${row.visit} | ${cells.join(" | ")} | ${kbText(row.scriptBeforeListKb.median, 1)} | ${kbText(row.kb.script)} | ${kbText(row.kb.all)} | ${responsesText} |${
        withHow
          ? ` ${Object.entries(row.how)
              .map(([how, count]) => `${count} ${how}`)
              .join(", ")} |`
          : ""
      }`,
    );
  }
  return lines;
}

/** Issue 44's budgets, on the medians: met, missed, or not measured (a profile left out). */
export function checkBudgets(rows: Row[]) {
  const find = (profile: string, visit: Visit) => rows.find((row) => row.profile === profile && row.visit === visit);
  const status = (row: Row | undefined, measured: number | null, limit: number) =>
    !row || row.runs === 0 ? "not measured" : measured === null ? "missed (no run finished)" : measured <= limit ? "met" : "missed";
  const timings = BUDGETS.map((budget) => {
    const row = find(budget.profile, budget.visit);
    const measured = row?.measures[budget.measure]?.median ?? null;
    return {
      ...budget,
      median: measured,
      status: status(row, measured, budget.limit),
      text: `${PROFILES[budget.profile].label}, ${budget.visit} visit: ${budget.what} within ${seconds(budget.limit)} s`,
      shown: measured === null ? "" : ` (${seconds(measured)} s)`,
    };
  });
  const scripts = rows
    .filter((row) => row.visit === "first")
    .map((row) => {
      const measured = row.scriptBeforeListKb.median;
      return {
        profile: row.profile,
        visit: row.visit,
        measure: "scriptBeforeListKb",
        limit: SCRIPT_BUDGET_KB,
        what: "script before the list, KB gzip",
        median: measured,
        status: status(row, measured, SCRIPT_BUDGET_KB),
        text: `${row.label}, first visit: script before the list at most ${SCRIPT_BUDGET_KB} KB gzip`,
        shown: measured === null ? "" : ` (${measured.toFixed(1)} KB)`,
      };
    });
  return [...timings, ...scripts];
}
