import type { SavedSearch } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import SavedSearchesSection from "../components/saved-searches-section";

const base: SavedSearch = {
  id: 3,
  name: "Lekki flats",
  params: { query: "flat", city: "Lekki", listingType: "rent" },
  frequency: "instant",
  channels: ["email"],
  paused: false,
  created_at: "2026-11-27T10:00:00.000Z",
  updated_at: "2026-11-27T10:00:00.000Z",
};

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe("Dashboard → Saved searches (issue 37)", () => {
  it("lists the searches; pauses, edits and deletes one", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    let list: SavedSearch[] = [
      base,
      {
        ...base,
        id: 4,
        name: "Ikeja duplex",
        params: { query: "duplex" },
        frequency: "daily",
        channels: ["email", "sms"],
        paused: true,
      },
    ];
    const calls = mockApi(
      route("GET /saved-searches", () => [200, { status: "success", data: list }]),
      route("PUT /saved-searches/3", (c) => {
        list = list.map((s) => (s.id === 3 ? { ...s, ...c.body } : s));
        return [200, { status: "success", message: "Saved search updated", data: list[0]! }];
      }),
      route("DELETE /saved-searches/4", () => {
        list = list.filter((s) => s.id !== 4);
        return [200, { status: "success", message: "Saved search deleted", data: { id: 4 } }];
      }),
    );
    renderWithRouter(<SavedSearchesSection />);
    const first = await screen.findByRole("listitem", { name: "Lekki flats" });
    expect(first).toHaveTextContent("“flat” · Lekki · for rent");
    expect(first).toHaveTextContent("Instant alerts by e-mail");
    expect(within(first).getByRole("link", { name: "Lekki flats" })).toHaveAttribute(
      "href",
      "/search-results?query=flat&city=Lekki&listingType=rent",
    );
    const second = screen.getByRole("listitem", { name: "Ikeja duplex" });
    expect(second).toHaveTextContent("Paused");
    expect(second).toHaveTextContent("Daily digest by e-mail and SMS");

    await userEvent.click(within(first).getByRole("button", { name: "Pause Lekki flats" }));
    expect(await screen.findByText("Paused “Lekki flats”")).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ paused: true });
    expect(await within(first).findByRole("button", { name: "Resume Lekki flats" })).toBeVisible();

    await userEvent.click(within(first).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit saved search" });
    await userEvent.clear(within(dialog).getByLabelText("Name"));
    await userEvent.type(within(dialog).getByLabelText("Name"), "Lekki rentals");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("listitem", { name: "Lekki rentals" })).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.method === "PUT").at(-1)!.body).toEqual({
      name: "Lekki rentals",
      frequency: "instant",
      channels: ["email"],
    });

    vi.spyOn(window, "confirm").mockReturnValue(true);
    await userEvent.click(within(second).getByRole("button", { name: "Delete Ikeja duplex" }));
    expect(await screen.findByText("Saved search deleted")).toBeVisible();
    expect(screen.queryByRole("listitem", { name: "Ikeja duplex" })).toBeNull();
  });

  it("says how to start when there is none", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    mockApi(route("GET /saved-searches", () => [200, { status: "success", data: [] }]));
    renderWithRouter(<SavedSearchesSection />);
    expect(await screen.findByText("No saved searches yet")).toBeVisible();
  });
});
