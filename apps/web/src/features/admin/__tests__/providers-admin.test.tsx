import type { AdminProviderWire, AdminSellerWire } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import ProvidersAdmin from "../components/providers-admin";

const pagination = (n: number) => ({ current_page: 1, last_page: 1, per_page: 12, total: n });
const architect: AdminProviderWire = {
  id: 7,
  user_id: 70,
  name: "Studio Adeyemi",
  category: "architect",
  city: "Yaba",
  state: "Lagos",
  email: "studio@example.ng",
  phone: "+2348030000001",
  licence_body: "ARCON",
  licence_number: "ARCON/2011/0456",
  kyc_verified: true,
  approved_at: null,
  licence_verified_at: null,
  created_at: "2026-11-20T09:00:00.000Z",
};
const seller: AdminSellerWire = {
  user_id: 80,
  name: "Ngozi Blocks",
  email: "ngozi@example.ng",
  phone: "+2348030000002",
  products: 3,
  kyc_verified: true,
  approved_at: "2026-11-21T09:00:00.000Z",
  verified_at: null,
  first_listed_at: "2026-11-19T09:00:00.000Z",
};

describe("Admin → Providers and sellers", () => {
  it("lists providers waiting for review and approves and verifies one", async () => {
    let current = architect;
    const calls = mockService(env.providersBase, "/admin/providers*", (call) => {
      if (call.method === "GET")
        return [200, { status: "success", data: [current], pagination: pagination(1) }];
      const decision = call.url.pathname.split("/").at(-1);
      current =
        decision === "approve"
          ? { ...current, approved_at: "2026-11-25T10:00:00.000Z" }
          : { ...current, licence_verified_at: "2026-11-25T10:00:00.000Z" };
      return [200, { status: "success", message: "Provider approved", data: current }];
    });
    renderWithRouter(<ProvidersAdmin />);
    const item = await screen.findByRole("listitem", { name: "Provider Studio Adeyemi" });
    expect(item).toHaveTextContent("Identity: verified");
    expect(item).toHaveTextContent("ARCON ARCON/2011/0456 (not checked)");
    expect(calls[0]!.query.get("status")).toBe("pending");

    await userEvent.click(within(item).getByRole("button", { name: "Approve Studio Adeyemi" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith("/admin/providers/7/approve"))).toBe(true),
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Verify the registration number of Studio Adeyemi" }),
    );
    await waitFor(() => expect(screen.queryByRole("button", { name: /Verify the registration/ })).toBeNull());
    expect(screen.queryByRole("button", { name: "Approve Studio Adeyemi" })).toBeNull();
    expect(screen.getByRole("listitem", { name: "Provider Studio Adeyemi" })).toHaveTextContent("checked");
  });

  it("shows the sellers tab with the chosen status, and offers only the decisions not yet taken", async () => {
    const calls = mockService(env.storeBase, "/admin/sellers", () => [
      200,
      { status: "success", data: [seller], pagination: pagination(1) },
    ]);
    renderWithRouter(<ProvidersAdmin />, { path: "/?who=sellers&status=all" });
    const item = await screen.findByRole("listitem", { name: "Seller Ngozi Blocks" });
    expect(item).toHaveTextContent("3 products");
    expect(calls[0]!.query.get("status")).toBe("all");
    expect(within(item).queryByRole("button", { name: "Approve Ngozi Blocks" })).toBeNull();
    expect(within(item).getByRole("button", { name: "Verify Ngozi Blocks" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sellers" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows the server's message when the list fails (e.g. 403 for a non-admin)", async () => {
    mockService(env.providersBase, "/admin/providers", () => [
      403,
      { status: "error", message: "Admins only", code: "FORBIDDEN" },
    ]);
    renderWithRouter(<ProvidersAdmin />);
    expect(await screen.findByText("Admins only")).toBeVisible();
  });
});
