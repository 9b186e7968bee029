/** Issue 38: the quantity's label read "Quantity (trip (20 tonnes))"; the unit now says how it is sold. */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mapProduct } from "@/lib/api-client";
import { clearSession, saveLogin } from "@/lib/session-storage";
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
});
