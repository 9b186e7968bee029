/**
 * The dashboard and admin frame: moving to another section focuses that section's heading (ADR 0013); a desk-only
 * section shows only to people the news service says are editors (ADR 0803); on a phone every section is reached
 * through a menu button naming the section shown (issue 53 item 4, ADR 0029).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockService } from "@/testing/api";
import { SectionShell, type ShellSection } from "../section-shell";

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
});
afterEach(() => clearSession());

const sections = [
  { path: "", label: "Overview", Component: () => <h2>Your overview</h2> },
  { path: "favourites", label: "Favourites", Component: () => <h2>Saved listings</h2> },
];

function renderShell(list: ShellSection[], at = "/dashboard") {
  const router = createMemoryRouter(
    [{ path: "/dashboard/*", element: <SectionShell title="Dashboard" base="/dashboard" sections={list} /> }],
    { initialEntries: [at] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

it("focuses the new section's heading after a move, not on the first load", async () => {
  const user = userEvent.setup();
  renderShell(sections);
  expect(await screen.findByRole("heading", { name: "Your overview" })).not.toHaveFocus();
  expect(document.title).toBe("Overview — Dashboard — Ile");

  await user.click(screen.getByRole("link", { name: "Favourites" }));
  const heading = await screen.findByRole("heading", { name: "Saved listings" });
  await vi.waitFor(() => expect(heading).toHaveFocus());
  expect(document.title).toBe("Favourites — Dashboard — Ile");
});

it("shows a desk-only section only when the news service says the person is an editor", async () => {
  const desk = [
    ...sections,
    { path: "editorial", label: "Editorial", Component: () => <h2>Desk</h2>, editorsOnly: true },
  ];
  const asked = mockService("/svc/news", "/editor/me", () => [
    200,
    { status: "success", editor: false, role: null },
  ]);
  renderShell(desk);
  await screen.findByRole("link", { name: "Favourites" });
  await vi.waitFor(() => expect(asked).toHaveLength(1));
  expect(screen.queryByRole("link", { name: "Editorial" })).toBeNull();
});

it("an editor sees the desk-only section", async () => {
  const desk = [
    ...sections,
    { path: "editorial", label: "Editorial", Component: () => <h2>Desk</h2>, editorsOnly: true },
  ];
  mockService("/svc/news", "/editor/me", () => [200, { status: "success", editor: true, role: "writer" }]);
  renderShell(desk);
  expect(await screen.findByRole("link", { name: "Editorial" })).toBeInTheDocument();
});

it("on a phone a menu button names the section shown and opens every section; Escape and a move close it", async () => {
  const many: ShellSection[] = [
    "Profile",
    "Verification",
    "My listings",
    "Favourites",
    "Enquiries",
    "Saved searches",
    "Subscription",
    "My tenancy",
    "Maintenance",
    "Orders",
  ].map((label, i) => ({
    path: i === 0 ? "" : label.toLowerCase().replace(/ /g, "-"),
    label,
    Component: () => <h2>{`${label} section`}</h2>,
  }));
  const user = userEvent.setup();
  renderShell(many, "/dashboard/favourites");
  await screen.findByRole("heading", { name: "Favourites section" });
  const menu = screen.getByRole("button", { name: "Favourites All 10 sections" });
  expect(menu).toHaveAttribute("aria-expanded", "false");
  const list = document.getElementById(menu.getAttribute("aria-controls")!)!;
  // Folded on a phone (md: shows the list beside the content whatever the button says).
  expect(list).toHaveClass("hidden", "md:flex");

  await user.click(menu);
  expect(menu).toHaveAttribute("aria-expanded", "true");
  expect(list).not.toHaveClass("hidden");
  expect(
    within(list)
      .getAllByRole("link")
      .map((a) => a.textContent),
  ).toEqual(many.map((s) => s.label));
  expect(within(list).getByRole("link", { name: "Favourites" })).toHaveAttribute("aria-current", "page");

  // Keyboard: Tab into the menu, Escape closes it and gives the focus back to the button.
  await user.tab();
  expect(within(list).getByRole("link", { name: "Profile" })).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(menu).toHaveAttribute("aria-expanded", "false");
  expect(menu).toHaveFocus();

  await user.click(menu);
  await user.click(within(list).getByRole("link", { name: "Subscription" }));
  expect(await screen.findByRole("heading", { name: "Subscription section" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Subscription All 10 sections" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  expect(list).toHaveClass("hidden");
});
