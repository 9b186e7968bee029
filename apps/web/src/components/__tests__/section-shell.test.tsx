/**
 * The dashboard and admin frame: moving to another section focuses that section's heading (ADR 0013); a desk-only
 * section shows only to people the news service says are editors (ADR 0803).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
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

function renderShell(list: ShellSection[]) {
  const router = createMemoryRouter(
    [{ path: "/dashboard/*", element: <SectionShell title="Dashboard" base="/dashboard" sections={list} /> }],
    { initialEntries: ["/dashboard"] },
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
