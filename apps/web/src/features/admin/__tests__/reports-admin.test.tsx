import type { AdminReport } from "@ile/contract";
import { REPORT_REASON_LABELS } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import ReportsAdmin from "../components/reports-admin";

const report: AdminReport = {
  id: 41,
  target_type: "listing",
  listing: { id: 9, slug: "3-bedroom-flat-in-yaba-9", title: "3 bedroom flat in Yaba", hidden: true },
  user: { id: 12, email: "owner@example.ng" },
  reporter_id: 30,
  reason: "inspection_fee",
  reason_label: REPORT_REASON_LABELS.inspection_fee,
  details: "Asked for N10,000 before showing the flat",
  status: "open",
  action: null,
  decision_note: null,
  created_at: "2026-11-20T09:00:00.000Z",
  decided_at: null,
};

describe("Admin → Reports", () => {
  it("lists open reports and sends a decision with its note", async () => {
    const calls = mockApi(
      route("GET /admin/reports", () => [200, { status: "success", data: [report] }]),
      route("POST /admin/reports/41/decide", () => [
        200,
        { status: "success", message: "The decision is saved and everyone involved is told." },
      ]),
    );
    renderWithRouter(<ReportsAdmin />);
    const item = await screen.findByRole("listitem", { name: "Report 41" });
    expect(within(item).getByRole("link", { name: "3 bedroom flat in Yaba" })).toHaveAttribute(
      "href",
      "/property/3-bedroom-flat-in-yaba-9",
    );
    expect(item).toHaveTextContent(REPORT_REASON_LABELS.inspection_fee);
    expect(item).toHaveTextContent("hidden");
    expect(calls[0]!.query.get("status")).toBe("open");

    await userEvent.click(within(item).getByRole("button", { name: "Restore: 3 bedroom flat in Yaba" }));
    const dialog = screen.getByRole("dialog", { name: "Restore: 3 bedroom flat in Yaba" });
    await userEvent.type(
      await within(dialog).findByLabelText("Reason"),
      "The owner showed the flat without a fee",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore" }));
    // The dialog closes once the server has taken the decision (the toast is the app's, not rendered here).
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const decide = calls.find((c) => c.method === "POST");
    expect(decide?.body).toEqual({ action: "restore", note: "The owner showed the flat without a fee" });
  });

  it("offers no hide or restore for a report on an account", async () => {
    mockApi(
      route("GET /admin/reports", () => [
        200,
        { status: "success", data: [{ ...report, id: 42, target_type: "user" as const, listing: null }] },
      ]),
    );
    renderWithRouter(<ReportsAdmin />);
    const item = await screen.findByRole("listitem", { name: "Report 42" });
    expect(within(item).getByRole("button", { name: "Suspend: owner@example.ng" })).toBeVisible();
    expect(within(item).queryByRole("button", { name: /^Hide/ })).toBeNull();
  });
});
