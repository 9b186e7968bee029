import { tenancyMessages as M, unitApiMessages as U } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CORRECT_FIELDS } from "@/lib/form";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { type Call, type Handler, mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import LandlordTenancies from "../components/landlord-tenancies";
import { AMOUNT_REQUIRED } from "../lib/offline-payment-form";
import { lagosToday, RENT_REQUIRED } from "../lib/tenancy-form";
import { receipt, tenancy } from "./fixtures";

afterEach(() => clearSession());

const signIn = (role: string, id = 1) =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id, full_name: "Bola Adeyemi", role } });

async function fillForm() {
  const form = await screen.findByRole("form", { name: "Add a tenancy" });
  const f = within(form);
  await userEvent.type(f.getByLabelText("Street address"), "1 Admiralty Way");
  await userEvent.type(f.getByLabelText("Flat or unit (optional)"), "Flat 4");
  await userEvent.type(f.getByLabelText("City or area"), "Lekki");
  await userEvent.type(f.getByLabelText("Tenant's email"), "chidi@example.ng");
  await userEvent.selectOptions(f.getByLabelText("Rent is paid"), "month");
  await userEvent.clear(f.getByLabelText("Number of periods in the term"));
  await userEvent.type(f.getByLabelText("Number of periods in the term"), "2");
  await userEvent.type(f.getByLabelText("Rent per period"), "250000");
  await userEvent.type(f.getByLabelText("Caution deposit"), "250000");
  return form;
}

describe("Dashboard › Tenancies (the landlord's form)", () => {
  it("a landlord adds a tenancy: the request carries the unit, term and kobo amounts; its schedule opens", async () => {
    signIn("landlord");
    const detail = tenancy({ agent: null, landlord_confirmed: true });
    let added = false;
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: added ? [detail] : [] }],
      "POST /tenancies": () => {
        added = true;
        return [201, { status: "success", message: M.created, data: detail }];
      },
      "GET /tenancies/3": () => [200, { status: "success", data: detail }],
    });
    renderWithRouter(<LandlordTenancies />);
    expect(await screen.findByText("You have not added a tenancy yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add a tenancy" }));
    const form = await fillForm();
    // A landlord lets their own units: no landlord to name.
    expect(within(form).queryByLabelText(/Landlord's email/)).toBeNull();
    await userEvent.click(within(form).getByRole("button", { name: "Add tenancy" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const sent = calls.find((c) => c.method === "POST")!.body;
    expect(sent).toMatchObject({
      address: "1 Admiralty Way",
      unit_label: "Flat 4",
      city: "Lekki",
      state: "Lagos",
      tenant_email: "chidi@example.ng",
      period: "month",
      periods: 2,
      rent_kobo: 25_000_000,
      caution_deposit_kobo: 25_000_000,
    });
    expect(sent.landlord_email).toBeUndefined();
    const schedule = await screen.findByRole("table", { name: "Rent schedule" });
    expect(within(schedule).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText(/Caution deposit: ₦250,000.00/)).toBeInTheDocument();
  });

  it("an agent names the landlord they act for", async () => {
    signIn("agent", 7);
    let added = false;
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: added ? [tenancy()] : [] }],
      "POST /tenancies": () => {
        added = true;
        return [201, { status: "success", message: M.created, data: tenancy() }];
      },
      "GET /tenancies/3": () => [200, { status: "success", data: tenancy() }],
    });
    renderWithRouter(<LandlordTenancies />);
    await userEvent.click(await screen.findByRole("button", { name: "Add a tenancy" }));
    const form = await fillForm();
    await userEvent.type(
      within(form).getByLabelText("Landlord's email (when you let it for a landlord)"),
      "bola@example.ng",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Add tenancy" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body.landlord_email).toBe("bola@example.ng");
    // The agent waits for the landlord's confirmation; the receipt names the agent.
    expect(
      await screen.findByText("Waiting for Bola Adeyemi to confirm Kemi Agent as their agent."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("receipt")).toHaveTextContent(
      "From Chidi Eze to Bola Adeyemi (managed by Kemi Agent)",
    );
  });

  it("shows the server's answer when the unit is already let for those dates, and adds nothing", async () => {
    signIn("landlord");
    mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [] }],
      "POST /tenancies": () => [
        409,
        {
          status: "error",
          statusCode: 409,
          message: M.overlap,
          code: "TENANCY_OVERLAP",
          errors: { start_date: [M.overlap] },
        },
      ],
    });
    renderWithRouter(<LandlordTenancies />);
    await userEvent.click(await screen.findByRole("button", { name: "Add a tenancy" }));
    const form = await fillForm();
    await userEvent.click(within(form).getByRole("button", { name: "Add tenancy" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(M.overlap);
    expect(screen.queryByRole("table", { name: "Rent schedule" })).toBeNull();
  });

  it("checks the form before sending: each message on its field, nothing posted", async () => {
    signIn("landlord");
    const calls = mockRoutes({ "GET /tenancies": () => [200, { status: "success", data: [] }] });
    renderWithRouter(<LandlordTenancies />);
    await userEvent.click(await screen.findByRole("button", { name: "Add a tenancy" }));
    const form = within(await screen.findByRole("form", { name: "Add a tenancy" }));
    await userEvent.type(form.getByLabelText("Tenant's email"), "not-an-email");
    await userEvent.click(form.getByRole("button", { name: "Add tenancy" }));
    expect(await form.findByText(RENT_REQUIRED)).toBeInTheDocument();
    expect(form.getByLabelText("Rent per period")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("Street address")).toHaveAccessibleDescription(U.addressRequired);
    expect(form.getByLabelText("City or area")).toHaveAccessibleDescription(U.cityRequired);
    expect(form.getByLabelText("Tenant's email")).toHaveAccessibleDescription(
      "Enter the tenant's email address",
    );
    expect(form.getByRole("alert")).toHaveTextContent(CORRECT_FIELDS);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("the landlord an agent named confirms the agent", async () => {
    signIn("landlord", 1);
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [tenancy()] }],
      "GET /tenancies/3": () => [200, { status: "success", data: tenancy() }],
      "POST /tenancies/3/agent": () => [
        200,
        { status: "success", message: M.agentConfirmed, data: tenancy({ landlord_confirmed: true }) },
      ],
    });
    renderWithRouter(<LandlordTenancies />);
    await userEvent.click(await screen.findByRole("button", { name: "Open schedule and receipts" }));
    const panel = await screen.findByRole("region", { name: "Your agent" });
    expect(panel).toHaveTextContent("Kemi Agent says they manage this tenancy for you.");
    await userEvent.click(within(panel).getByRole("button", { name: "Confirm Kemi Agent as my agent" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/tenancies/3/agent")).toBe(true));
    expect(calls.find((c) => c.path === "/tenancies/3/agent")!.body).toEqual({ accept: true });
  });
});

