import type { AdminBadgeCheck } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import BadgesAdmin from "../components/badges-admin";

const check: AdminBadgeCheck = {
  kind: "lasrera",
  number: "LASRERA/AG/2025/001234",
  status: "pending",
  reason: null,
  submitted_at: "2026-11-20T09:00:00.000Z",
  reviewed_at: null,
  user: { id: 17, name: "Bola Ade", email: "bola@example.ng", role: "agent" },
};
const subject = "LASRERA LASRERA/AG/2025/001234 of Bola Ade";

describe("Admin → Registration checks", () => {
  it("lists numbers waiting for a check and approves one with what was checked", async () => {
    const calls = mockApi(
      route("GET /admin/badges", () => [200, { status: "success", data: [check] }]),
      route("POST /admin/badges/17/decide", () => [
        200,
        { status: "success", message: "Check recorded", data: { ...check, status: "approved" } },
      ]),
    );
    renderWithRouter(<BadgesAdmin />);
    const item = await screen.findByRole("listitem", { name: subject });
    expect(item).toHaveTextContent("Bola Ade · agent · bola@example.ng");
    expect(calls[0]!.query.get("status")).toBe("pending");

    await userEvent.click(within(item).getByRole("button", { name: `Approve: ${subject}` }));
    const dialog = screen.getByRole("dialog", { name: `Approve: ${subject}` });
    expect(dialog).toHaveTextContent('"LASRERA registered"');
    await userEvent.type(await within(dialog).findByLabelText("Reason"), "Found on the LASRERA register");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "lasrera",
      decision: "approved",
      reason: "Found on the LASRERA register",
    });
  });

  it("rejects with the reason; a refusal from the server stays in the dialog", async () => {
    const calls = mockApi(
      route("GET /admin/badges", () => [
        200,
        { status: "success", data: [{ ...check, kind: "cac", number: "RC 1234567" }] },
      ]),
      route("POST /admin/badges/17/decide", () => [
        409,
        { status: "error", code: "CONFLICT", message: "There is no number waiting for a check" },
      ]),
    );
    renderWithRouter(<BadgesAdmin />);
    const name = "CAC RC 1234567 of Bola Ade";
    const item = await screen.findByRole("listitem", { name });
    await userEvent.click(within(item).getByRole("button", { name: `Reject: ${name}` }));
    const dialog = screen.getByRole("dialog", { name: `Reject: ${name}` });
    await userEvent.type(await within(dialog).findByLabelText("Reason"), "Another company holds RC 1234567");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "There is no number waiting for a check",
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "cac",
      decision: "rejected",
      reason: "Another company holds RC 1234567",
    });
  });

  it("says so when nothing waits", async () => {
    mockApi(route("GET /admin/badges", () => [200, { status: "success", data: [] }]));
    renderWithRouter(<BadgesAdmin />);
    expect(await screen.findByText("No numbers waiting for a check")).toBeVisible();
  });
});
