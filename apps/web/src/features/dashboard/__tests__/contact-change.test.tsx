/**
 * Issue 39: changing the e-mail or phone checks the contract's bodies (the API's own) before sending, and the
 * API's 422 lands on the same fields.
 */
import { accountMessages } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import type { Profile } from "../api/profile";
import { ContactChange } from "../components/contact-change";

const profile = { email: "ada@example.ng", phone: null } as unknown as Profile;

describe("ContactChange", () => {
  it("checks the new e-mail and the password before sending, then shows the server's field errors", async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      route("POST /security/email", () => [
        422,
        {
          status: "error",
          message: accountMessages.currentPasswordWrong,
          code: "VALIDATION_ERROR",
          errors: { current_password: [accountMessages.currentPasswordWrong] },
        },
      ]),
    );
    renderWithRouter(<ContactChange profile={profile} />);
    await user.click(screen.getByRole("button", { name: "Change email" }));
    const form = await screen.findByRole("form", { name: "Change email" });
    await user.type(within(form).getByLabelText("New email"), "ada@");
    await user.click(within(form).getByRole("button", { name: "Send the link" }));
    expect(await within(form).findByText(accountMessages.emailInvalid)).toBeVisible();
    expect(within(form).getByLabelText("New email")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByText(accountMessages.currentPasswordRequired)).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(within(form).getByLabelText("New email"), "moved.ng");
    await user.type(within(form).getByLabelText("Current password"), "not-my-password");
    await user.click(within(form).getByRole("button", { name: "Send the link" }));
    expect(await within(form).findByText(accountMessages.currentPasswordWrong)).toBeVisible();
    expect(within(form).getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(calls[0]?.body).toEqual({ email: "ada@moved.ng", current_password: "not-my-password" });
  });

  it("refuses a number that is not Nigerian before sending", async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderWithRouter(<ContactChange profile={profile} />);
    await user.click(screen.getByRole("button", { name: "Add a phone number" }));
    const form = await screen.findByRole("form", { name: "Change phone number" });
    await user.type(within(form).getByLabelText("New phone number"), "12345");
    await user.type(within(form).getByLabelText("Current password"), "Secret123!");
    await user.click(within(form).getByRole("button", { name: "Send the code" }));
    expect(await within(form).findByText(accountMessages.phoneInvalid)).toBeVisible();
    expect(within(form).getByLabelText("New phone number")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });
});
