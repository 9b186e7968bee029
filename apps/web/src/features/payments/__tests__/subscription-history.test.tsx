import type { SubscriptionHistoryReply } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { SubscriptionHistory } from "../components/subscription-history";

const unlockPaid = {
  reference: "ILE-MWZ0E6IC-c53c050a8a599756",
  purpose: "profile_unlock",
  status: "success",
  amount: 2000,
  amount_kobo: 200_000,
  currency: "NGN",
  reason: null,
  paid_at: "2026-11-20T10:00:00.000Z",
  created_at: "2026-11-20T09:58:00.000Z",
} as const;
const unlockCredited = {
  ...unlockPaid,
  reference: "ILE-MWZ0E6JR-9b5a97d390b9a8d0",
  status: "credited",
  reason:
    "You had already paid to unlock this profile, so this payment was not applied. Its amount is kept as credit toward your next subscription payment.",
  paid_at: "2026-11-21T10:00:00.000Z",
  created_at: "2026-11-20T09:58:01.000Z",
} as const;

function serve(data: SubscriptionHistoryReply["data"]) {
  return mockApi(route("GET /get/subscription/history", () => [200, { status: "success", data }]));
}

beforeEach(() => {
  localStorage.setItem("auth_token", "t");
  localStorage.setItem("auth_token_expires_at", String(Date.now() + 3_600_000));
  localStorage.setItem("auth_user", JSON.stringify({ id: 5, role: "user", full_name: "Ada Obi" }));
});
afterEach(() => localStorage.clear());

describe("SubscriptionHistory", () => {
  it("lists profile unlock payments, even without any subscription event, with what became of each", async () => {
    serve({ events: [], payments: [unlockCredited, unlockPaid], credit: 2000, credit_kobo: 200_000 });
    renderWithRouter(<SubscriptionHistory userId={5} />);
    const table = await screen.findByRole("table", { name: "Payments" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        "Nov 21, 2026",
        "Profile unlock",
        "₦2,000.00",
        `Kept as credit${unlockCredited.reason}`,
        unlockCredited.reference,
      ],
      ["Nov 20, 2026", "Profile unlock", "₦2,000.00", "Paid", unlockPaid.reference],
    ]);
    expect(screen.queryByText(/Nothing yet/)).not.toBeInTheDocument();
  });

  it("says nothing is there yet when there are neither events nor payments", async () => {
    serve({ events: [], payments: [], credit: 0, credit_kobo: 0 });
    renderWithRouter(<SubscriptionHistory userId={5} />);
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
