import { messages } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { renderWithRouter } from "@/testing/render";
import { AccessGuard } from "../access-guard";

function LoginProbe() {
  return <output data-testid="login">{useUiState().loginOpen ? "open" : "closed"}</output>;
}

const signIn = (role: string) =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role } });

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  clearSession();
  closeLogin();
  vi.unstubAllGlobals();
});

describe("AccessGuard (SPEC §4)", () => {
  it("without a user: opens the login modal and denies with the SPEC message", async () => {
    renderWithRouter(
      <>
        <AccessGuard>secret</AccessGuard>
        <LoginProbe />
      </>,
    );
    expect(screen.getByRole("heading", { name: messages.guard.denied })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(messages.guard.loginRequired);
    expect(screen.queryByText("secret")).toBeNull();
    expect(screen.getByTestId("login")).toHaveTextContent("open");
    expect(screen.getByRole("button", { name: "Go Back" })).toBeVisible();
  });

  it("grants a signed-in user at once when there is no paywall", () => {
    signIn("user");
    const fetchMock = stubFetch(200, {});
    renderWithRouter(<AccessGuard>secret</AccessGuard>);
    expect(screen.getByText("secret")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("grants admins at once, even behind a paywall", () => {
    signIn("admin");
    const fetchMock = stubFetch(402, {});
    renderWithRouter(<AccessGuard paywall>secret</AccessGuard>);
    expect(screen.getByText("secret")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("behind a paywall: 'Checking access...', then a one-result search decides", async () => {
    signIn("user");
    const fetchMock = stubFetch(200, { status: "success", data: {} });
    renderWithRouter(<AccessGuard paywall>premium</AccessGuard>);
    expect(screen.getByRole("status")).toHaveTextContent(messages.guard.checking);
    expect(await screen.findByText("premium")).toBeVisible();
    const url = String(fetchMock.mock.calls[0]![0]);
    expect(url).toContain("/search?");
    expect(url).toContain("premium=1");
    expect(url).toContain("limit=1");
  });

  it("behind a paywall: a refusal shows Access Denied with the server's reason, and Go Back works", async () => {
    signIn("user");
    stubFetch(402, {
      status: "error",
      message: "A Premium plan unlocks this content",
      code: "PAYMENT_REQUIRED",
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<AccessGuard paywall>premium</AccessGuard>, {
      path: "/premium-content",
    });
    expect(await screen.findByRole("heading", { name: messages.guard.denied })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("A Premium plan unlocks this content");
    expect(screen.queryByText("premium")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Go Back" }));
    expect(router.state.location.pathname).not.toBe("/premium-content");
  });

  it("admin-only areas refuse other roles with the 403 message", () => {
    signIn("agent");
    renderWithRouter(<AccessGuard adminOnly>admin</AccessGuard>);
    expect(screen.getByRole("alert")).toHaveTextContent(messages.generic.forbidden);
    expect(screen.queryByText("admin")).toBeNull();
  });
});
