import type { ViewingBooking } from "@ile/contract";
import { inspectionMessages as M } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import FeesSection from "../components/fees-section";
import ViewingsSection from "../components/viewings-section";

const past = new Date(Date.now() - 2 * 3600_000).toISOString();
const booking = (over: Partial<ViewingBooking> = {}): ViewingBooking => ({
  id: 7,
  status: "booked",
  role: "renter",
  slot: {
    id: 3,
    property_id: 9,
    starts_at: past,
    ends_at: past,
    meeting_place: "The gate of 4 Bode Thomas Street",
    series: null,
  },
  listing: { id: 9, slug: "mini-flat-surulere", title: "Mini flat in Surulere", city: "Surulere" },
  renter: { id: 2, name: "Chidi Eze" },
  lister: { id: 1, name: "Bola Adeyemi" },
  cancelled_by: null,
  cancel_reason: null,
  reminded_at: null,
  created_at: past,
  fee: {
    amount_kobo: 500_000,
    state: "held",
    payment_url: null,
    payment_reference: "ILE-REF-1",
    confirmed_at: null,
  },
  dispute: null,
  ...over,
});
const paged = (data: ViewingBooking[]) => ({
  status: "success" as const,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});

afterEach(() => clearSession());

describe("Dashboard › Viewings", () => {
  it("back from checkout settles the fee; the renter sees it held and confirms the viewing took place", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 2, full_name: "Chidi Eze", role: "tenant" } });
    let confirmed = false;
    const calls = mockRoutes({
      "GET /viewings": (req) => [
        200,
        paged(
          req.query.get("as") === "lister"
            ? []
            : [
                booking(
                  confirmed ? { fee: { ...booking().fee, state: "released", confirmed_at: past } } : {},
                ),
              ],
        ),
      ],
      "POST /viewings/payments/ILE-REF-1/verify": () => [
        200,
        { status: "success", message: M.paid, data: booking() },
      ],
      "POST /viewings/7/confirm": () => {
        confirmed = true;
        return [200, { status: "success", message: M.confirmed, data: booking() }];
      },
    });
    renderRoute("/dashboard/viewings", ViewingsSection, "/dashboard/viewings?reference=ILE-REF-1");
    expect(await screen.findByRole("status")).toHaveTextContent(M.paid);
    const mine = screen.getByRole("region", { name: "Viewings I booked" });
    const card = await within(mine).findByRole("article", { name: "Viewing of Mini flat in Surulere" });
    expect(within(card).getByTestId("fee-state")).toHaveTextContent(
      "Inspection fee ₦5,000.00: Fee held by Ile",
    );
    await userEvent.click(within(card).getByRole("button", { name: "The viewing took place" }));
    expect(await within(card).findByText("Paid to the lister")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/viewings/7/confirm")).toBe(true);
    expect(await screen.findByText("Nobody has booked a viewing of your listings yet.")).toBeInTheDocument();
  });

  it("an unpaid booking offers the payment link; a refunded one says so", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 2, full_name: "Chidi Eze", role: "tenant" } });
    mockRoutes({
      "GET /viewings": (req) => [
        200,
        paged(
          req.query.get("as") === "lister"
            ? []
            : [
                booking({
                  id: 8,
                  slot: { ...booking().slot, starts_at: new Date(Date.now() + 86_400_000).toISOString() },
                  fee: {
                    ...booking().fee,
                    state: "awaiting_payment",
                    payment_url: "/api/sandbox/checkout/ILE-REF-2",
                  },
                }),
                booking({
                  id: 9,
                  status: "cancelled",
                  cancel_reason: "The flat was let",
                  fee: { ...booking().fee, state: "refunded" },
                }),
              ],
        ),
      ],
    });
    renderRoute("/dashboard/viewings", ViewingsSection, "/dashboard/viewings");
    expect(await screen.findByRole("link", { name: "Pay ₦5,000.00" })).toHaveAttribute(
      "href",
      "/api/sandbox/checkout/ILE-REF-2",
    );
    expect(screen.getByText("Refunded")).toBeInTheDocument();
    expect(screen.getByText("Cancelled: The flat was let")).toBeInTheDocument();
  });
});

describe("Dashboard › Inspection fees", () => {
  it("shows fees due and paid out, and says when no bank account is there yet", async () => {
    saveLogin({
      token: "t0ken",
      expires_in: 3600,
      user: { id: 1, full_name: "Bola Adeyemi", role: "agent" },
    });
    mockRoutes({
      "GET /payout-account": () => [
        200,
        { status: "success", data: { account: null, due_kobo: 500_000, paid_kobo: 1_200_000 } },
      ],
    });
    renderRoute("/dashboard/fees", FeesSection, "/dashboard/fees");
    expect(await screen.findByTestId("fees-due")).toHaveTextContent("₦5,000.00");
    expect(screen.getByTestId("fees-paid")).toHaveTextContent("₦12,000.00");
    expect(screen.getByRole("status")).toHaveTextContent("You have not added a bank account yet");
    expect(screen.getByRole("form", { name: "Bank account for fees" })).toBeInTheDocument();
  });
});
