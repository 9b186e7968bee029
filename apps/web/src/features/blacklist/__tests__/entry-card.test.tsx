import type { BlacklistEntry } from "@ile/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EntryCard } from "@/components/blacklist-entry-card";

const entry: BlacklistEntry = {
  id: 7,
  tenant_name: "Chukwuemeka Balogun",
  tenant_phone: "+2348035551001",
  last_address: "Flat 3B, 14 Adelabu St, Surulere",
  amount_kobo: 180_000_000,
  nature: "unpaid_rent",
  period_start: "2024-01-01",
  period_end: "2025-01-31",
  statement: "Left in January owing eighteen months of rent.",
  status: "published",
  removal_reason: null,
  reported_at: "2026-11-20T10:00:00.000Z",
  published_at: "2026-11-21T10:00:00.000Z",
  expires_at: "2029-11-21T10:00:00.000Z",
  reply: "I paid twelve months in cash; the receipt is with the admins.",
  replied_at: "2026-11-22T10:00:00.000Z",
  appeal: true,
  appeal_decision: null,
  reporter: { name: "Ada Obi", role: "landlord" },
  counter_evidence_count: 1,
};

describe("EntryCard", () => {
  it("shows both sides: the reporter's statement and the reply, with the amount in naira", () => {
    render(<EntryCard entry={entry} />);
    expect(screen.getByRole("heading", { name: "Chukwuemeka Balogun" })).toBeTruthy();
    expect(screen.getByText(/Left in January owing eighteen months of rent/)).toBeTruthy();
    expect(screen.getByTestId("entry-reply").textContent).toContain("I paid twelve months in cash");
    expect(screen.getByText(/Reported by Ada Obi \(landlord\)/)).toBeTruthy();
    expect(screen.getByText(/1,800,000/)).toBeTruthy();
    expect(screen.getByText("Appeal under review.")).toBeTruthy();
  });

  it("says when there is no reply yet", () => {
    render(<EntryCard entry={{ ...entry, reply: null, appeal: false, counter_evidence_count: 0 }} />);
    expect(screen.getByText("No reply yet.")).toBeTruthy();
    expect(screen.queryByText("Appeal under review.")).toBeNull();
  });
});
