// @vitest-environment happy-dom
import { act, useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import toasts from "virtual:content/booking/toasts";
import continueLabel from "virtual:content/booking/continueLabel";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastContext, type ToastRequest } from "../../components/toast/toast-context";
import { PageAddressContext, type PageAddress } from "../../lib/page-address";
import { PAGES } from "../../lib/site-paths";
import { BookingForm } from "./BookingForm";

/** A whole choice from the fixture content: each list's first option, with a booking type that takes no pack. */
const choice = {
  location: String(fields.location.options[0].value),
  type: String(fields.type.options.find((option) => !option.choosesPack)!.value),
  tier: String(fields.tier.options[0].value),
  wash: String(fields.wash.options[0].value),
  size: String(fields.size.options[0].value),
};
/** The page's address carries the choice (a deep link to the form). */
const address: PageAddress = { search: () => `?${new URLSearchParams(choice)}`, replaceSearch: () => {} };

/** Runs `act` at the end of the app's first commit: after hydration, before its effects (the restore) run. */
function AtCommit({ act: atCommit }: { act: () => void }) {
  useLayoutEffect(atCommit, [atCommit]);
  return null;
}

function Page({ shown, atCommit, at = address }: { shown: ToastRequest[]; atCommit: () => void; at?: PageAddress }) {
  return (
    <PageAddressContext value={at}>
      <ToastContext.Provider value={{ show: (toast) => shown.push(toast), prepare: () => {} }}>
        {/* The hand-off and the postcode check are other features, which the route passes in: not under test here. */}
        <BookingForm HandOff={() => null} postcodeCheck={() => null} />
        <AtCommit act={atCommit} />
      </ToastContext.Provider>
    </PageAddressContext>
  );
}

// React's act() warns unless the environment says it is a test's.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("BookingForm as the app starts", () => {
  it("a tap on Continue in the moment between the app's start and its reading of the form acts on the form as the visitor left it", async () => {
    const shown: ToastRequest[] = [];
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Page shown={shown} atCommit={() => {}} />);
    // The visitor agrees to the terms in the prerendered form, before the app starts …
    container.querySelector<HTMLInputElement>("#booking-terms")!.checked = true;
    const continueButton = [...container.querySelectorAll("button")].find((button) => button.textContent === continueLabel)!;

    // … and taps Continue the moment the app has hydrated the form, before it has read the form.
    let tapped = false;
    const tap = () => {
      if (tapped) return;
      tapped = true;
      continueButton.click();
    };
    await act(async () => {
      root = hydrateRoot(container, <Page shown={shown} atCommit={tap} />);
    });

    expect(tapped).toBe(true);
    expect(shown.map((toast) => toast.title)).not.toContain(toasts.termsNotAgreed.title);
    expect(shown).toEqual([]);
    expect(assign).toHaveBeenCalledOnce();
    const href = new URL(String(assign.mock.calls[0][0]), location.origin);
    expect(href.pathname).toBe(PAGES.calendar.path);
    expect(Object.fromEntries([...href.searchParams].filter(([name]) => name in choice))).toEqual(choice);
  });

  it("a choice made as the app starts, in a select React has yet to hydrate (its own slice), is the form's choice", async () => {
    const written: string[] = [];
    const fresh: PageAddress = { search: () => "", replaceSearch: (search) => written.push(search) };
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Page shown={[]} atCommit={() => {}} at={fresh} />);
    const tier = container.querySelector<HTMLSelectElement>('select[name="tier"]')!;
    const chosen = String(fields.tier.options[1].value);

    // Just after the form's first commit (it has read the page), before the selects' slices hydrate, the visitor
    // picks a tier: React's own scheduler this time, not act(), which would hydrate everything before the pick.
    const hydrated = () => Object.keys(tier).some((key) => key.startsWith("__reactFiber"));
    let hydratedAtPick: boolean | undefined;
    const pick = () =>
      queueMicrotask(() => {
        if (hydratedAtPick !== undefined) return;
        hydratedAtPick = hydrated();
        tier.value = chosen;
        tier.dispatchEvent(new Event("change", { bubbles: true }));
      });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(container, <Page shown={[]} atCommit={pick} at={fresh} />);
      await vi.waitFor(() => expect(new URLSearchParams(written.at(-1)).get("tier")).toBe(chosen));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(hydratedAtPick).toBe(false);
    expect(tier.value).toBe(chosen);
  });
});
