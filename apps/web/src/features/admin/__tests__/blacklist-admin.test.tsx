import type { BlacklistEntry } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import BlacklistAdmin from "../components/blacklist-admin";

const pending: BlacklistEntry = {
  id: 7,
  tenant_name: "Chukwuemeka Balogun",
  tenant_phone: "+2348035551001",
  last_address: "Flat 3B, 14 Adelabu St, Surulere",
  amount_kobo: 180_000_000,
  nature: "unpaid_rent",
  period_start: "2024-01-01",
  period_end: "2025-01-31",
  statement: "Left in January owing eighteen months of rent.",
  status: "pending",
  removal_reason: null,
  reported_at: "2026-11-20T10:00:00.000Z",
  published_at: null,
  expires_at: null,
  reply: null,
  replied_at: null,
  appeal: false,
  appeal_decision: null,
  reporter: { name: "Ada Obi", role: "landlord" },
  counter_evidence_count: 0,
};

describe("Admin → Blacklist", () => {
  it("shows the reports waiting for review and approves one with a note", async () => {
    const calls = mockApi(
      route("GET /admin/blacklist", () => [200, { status: "success", data: [pending] }]),
      route("POST /admin/blacklist/7/approve", () => [200, { status: "success", message: "Published" }]),
    );
    renderWithRouter(<BlacklistAdmin />);
    expect(await screen.findByRole("article", { name: "Entry about Chukwuemeka Balogun" })).toBeVisible();
    expect(calls[0]!.query.get("status")).toBe("pending");
    await userEvent.click(screen.getByRole("button", { name: "Approve and publish: Chukwuemeka Balogun" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Tenancy agreement and receipts match");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve and publish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      note: "Tenancy agreement and receipts match",
    });
  });

  it("decides an appeal through the appeal route", async () => {
    const calls = mockApi(
      route("GET /admin/blacklist", () => [200, { status: "success", data: [{ ...pending, appeal: true }] }]),
      route("POST /admin/blacklist/7/appeal", () => [200, { status: "success", message: "Appeal upheld" }]),
    );
    renderWithRouter(<BlacklistAdmin />, { path: "/?status=appeals" });
    await userEvent.click(
      await screen.findByRole("button", { name: "Uphold the appeal: Chukwuemeka Balogun" }),
    );
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "The receipts show the rent was paid");
    await userEvent.click(within(dialog).getByRole("button", { name: "Uphold the appeal" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      decision: "upheld",
      reason: "The receipts show the rent was paid",
    });
  });
});
