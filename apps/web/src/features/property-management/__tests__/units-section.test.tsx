/** Dashboard › Tenancies › Your units (ADR 0952): the list, registering a unit, and a tenancy of a registered unit. */
import { tenancyMessages as M, unitApiMessages as U, type UnitOut } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import LandlordTenancies from "../components/landlord-tenancies";
import { tenancy } from "./fixtures";

afterEach(() => clearSession());

const unit: UnitOut = {
  id: "6f1c2a52-7d3e-4a7b-9a51-0c9a3d1e2f10",
  address: "14 Adelabu Street",
  unit_label: "Flat 3B",
  city: "Surulere",
  state: "Lagos",
  display: "Flat 3B, 14 Adelabu Street, Surulere",
  created_at: "2026-11-25T10:00:00.000Z",
};

describe("Dashboard › Tenancies › Your units", () => {
  it("registers a unit: the body carries the address, the list shows it, a refusal shows the server's words", async () => {
    saveLogin({
      token: "t0ken",
      expires_in: 3600,
      user: { id: 1, full_name: "Bola Adeyemi", role: "landlord" },
    });
    let units: UnitOut[] = [];
    let refuse = true;
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [] }],
      "GET /units": () => [200, { status: "success", data: units }],
      "POST /units": () => {
        if (refuse) {
          refuse = false;
          return [409, { status: "error", statusCode: 409, message: U.ofAnother, code: "CONFLICT" }];
        }
        units = [unit];
        return [201, { status: "success", message: U.registered, data: unit }];
      },
    });
    renderWithRouter(<LandlordTenancies />);
    expect(await screen.findByText(/You have not registered a unit yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Register a unit" }));
    const form = await screen.findByRole("form", { name: "Register a unit" });
    const f = within(form);
    await userEvent.type(f.getByLabelText("Street address"), "14 Adelabu Street");
    await userEvent.type(f.getByLabelText("Flat or unit (optional)"), "Flat 3B");
    await userEvent.type(f.getByLabelText("City or area"), "Surulere");
    await userEvent.click(f.getByRole("button", { name: "Register unit" }));
    expect(await f.findByRole("alert")).toHaveTextContent(U.ofAnother);
    expect(screen.queryByRole("list", { name: "Registered units" })).toBeNull();
    await userEvent.click(f.getByRole("button", { name: "Register unit" }));
    const list = await screen.findByRole("list", { name: "Registered units" });
    expect(list).toHaveTextContent("Flat 3B, 14 Adelabu Street, Surulere");
    expect(calls.filter((c) => c.method === "POST").at(-1)!.body).toEqual({
      address: "14 Adelabu Street",
      unit_label: "Flat 3B",
      city: "Surulere",
      state: "Lagos",
    });
  });

  it("checks the unit before sending: the contract's message on the address field, nothing posted", async () => {
    saveLogin({
      token: "t0ken",
      expires_in: 3600,
      user: { id: 1, full_name: "Bola Adeyemi", role: "landlord" },
    });
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [] }],
      "GET /units": () => [200, { status: "success", data: [] }],
    });
    renderWithRouter(<LandlordTenancies />);
    await userEvent.click(await screen.findByRole("button", { name: "Register a unit" }));
    const f = within(await screen.findByRole("form", { name: "Register a unit" }));
    await userEvent.type(f.getByLabelText("City or area"), "Surulere");
    await userEvent.click(f.getByRole("button", { name: "Register unit" }));
    expect(await f.findByText(U.addressRequired)).toBeInTheDocument();
    expect(f.getByLabelText("Street address")).toHaveAttribute("aria-invalid", "true");
    expect(f.getByLabelText("City or area")).not.toHaveAttribute("aria-invalid");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a tenancy of a registered unit sends its id and no address", async () => {
    saveLogin({
      token: "t0ken",
      expires_in: 3600,
      user: { id: 1, full_name: "Bola Adeyemi", role: "landlord" },
    });
    const detail = tenancy({ agent: null, landlord_confirmed: true });
    const calls = mockRoutes({
      "GET /tenancies": () => [200, { status: "success", data: [] }],
      "GET /units": () => [200, { status: "success", data: [unit] }],
      "POST /tenancies": () => [201, { status: "success", message: M.created, data: detail }],
      "GET /tenancies/3": () => [200, { status: "success", data: detail }],
    });
    renderWithRouter(<LandlordTenancies />);
    await screen.findByRole("list", { name: "Registered units" });
    await userEvent.click(screen.getByRole("button", { name: "Add a tenancy" }));
    const form = within(await screen.findByRole("form", { name: "Add a tenancy" }));
    await userEvent.selectOptions(form.getByLabelText("Unit"), unit.id);
    expect(form.queryByLabelText("Street address")).toBeNull();
    await userEvent.type(form.getByLabelText("Tenant's email"), "chidi@example.ng");
    await userEvent.type(form.getByLabelText("Rent per period"), "1500000");
    await userEvent.click(form.getByRole("button", { name: "Add tenancy" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const sent = calls.find((c) => c.method === "POST")!.body;
    expect(sent).toMatchObject({
      unit_id: unit.id,
      tenant_email: "chidi@example.ng",
      rent_kobo: 150_000_000,
    });
    expect(sent.address).toBeUndefined();
  });
});
