/**
 * Issue 38, SPEC §2 login modal: a login from the header goes on to /dashboard; one asked for by an action keeps
 * the page the user was on.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { Header } from "../header";
import { Component as LoginModal } from "../login-modal";
import { ReportDialog } from "../scam-reports/report-dialog";

afterEach(() => {
  clearSession();
  closeLogin();
  window.history.replaceState(null, "", "/");
});

function TargetProbe() {
  const ui = useUiState();
  return <output data-testid="target">{ui.loginOpen ? String(ui.redirectTo) : "closed"}</output>;
}

const loggedIn = () =>
  mockApi(
    route("POST /login", (() => [
      200,
      {
        status: "success",
        token: "t0ken",
        expires_in: 3600,
        user: { id: 7, full_name: "Ada Obi", role: "tenant" },
      },
    ]) as never),
  );

describe("where a login goes", () => {
  it("from the header's Login: on to /dashboard, whatever page it was opened on", async () => {
    const user = userEvent.setup();
    loggedIn();
    const { router } = renderWithRouter(
      <>
        <Header />
        <LoginModal />
      </>,
      { path: "/properties/rent", routes: ["dashboard", "properties/rent"] },
    );
    await user.click(within(screen.getByRole("banner")).getAllByRole("button", { name: "Login" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Log in to Ile" });
    await user.type(within(dialog).getByLabelText("Email address"), "ada@example.ng");
    await user.type(within(dialog).getByLabelText("Password"), "Secret123!");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    await screen.findByText("dashboard");
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("from an action (reporting a listing): back to the page it was on", async () => {
    window.history.replaceState(null, "", "/property/flat-in-yaba?photo=2");
    renderWithRouter(
      <>
        <ReportDialog endpoint="/reports/listings/flat-in-yaba" subject="listing" />
        <TargetProbe />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Report this listing" }));
    expect(screen.getByTestId("target")).toHaveTextContent("/property/flat-in-yaba?photo=2");
  });
});
