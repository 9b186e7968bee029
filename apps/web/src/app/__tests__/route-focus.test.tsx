/**
 * Focus after moving to another page (ADR 0013), in the real main layout: a new pathname focuses the page's h1
 * (or <main> until there is one, following a heading that arrives or is replaced later); a query-string change,
 * the first load and a page that focuses something itself leave focus alone; a hash names the target.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useEffect, useRef, useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { server } from "@/testing/api";

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  server.use(
    http.all("*/api/*", () =>
      HttpResponse.json({ status: "error", message: "offline", code: "NETWORK_ERROR" }, { status: 503 }),
    ),
  );
});

/** Shows "Loading..." (no heading) until `release()` is called, then its h1. */
let release: () => void = () => {};
function SlowPage() {
  const [ready, setReady] = useState(false);
  release = () => setReady(true);
  return ready ? <h1>Loaded page</h1> : <p role="status">Loading…</p>;
}

/** A loading heading replaced by the real one, like a profile page. */
function SwapPage() {
  const [ready, setReady] = useState(false);
  release = () => setReady(true);
  return ready ? <h1 key="name">Ada Obi</h1> : <h1 key="loading">Profile</h1>;
}

function OwnFocusPage() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Own focus</h1>
      <label>
        Code <input ref={input} />
      </label>
    </>
  );
}

const routes = [
  {
    index: true,
    element: (
      <>
        <h1>Home page</h1>
        <Link to="/about">About</Link> <Link to="/slow">Slow</Link> <Link to="/swap">Swap</Link>{" "}
        <Link to="/faq#fees">Fees</Link> <Link to="/own">Own</Link>
      </>
    ),
  },
  {
    path: "about",
    element: (
      <>
        <h1>About page</h1>
        <Link to="?page=2">Next page</Link>
      </>
    ),
  },
  { path: "slow", element: <SlowPage /> },
  { path: "swap", element: <SwapPage /> },
  {
    path: "faq",
    element: (
      <>
        <h1>Questions</h1>
        <h2 id="fees">Fees</h2>
      </>
    ),
  },
  { path: "own", element: <OwnFocusPage /> },
];

/** A fresh copy of the layout module each time: "has this document navigated yet" starts unset. */
async function renderApp(path = "/") {
  vi.resetModules();
  const { MainLayout } = await import("../layouts/main-layout");
  const router = createMemoryRouter([{ path: "/", element: <MainLayout />, children: routes }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return { router, user: userEvent.setup() };
}

const main = () => screen.getByRole("main");

describe("focus after moving to another page", () => {
  it("leaves focus alone on the first load and keeps the skip link", async () => {
    await renderApp("/about");
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(main()).toHaveAttribute("id", "main");
    expect(main()).toHaveAttribute("tabindex", "-1");
  });

  it("focuses the new page's h1 after following a link, and scrolls to the top", async () => {
    const { router, user } = await renderApp();
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(router.state.location.pathname).toBe("/about");
    const heading = screen.getByRole("heading", { level: 1, name: "About page" });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("does not move focus when only the query string changes", async () => {
    const { router, user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "About" }));
    const next = screen.getByRole("link", { name: "Next page" });
    await user.click(next);
    expect(router.state.location.search).toBe("?page=2");
    expect(next).toHaveFocus();
    await act(() => router.navigate("/about?page=3"));
    expect(next).toHaveFocus();
  });

  it("focuses <main> while the page loads, then its heading once it appears", async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "Slow" }));
    expect(main()).toHaveFocus();
    act(() => release());
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "Loaded page" })).toHaveFocus());
  });

  it("follows a loading heading replaced by the real one", async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "Swap" }));
    expect(screen.getByRole("heading", { name: "Profile" })).toHaveFocus();
    act(() => release());
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "Ada Obi" })).toHaveFocus());
  });

  it("stops following once the user moves on", async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "Slow" }));
    expect(main()).toHaveFocus();
    await user.keyboard("{Tab}");
    const moved = document.activeElement;
    act(() => release());
    await screen.findByRole("heading", { name: "Loaded page" });
    expect(document.activeElement).toBe(moved);
  });

  it("focuses the element a hash names on the new page", async () => {
    const { router, user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "Fees" }));
    expect(router.state.location.hash).toBe("#fees");
    expect(screen.getByRole("heading", { level: 2, name: "Fees" })).toHaveFocus();
  });

  it("keeps focus a page puts on its own field while mounting", async () => {
    const { user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "Own" }));
    expect(screen.getByRole("textbox", { name: "Code" })).toHaveFocus();
  });

  it("focuses the heading again after going back", async () => {
    const { router, user } = await renderApp();
    await user.click(screen.getByRole("link", { name: "About" }));
    await act(() => router.navigate(-1));
    expect(screen.getByRole("heading", { level: 1, name: "Home page" })).toHaveFocus();
  });
});
