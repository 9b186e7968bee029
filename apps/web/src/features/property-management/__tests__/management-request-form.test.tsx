/** /property-management › "Ask us to manage your property": the body sent, the checks before it, the server's answer. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CORRECT_FIELDS } from "@/lib/form";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { ManagementRequestForm } from "../components/management-request-form";

const renderForm = () =>
  renderWithRouter(
    <section aria-labelledby="pm-request">
      <h2 id="pm-request">Ask us to manage your property</h2>
      <ManagementRequestForm labelledBy="pm-request" />
    </section>,
  );

describe("the management request form", () => {
  it("sends what was typed (units as a number, empty optional fields left out) and shows the confirmation", async () => {
    const calls = mockRoutes({
      "POST /property-management/requests": () => [
        201,
        { status: "success", message: "Thank you: we will be in touch" },
      ],
    });
    renderForm();
    const form = within(screen.getByRole("form", { name: "Ask us to manage your property" }));
    await userEvent.type(form.getByLabelText("Your name"), "Funke Bello");
    await userEvent.type(form.getByLabelText("Email"), "funke@example.ng");
    await userEvent.type(form.getByLabelText("City or area of the property"), "Surulere");
    await userEvent.clear(form.getByLabelText("Number of units"));
    await userEvent.type(form.getByLabelText("Number of units"), "6");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you: we will be in touch");
    expect(calls[0]!.body).toEqual({
      name: "Funke Bello",
      email: "funke@example.ng",
      city: "Surulere",
      units: 6,
    });
  });

  it("checks the fields before sending: each message on its field, nothing posted", async () => {
    const calls = mockRoutes({});
    renderForm();
    const form = within(screen.getByRole("form", { name: "Ask us to manage your property" }));
    await userEvent.type(form.getByLabelText("Email"), "funke");
    await userEvent.clear(form.getByLabelText("Number of units"));
    await userEvent.type(form.getByLabelText("Number of units"), "0");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    expect(await form.findByRole("alert")).toHaveTextContent(CORRECT_FIELDS);
    expect(form.getByLabelText("Your name")).toHaveAccessibleDescription("name is required");
    expect(form.getByLabelText("Email")).toHaveAccessibleDescription("Enter a valid email address");
    expect(form.getByLabelText("Number of units")).toHaveAccessibleDescription("units must be at least 1");
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    mockRoutes({
      "POST /property-management/requests": () => [
        422,
        {
          status: "error",
          statusCode: 422,
          message: "Validation failed",
          code: "VALIDATION_ERROR",
          errors: { city: ["We do not manage properties there yet"] },
        },
      ],
    });
    renderForm();
    const form = within(screen.getByRole("form", { name: "Ask us to manage your property" }));
    await userEvent.type(form.getByLabelText("Your name"), "Funke Bello");
    await userEvent.type(form.getByLabelText("Email"), "funke@example.ng");
    await userEvent.type(form.getByLabelText("City or area of the property"), "Sokoto");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(form.getByLabelText("City or area of the property")).toHaveAccessibleDescription(
        "We do not manage properties there yet",
      ),
    );
    expect(form.getByLabelText("City or area of the property")).toHaveAttribute("aria-invalid", "true");
  });
});
