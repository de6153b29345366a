import { describe, expect, it } from "vitest";
import { runSteps, runStepsInTasks, type Steps } from "./steps.ts";

/** Three steps that write down when each ran; the result, their count. */
function* counted(ran: string[]): Steps<number> {
  ran.push("one");
  yield;
  ran.push("two");
  yield;
  ran.push("three");
  return ran.length;
}

describe("steps", () => {
  it("run at once: every step in the same task, and the result", () => {
    const ran: string[] = [];
    expect(runSteps(counted(ran))).toBe(3);
    expect(ran).toEqual(["one", "two", "three"]);
  });

  it("run a task a step: nothing but the first step before the caller's task ends, then the result", async () => {
    const ran: string[] = [];
    const result = runStepsInTasks(counted(ran), () => false);
    expect(ran).toEqual(["one"]);
    expect(await result).toEqual({ done: true, value: 3 });
    expect(ran).toEqual(["one", "two", "three"]);
  });

  it("stopped between two steps: no step more runs", async () => {
    const ran: string[] = [];
    let stop = false;
    const result = runStepsInTasks(counted(ran), () => stop);
    stop = true;
    expect(await result).toEqual({ done: false });
    expect(ran).toEqual(["one"]);
  });
});
