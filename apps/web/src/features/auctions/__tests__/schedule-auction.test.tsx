/** Issue 39: scheduling an auction checks the body it sends (kobo, ISO times) with the contract's schema first. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockApi, route } from "@/testing/api";
import { listing, page } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import MyAuctions from "../components/my-auctions";

afterEach(() => clearSession());

describe("scheduling an auction", () => {
  it("puts the contract's message on an empty opening bid without calling the API", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "landlord" } });
    const calls = mockApi(
      route("GET /properties/mine", () => [
        200,
        page([listing({ id: 3, slug: "duplex-lekki", title: "Duplex in Lekki" })]),
      ]),
    );
    renderWithRouter(<MyAuctions />);
    await user.click(screen.getByRole("button", { name: "Schedule an auction" }));
    const form = await screen.findByRole("form", { name: "Schedule an auction" });
    await user.type(within(form).getByLabelText("Reserve price (₦)"), "40000000");
    await user.click(within(form).getByRole("button", { name: "Schedule auction" }));
    expect(await within(form).findByText("Starting price must be more than zero")).toBeVisible();
    expect(within(form).getByLabelText("Opening bid (₦)")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
