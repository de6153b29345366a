// @vitest-environment happy-dom
/**
 * The booking types to create in the scheduling service after a Pricing page save: kept in this browser through a
 * reload (a new page's hook reading the same storage), apart for each place the editor saves, dropped for a package
 * retired or renamed before they were made, and forgotten when the owner says they've made them. Codes and paths
 * made up here.
 */
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { draftStore } from "../drafts/drafts.ts";
import { BookingTypesToDo } from "./BookingTypesToDo.tsx";
import { keepToCreate, pathsToCreate, readToCreate } from "./to-create.ts";
import { usePackageChange } from "./use-package-change.ts";

const GOLD = { gold: ["me/gold-van", "me/gold-van-4pack"] };
const ONYX = { onyx: ["me/onyx-van"] };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("booking types to create, kept in this browser", () => {
  it("keeps each save's new packages' booking types with those kept before, apart for each place the editor saves", () => {
    const [site, other, local] = [draftStore("owner/site"), draftStore("owner/other"), draftStore("local")];
    keepToCreate(site, GOLD, ["silver", "gold"]);
    keepToCreate(site, ONYX, ["silver", "gold", "onyx"]);
    expect(pathsToCreate(readToCreate(site))).toEqual([...GOLD.gold, ...ONYX.onyx]);
    expect([readToCreate(other), readToCreate(local)]).toEqual([{}, {}]);
  });

  it("drops a package's own when it is retired, or renamed, before they were made", () => {
    const store = draftStore("local");
    keepToCreate(store, { ...GOLD, ...ONYX }, ["gold", "onyx"]);
    expect(keepToCreate(store, {}, ["onyx"])).toEqual(ONYX);
    expect(keepToCreate(store, { obsidian: ["me/obsidian-van"] }, ["obsidian"])).toEqual({ obsidian: ["me/obsidian-van"] });
    expect(readToCreate(store)).toEqual({ obsidian: ["me/obsidian-van"] });
  });

  it("reads a damaged record as nothing kept", () => {
    localStorage.setItem("editor-booking-types:local", '{"gold": "me/gold-van"}');
    expect(readToCreate(draftStore("local"))).toEqual({});
  });

  it("lists them on the Pricing page after a reload, until the owner says they've made them", () => {
    const store = draftStore("owner/site");
    const pricingPage = () => renderHook(() => usePackageChange("pricing", store, "signed out"));
    const first = pricingPage();
    act(() => first.result.current.bookingTypesSaved(GOLD, ["silver", "gold"]));
    expect(first.result.current.toCreate).toEqual(GOLD.gold);
    first.unmount();

    const reloaded = pricingPage();
    render(<BookingTypesToDo paths={reloaded.result.current.toCreate} onMade={reloaded.result.current.bookingTypesMade} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(GOLD.gold);
    expect(renderHook(() => usePackageChange("faq", store, "signed out")).result.current.toCreate, "another file lists none").toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "I've made these booking types" }));
    expect(reloaded.result.current.toCreate).toEqual([]);
    expect(pricingPage().result.current.toCreate, "and after the next reload").toEqual([]);
  });
});
