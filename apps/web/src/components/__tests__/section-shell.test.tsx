/** The dashboard and admin frame: moving to another section focuses that section's heading (ADR 0013). */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { SectionShell } from "../section-shell";

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
});
afterEach(() => clearSession());

const sections = [
  { path: "", label: "Overview", Component: () => <h2>Your overview</h2> },
  { path: "favourites", label: "Favourites", Component: () => <h2>Saved listings</h2> },
];

it("focuses the new section's heading after a move, not on the first load", async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard/*",
        element: <SectionShell title="Dashboard" base="/dashboard" sections={sections} />,
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole("heading", { name: "Your overview" })).not.toHaveFocus();
  expect(document.title).toBe("Overview — Dashboard — Ile");

  await user.click(screen.getByRole("link", { name: "Favourites" }));
  const heading = await screen.findByRole("heading", { name: "Saved listings" });
  await vi.waitFor(() => expect(heading).toHaveFocus());
  expect(document.title).toBe("Favourites — Dashboard — Ile");
});
