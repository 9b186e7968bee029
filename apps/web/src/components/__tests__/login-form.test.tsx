/**
 * Issue 39: the login's credentials go through the form kit — the contract's messages show on the fields before
 * anything is sent, and a 422's field errors land on the same fields (the first also in the alert, SPEC §8).
 */
import { accountFormMessages } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { LoginForm } from "../login-form";

describe("LoginForm", () => {
  it("shows the contract's messages on the fields without calling the API", async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    const onLoggedIn = vi.fn();
    renderWithRouter(<LoginForm onLoggedIn={onLoggedIn} />);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(accountFormMessages.identifierRequired)).toBeVisible();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("The password is required.")).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields, sending the phone as `phone`", async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      route("POST /login", () => [
        422,
        {
          status: "error",
          message: "The given data was invalid.",
          code: "VALIDATION_ERROR",
          errors: { phone: ["Enter a Nigerian mobile number."] },
        },
      ]),
    );
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    await user.click(screen.getByRole("radio", { name: "Phone" }));
    await user.type(screen.getByLabelText("Phone number"), " 0801 ");
    await user.type(screen.getByLabelText("Password"), "Secret123!");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a Nigerian mobile number.");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(calls[0]?.body).toEqual({ phone: "0801", password: "Secret123!" });
  });
});
