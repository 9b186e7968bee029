/** Issue 38: the quantity's label read "Quantity (trip (20 tonnes))"; the unit now says how it is sold. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mapProduct } from "@/lib/clients/store";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { OrderForm } from "../components/order-form";

afterEach(() => clearSession());

describe("the order form", () => {
  it("labels the quantity plainly and says the unit it is sold by", () => {
    saveLogin({ token: "t", expires_in: 3600, user: { id: 7, full_name: "Ada Obi" } });
    const sand = mapProduct(
      { id: 3, product_name: "Sharp sand (20 tonnes)", product_price: 190000, unit: "trip (20 tonnes)" },
      "",
    );
    renderWithRouter(<OrderForm product={sand} />);
    const quantity = screen.getByLabelText("Quantity");
    expect(quantity).toHaveAccessibleDescription("Sold by the trip (20 tonnes)");
    expect(screen.queryByText(/\(trip \(/)).toBeNull();
  });

  it("checks the order in the browser first: no address, a bad phone or no quantity say why, nothing is sent", async () => {
    saveLogin({ token: "t", expires_in: 3600, user: { id: 7, full_name: "Ada Obi" } });
    const sent = mockService(env.storeBase, "/orders", () => [201, { status: "success", data: {} }]);
    const cement = mapProduct(
      { id: 4, product_name: "Cement 50kg", product_price: 9800, product_quantity: 40, unit: "bag" },
      "",
    );
    renderWithRouter(<OrderForm product={cement} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Phone"), "call me");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Order at least 1")).toBeVisible();
    expect(screen.getByText("The delivery address is required")).toBeVisible();
    expect(screen.getByText("Enter a valid phone number")).toBeVisible();
    expect(screen.getByLabelText("Delivery address")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);
  });
});
