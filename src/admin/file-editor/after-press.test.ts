// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LONGEST_HOLD_MS, afterPress } from "./after-press.ts";

/** A pointer event as the browser sends it, at the document's top. */
const pointer = (type: string, pointerId = 1) => document.body.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerId }));
const click = () => document.body.dispatchEvent(new Event("click", { bubbles: true }));

describe("a change no tap asked for, held while a press is under way", () => {
  afterEach(() => {
    // Each test ends with no press under way.
    pointer("pointercancel");
    vi.useRealTimers();
  });

  it("runs at once when nothing is pressed", () => {
    const apply = vi.fn();
    afterPress(apply);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("waits through the press and its click's own handlers, then runs once", () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    const seenByTheClick = vi.fn(() => apply.mock.calls.length);
    document.body.addEventListener("click", seenByTheClick, { once: true });
    pointer("pointerdown");
    afterPress(apply);
    pointer("pointerup");
    expect(apply, "a touch's click comes after its pointerup").not.toHaveBeenCalled();
    click();
    expect(seenByTheClick).toHaveReturnedWith(0);
    vi.advanceTimersByTime(0);
    expect(apply).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LONGEST_HOLD_MS);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("runs when a scroll takes the press over, and when the press never tells its end", () => {
    vi.useFakeTimers();
    const [scrolled, lost] = [vi.fn(), vi.fn()];
    pointer("pointerdown");
    afterPress(scrolled);
    pointer("pointercancel");
    expect(scrolled).toHaveBeenCalledTimes(1);
    pointer("pointerdown", 2);
    afterPress(lost);
    vi.advanceTimersByTime(LONGEST_HOLD_MS - 1);
    expect(lost).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it("called off, never runs", () => {
    vi.useFakeTimers();
    const apply = vi.fn();
    pointer("pointerdown");
    const callOff = afterPress(apply);
    callOff();
    click();
    vi.advanceTimersByTime(LONGEST_HOLD_MS);
    expect(apply).not.toHaveBeenCalled();
  });
});
