import { messages } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockApi, route } from "@/testing/api";
import { searchReply } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { AccessGuard } from "../access-guard";

function LoginProbe() {
  return <output data-testid="login">{useUiState().loginOpen ? "open" : "closed"}</output>;
}

const signIn = (role: string) =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role } });

const emptySearch = searchReply();

afterEach(() => {
  clearSession();
  closeLogin();
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
    const calls = mockApi(route("GET /search", () => [200, emptySearch]));
    renderWithRouter(<AccessGuard>secret</AccessGuard>);
    expect(screen.getByText("secret")).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("grants admins at once, even behind a paywall", () => {
    signIn("admin");
    const calls = mockApi(
      route("GET /search", () => [
        402,
        { status: "error", message: "Payment required", code: "PAYMENT_REQUIRED" },
      ]),
    );
    renderWithRouter(<AccessGuard paywall>secret</AccessGuard>);
    expect(screen.getByText("secret")).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("behind a paywall: 'Checking access...', then a one-result search decides", async () => {
    signIn("user");
    const calls = mockApi(route("GET /search", () => [200, emptySearch]));
    renderWithRouter(<AccessGuard paywall>premium</AccessGuard>);
    expect(screen.getByRole("status")).toHaveTextContent(messages.guard.checking);
    expect(await screen.findByText("premium")).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(["/search"]);
    expect(calls[0]!.query.get("premium")).toBe("1");
    expect(calls[0]!.query.get("limit")).toBe("1");
  });

  it("behind a paywall: a refusal shows Access Denied with the server's reason, and Go Back works", async () => {
    signIn("user");
    mockApi(
      route("GET /search", () => [
        402,
        { status: "error", message: "A Premium plan unlocks this content", code: "PAYMENT_REQUIRED" },
      ]),
    );
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
