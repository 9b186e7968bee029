import type { PropertyRequest } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { Component as RequestForm } from "../routes/request-form";

function LoginProbe() {
  const s = useUiState();
  return <output data-testid="login">{s.loginOpen ? `open ${s.redirectTo}` : "closed"}</output>;
}

const posted: PropertyRequest = {
  id: 9,
  listing_type: "rent",
  category: "apartment",
  property_type: null,
  state: "Lagos",
  city: "Yaba",
  min_budget: null,
  max_budget: 1_500_000,
  bedrooms: 2,
  move_in_date: "2027-01-15",
  note: "",
  requester: { id: 7, name: "Ada Obi" },
  created_at: "2026-11-23T09:00:00.000Z",
};

afterEach(() => {
  clearSession();
  closeLogin();
  vi.unstubAllGlobals();
});

describe("/request-form", () => {
  it("signed out: asks to log in and opens the login modal back to this page", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <RequestForm />
        <LoginProbe />
      </>,
    );
    expect(screen.getByRole("heading", { name: "Log in to post a request" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Post request" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByTestId("login")).toHaveTextContent("open /request-form");
  });

  it("shows field errors without calling the API, then posts and lists the request under My requests", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "user" } });
    let mine: PropertyRequest[] = [];
    let body: unknown = null;
    const calls = mockRoutes({
      "GET /property-requests/mine": () => [
        200,
        { status: "success", data: mine, meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      ],
      "POST /property-requests": (call) => {
        body = call.body;
        mine = [posted];
        return [201, { status: "success", message: "Your request has been posted", data: posted }];
      },
    });
    renderWithRouter(<RequestForm />);
    expect(await screen.findByText("You have not posted a request yet.")).toBeVisible();

    await user.type(screen.getByLabelText("Minimum budget (₦, optional)"), "2000000");
    await user.type(screen.getByLabelText("Maximum budget (₦)"), "1000000");
    await user.click(screen.getByRole("button", { name: "Post request" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByLabelText("State")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("State is required")).toBeVisible();
    expect(screen.getByText("Minimum budget must not be more than the maximum")).toBeVisible();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(screen.getByLabelText("Minimum budget (₦, optional)"));
    await user.clear(screen.getByLabelText("Maximum budget (₦)"));
    await user.type(screen.getByLabelText("Maximum budget (₦)"), "1500000");
    await user.type(screen.getByLabelText("State"), "Lagos");
    await user.type(screen.getByLabelText(/^Town or area/), "Yaba");
    await user.selectOptions(screen.getByLabelText("Category (optional)"), "apartment");
    await user.type(screen.getByLabelText("Bedrooms (at least, optional)"), "2");
    await user.type(screen.getByLabelText("Move-in date (optional)"), "2027-01-15");
    await user.click(screen.getByRole("button", { name: "Post request" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Your request has been posted");
    expect(body).toEqual({
      listing_type: "rent",
      category: "apartment",
      property_type: null,
      state: "Lagos",
      city: "Yaba",
      min_budget: null,
      max_budget: 1_500_000,
      bedrooms: 2,
      move_in_date: "2027-01-15",
      note: "",
    });
    const list = screen.getByRole("region", { name: "My requests" });
    const card = await within(list).findByRole("article");
    expect(card).toHaveTextContent("2+ bedroom Apartment / flat for rent");
    expect(card).toHaveTextContent("Yaba, Lagos");
    expect(card).toHaveTextContent("Up to ₦1,500,000.00");
    expect(card).toHaveTextContent("Jan 15, 2027");
  });

  it("shows the server's field errors by their fields", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "user" } });
    mockRoutes({
      "GET /property-requests/mine": () => [
        200,
        { status: "success", data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      ],
      "POST /property-requests": () => [
        422,
        {
          status: "error",
          statusCode: 422,
          message: "Validation failed",
          code: "VALIDATION_ERROR",
          errors: { state: ["State is not served yet"] },
        },
      ],
    });
    renderWithRouter(<RequestForm />);
    await user.type(screen.getByLabelText("State"), "Lagos");
    await user.type(screen.getByLabelText("Maximum budget (₦)"), "900000");
    await user.click(screen.getByRole("button", { name: "Post request" }));
    expect(await screen.findByText("State is not served yet")).toBeVisible();
    expect(screen.getByLabelText("State")).toHaveAttribute("aria-invalid", "true");
  });

  it("budgets are typed in naira (separators and ₦ allowed) and sent in naira; the schema's messages show by their fields", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "user" } });
    let body: unknown = null;
    const calls = mockRoutes({
      "GET /property-requests/mine": () => [
        200,
        { status: "success", data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      ],
      "POST /property-requests": (call) => {
        body = call.body;
        return [201, { status: "success", message: "Your request has been posted", data: posted }];
      },
    });
    renderWithRouter(<RequestForm />);
    const form = await screen.findByRole("form", { name: "Post a request" });
    const min = within(form).getByLabelText("Minimum budget (₦, optional)");
    const max = within(form).getByLabelText("Maximum budget (₦)");
    expect(max).toHaveAttribute("inputmode", "decimal");

    await user.type(within(form).getByLabelText("State"), "Lagos");
    await user.click(within(form).getByRole("button", { name: "Post request" }));
    expect(max).toHaveAccessibleDescription("Rent per year Maximum budget is required");
    expect(max).toHaveFocus();
    await user.type(max, "0");
    await user.type(within(form).getByLabelText("Bedrooms (at least, optional)"), "-1");
    await user.click(within(form).getByRole("button", { name: "Post request" }));
    expect(max).toHaveAccessibleDescription("Rent per year Budget must be more than zero");
    expect(within(form).getByLabelText("Bedrooms (at least, optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(max);
    await user.clear(within(form).getByLabelText("Bedrooms (at least, optional)"));
    await user.click(within(form).getByLabelText("Buy"));
    await user.type(min, "₦ 45,000,000");
    await user.type(max, "120 000 000.50");
    await user.click(within(form).getByRole("button", { name: "Post request" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Your request has been posted");
    expect(body).toMatchObject({
      listing_type: "sale",
      state: "Lagos",
      min_budget: 45_000_000,
      max_budget: 120_000_000.5,
      bedrooms: null,
    });
    // The form starts again, renting, once posted.
    expect(max).toHaveValue("");
    expect(within(form).getByLabelText("Rent")).toBeChecked();
  }, 30_000);

  it("puts a 422's budget errors on the budget fields", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "user" } });
    mockRoutes({
      "GET /property-requests/mine": () => [
        200,
        { status: "success", data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      ],
      "POST /property-requests": () => [
        422,
        {
          status: "error",
          statusCode: 422,
          message: "Validation failed",
          code: "VALIDATION_ERROR",
          errors: {
            max_budget: ["Number must be less than or equal to 100000000000"],
            min_budget: ["Too low"],
          },
        },
      ],
    });
    renderWithRouter(<RequestForm />);
    const form = await screen.findByRole("form", { name: "Post a request" });
    await user.type(within(form).getByLabelText("State"), "Lagos");
    await user.type(within(form).getByLabelText("Minimum budget (₦, optional)"), "1");
    await user.type(within(form).getByLabelText("Maximum budget (₦)"), "900,000");
    await user.click(within(form).getByRole("button", { name: "Post request" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Please correct the highlighted fields.",
    );
    expect(within(form).getByLabelText("Maximum budget (₦)")).toHaveAccessibleDescription(
      "Rent per year Number must be less than or equal to 100000000000",
    );
    expect(within(form).getByLabelText("Minimum budget (₦, optional)")).toHaveAccessibleDescription(
      "Too low",
    );
    expect(within(form).getByLabelText("State")).not.toHaveAttribute("aria-invalid");
  });
});
