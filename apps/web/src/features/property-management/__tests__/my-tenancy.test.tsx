import type { Receipt, TenancyDetail } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import MyTenancy from "../components/my-tenancy";

const receipt: Receipt = {
  id: 5,
  number: "RR-000042",
  tenancy_id: 3,
  installment_id: 11,
  amount_kobo: 25_000_000,
  method: "online",
  paid_on: "2026-11-25",
  period_start: "2026-11-25",
  period_end: "2026-12-24",
  payment_reference: "ILE-REF-12345678",
  note: "",
  unit_address: "Flat 4, 1 Admiralty Way, Lekki, Lagos",
  landlord_name: "Bola Adeyemi",
  agent_name: null,
  tenant_name: "Chidi Eze",
  created_at: "2026-11-25T10:00:00.000Z",
};
const installment = (id: number, due: string, paid: number) => ({
  id,
  sequence: id - 10,
  due_date: due,
  period_start: due,
  period_end: due,
  amount_kobo: 25_000_000,
  paid_kobo: paid,
  status: paid ? ("paid" as const) : ("due" as const),
});
const detail: TenancyDetail = {
  id: 3,
  unit_id: "00000000-0000-4000-8000-000000000001",
  unit_address: receipt.unit_address,
  role: "tenant",
  landlord: { id: 1, name: "Bola Adeyemi", email: null },
  agent: null,
  landlord_confirmed: true,
  tenant: { id: 2, name: "Chidi Eze", email: "chidi@example.ng" },
  start_date: "2026-11-25",
  end_date: "2027-01-24",
  period: "month",
  periods: 2,
  rent_kobo: 25_000_000,
  caution_deposit_kobo: 0,
  status: "active",
  notice: null,
  renewed_by_id: null,
  next_due: installment(12, "2026-12-25", 0),
  owed_kobo: 0,
  installments: [installment(11, "2026-11-25", 25_000_000), installment(12, "2026-12-25", 0)],
  receipts: [receipt],
  notice_rule: "A monthly tenancy needs one month' notice (Lagos State Tenancy Law 2011, s.13(1)).",
};

afterEach(() => clearSession());

describe("My tenancy", () => {
  it("back from checkout: settles the payment by its reference and shows the receipt; the next month can be paid", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 2, full_name: "Chidi Eze", role: "tenant" } });
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [detail] }],
      "GET /tenancies/3": () => [200, { status: "success", data: detail }],
      "POST /tenancies/payments/verify": () => [
        200,
        {
          status: "success",
          data: { status: "success", message: "Payment recorded and receipt issued", tenancy_id: 3, receipt },
        },
      ],
    });
    renderRoute("/dashboard/tenancy", MyTenancy, "/dashboard/tenancy?reference=ILE-REF-12345678");
    expect(
      await screen.findByText("Payment recorded and receipt issued: receipt RR-000042 for ₦250,000.00"),
    ).toBeInTheDocument();
    const verify = calls.find((c) => c.path === "/tenancies/payments/verify");
    expect(verify?.body).toEqual({ reference: "ILE-REF-12345678" });
    const card = await screen.findByTestId("receipt");
    expect(within(card).getByText(/Receipt RR-000042/)).toBeInTheDocument();
    expect(within(card).getByText(/From Chidi Eze to Bola Adeyemi/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay ₦250,000.00" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Pay / })).toHaveLength(1);
  });
});