describe("Dashboard › Tenancies (rent received offline)", () => {
  /** The landlord opens the schedule and the form for the unpaid installment (12, ₦250,000 owed). */
  async function openPaymentForm(reply: Handler<"POST /tenancies/3/payments">) {
    signIn("landlord");
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [tenancy()] }],
      "GET /tenancies/3": () => [200, { status: "success", data: tenancy() }],
      "POST /tenancies/3/payments": reply,
    });
    renderWithRouter(<LandlordTenancies />);
    await userEvent.click(await screen.findByRole("button", { name: "Open schedule and receipts" }));
    await userEvent.click(await screen.findByRole("button", { name: "Record payment" }));
    const form = await screen.findByRole("form", { name: "Record a payment" });
    return { calls, form: within(form) };
  }
  const posted = (calls: Call[]) =>
    calls.filter((c) => c.method === "POST" && c.path === "/tenancies/3/payments");

  it("records a payment: the request carries the installment, the kobo amount, the method and the date", async () => {
    const { calls, form } = await openPaymentForm(() => [
      201,
      { status: "success", message: M.paymentRecorded, data: receipt },
    ]);
    // The form opens with what is owed on the installment, by bank transfer, today.
    expect(form.getByLabelText("Amount received")).toHaveValue("250000");
    expect(form.getByLabelText("How it was paid")).toHaveValue("transfer");
    expect(form.getByLabelText("Paid on")).toHaveValue(lagosToday());
    await userEvent.clear(form.getByLabelText("Amount received"));
    await userEvent.type(form.getByLabelText("Amount received"), "100,000");
    await userEvent.selectOptions(form.getByLabelText("How it was paid"), "cash");
    await userEvent.click(form.getByRole("button", { name: "Record payment and issue receipt" }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({
      installment_id: 12,
      amount_kobo: 10_000_000,
      method: "cash",
      paid_on: lagosToday(),
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Record a payment" })).toBeNull());
  });

  it("checks the form before sending: the amount's message on its field, nothing posted", async () => {
    const { calls, form } = await openPaymentForm(() => [
      201,
      { status: "success", message: M.paymentRecorded, data: receipt },
    ]);
    await userEvent.clear(form.getByLabelText("Amount received"));
    await userEvent.click(form.getByRole("button", { name: "Record payment and issue receipt" }));
    expect(await form.findByText(AMOUNT_REQUIRED)).toBeInTheDocument();
    expect(form.getByLabelText("Amount received")).toHaveAttribute("aria-invalid", "true");
    expect(form.getByLabelText("Amount received")).toHaveAccessibleDescription(AMOUNT_REQUIRED);
    expect(form.getByRole("alert")).toHaveTextContent(CORRECT_FIELDS);
    expect(posted(calls)).toHaveLength(0);
  });

  it("puts the server's field error on the naira field and keeps the form open", async () => {
    const { calls, form } = await openPaymentForm(() => [
      422,
      {
        status: "error",
        statusCode: 422,
        message: M.overpaid,
        code: "VALIDATION_FAILED",
        errors: { amount_kobo: [M.overpaid] },
      },
    ]);
    await userEvent.click(form.getByRole("button", { name: "Record payment and issue receipt" }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(await form.findByRole("alert")).toHaveTextContent(M.overpaid);
    expect(form.getByLabelText("Amount received")).toHaveAccessibleDescription(M.overpaid);
    expect(form.getByLabelText("Amount received")).toHaveAttribute("aria-invalid", "true");
  });
});
