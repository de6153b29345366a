/**
 * The builds a bench measures: this one and, with COMPARE=<a build/client folder>, another on the next port. A
 * change is judged against the other build in the same command, run for run in turn, because the machine's speed
 * drifts through a session: only such paired figures compare (bench:interactive, bench:toast).
 */
import { PORTS } from "../tools/browsers.ts";
import { startServer, type RunningServer } from "../tools/start-server.ts";

export interface Build {
  name: string;
  origin: string;
  /** The folder served (laid out as build/client); this build's (BUILD_DIR's) when undefined. */
  folder: string | undefined;
}

/** This build, and (COMPARE) the other one on the next port. */
export function benchBuilds(compare = process.env.COMPARE, port = PORTS.bench): Build[] {
  return [
    { name: "this build", origin: `http://127.0.0.1:${port}`, folder: undefined },
    ...(compare ? [{ name: `COMPARE (${compare})`, origin: `http://127.0.0.1:${port + 1}`, folder: compare }] : []),
  ];
}

/** Serves each build on its port (a port already taken stops it, with serve.ts's own message). */
export const serveBuilds = (builds: readonly Build[]): Promise<RunningServer[]> =>
  Promise.all(builds.map((build) => startServer({ port: Number(new URL(build.origin).port), client: build.folder })));

/** `runs` measurements of each build, run for run in turn, so the builds share whatever the machine is doing: per build, in order. */
export async function inTurn<T>(runs: number, builds: readonly Build[], measure: (build: Build) => Promise<T>): Promise<T[][]> {
  const results = builds.map(() => [] as T[]);
  for (let run = 0; run < runs; run++) for (const [b, build] of builds.entries()) results[b].push(await measure(build));
  return results;
}

/** This build's value minus the other's, run for run, where both have one (negative: this build is sooner). */
export const pairedDifferences = (these: readonly (number | null)[], others: readonly (number | null)[]): number[] =>
  these.flatMap((value, i) => (value !== null && others[i] !== null && others[i] !== undefined ? [value - others[i]] : []));
