import type { BlacklistEntry } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
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
    await userEvent.type(
      await within(dialog).findByLabelText("Reason"),
      "Tenancy agreement and receipts match",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve and publish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      note: "Tenancy agreement and receipts match",
    });
  });

  it("lists both sides' evidence files for the admin and downloads one with the admin's token", async () => {
    saveLogin({ token: "adm1n", expires_in: 3600, user: { id: 1, full_name: "Admin", role: "admin" } });
    const made = vi.fn(() => "blob:evidence");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const calls = mockApi(
      route("GET /admin/blacklist", () => [
        200,
        {
          status: "success",
          data: [{ ...pending, reply: "I paid; receipts attached.", counter_evidence_count: 1 }],
        },
      ]),
      route("GET /admin/blacklist/7", () => [
        200,
        {
          status: "success",
          data: {
            evidence: [
              {
                id: 30,
                side: "reporter" as const,
                name: "agreement.pdf",
                url: "/api/admin/blacklist/evidence/30",
                uploaded_at: "2026-11-20T10:00:00.000Z",
              },
              {
                id: 31,
                side: "tenant" as const,
                name: "receipt.pdf",
                url: "/api/admin/blacklist/evidence/31",
                uploaded_at: "2026-11-21T10:00:00.000Z",
              },
            ],
          },
        },
      ]),
      route("GET /admin/blacklist/evidence/31", () => [200, {}]),
    );
    renderWithRouter(<BlacklistAdmin />);
    const toggle = await screen.findByRole("button", { name: "Evidence files: Chukwuemeka Balogun" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(calls.some((c) => c.path === "/admin/blacklist/7")).toBe(false);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const reporter = await screen.findByRole("region", {
      name: "Evidence from the reporter: Chukwuemeka Balogun",
    });
    const tenant = screen.getByRole("region", {
      name: "Counter-evidence from the reported person: Chukwuemeka Balogun",
    });
    expect(within(reporter).getByRole("button", { name: "agreement.pdf" })).toBeVisible();
    await userEvent.click(within(tenant).getByRole("button", { name: "receipt.pdf" }));
    await waitFor(() => expect(saved).toEqual(["receipt.pdf blob:evidence"]));
    const file = calls.find((c) => c.path === "/admin/blacklist/evidence/31")!;
    expect(file.headers.get("authorization")).toBe("Bearer adm1n");
    click.mockRestore();
    vi.unstubAllGlobals();
    clearSession();
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
    await userEvent.type(
      await within(dialog).findByLabelText("Reason"),
      "The receipts show the rent was paid",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Uphold the appeal" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      decision: "upheld",
      reason: "The receipts show the rent was paid",
    });
  });
});
