import { REPORT_REASON_LABELS } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { ReportDialog } from "../report-dialog";

function LoginProbe() {
  return <output data-testid="login">{useUiState().loginOpen ? "open" : "closed"}</output>;
}

afterEach(() => {
  clearSession();
  closeLogin();
});

describe("ReportDialog (issue 22)", () => {
  it("signed out: opens the login instead of sending anything", async () => {
    const calls = mockApi();
    renderWithRouter(
      <>
        <ReportDialog endpoint="/reports/listings/flat-in-yaba" subject="listing" />
        <LoginProbe />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Report this listing" }));
    expect(screen.getByTestId("login")).toHaveTextContent("open");
    expect(calls).toHaveLength(0);
  });

  it("asks for a reason, then sends it with the details and shows the server's thanks", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    const calls = mockApi(
      route("POST /reports/listings/flat-in-yaba", () => [
        201,
        { status: "success", message: "Thank you. Your report is with our safety team." },
      ]),
    );
    renderWithRouter(<ReportDialog endpoint="/reports/listings/flat-in-yaba" subject="listing" />);
    await userEvent.click(screen.getByRole("button", { name: "Report this listing" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing" });
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a reason.");
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByLabelText(REPORT_REASON_LABELS.inspection_fee));
    await userEvent.type(
      screen.getByLabelText("What happened (optional)"),
      "Asked for N10,000 before viewing",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you. Your report is with our safety team.")).toBeVisible();
    expect(dialog).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ reason: "inspection_fee", details: "Asked for N10,000 before viewing" });
  });

  it("shows the server's message when the report is refused", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    mockApi(
      route("POST /reports/users/12", () => [
        409,
        { status: "error", statusCode: 409, message: "You have already reported this.", code: "CONFLICT" },
      ]),
    );
    renderWithRouter(<ReportDialog endpoint="/reports/users/12" subject="user" />);
    await userEvent.click(screen.getByRole("button", { name: "Report this user" }));
    await userEvent.click(await screen.findByLabelText(REPORT_REASON_LABELS.fake));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already reported this.");
  });

  it("loads the dialog when it first opens, and gives focus back to the button when it closes", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    mockApi();
    renderWithRouter(<ReportDialog endpoint="/reports/users/12" subject="user" />);
    const button = screen.getByRole("button", { name: "Report this user" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Report this user" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });
});
