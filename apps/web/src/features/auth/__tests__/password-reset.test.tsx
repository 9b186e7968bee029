/** /forgot-password and /reset-password: the contract's password rules are checked before sending. */
import { accountFormMessages } from "@ile/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as ForgotPassword } from "../routes/forgot-password";
import { Component as ResetPassword } from "../routes/reset-password";

const ok = (message: string) => () => [200, { status: "success", message }] as const;

describe("/reset-password", () => {
  it("a short password or a different confirmation is refused on its field, and nothing is sent", async () => {
    const calls = mockApi(route("POST /reset-password", ok("Your password has been reset. Please log in.")));
    renderRoute("/reset-password", ResetPassword, "/reset-password?token=abc");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("The password must be at least 8 characters.")).toBeVisible();
    expect(screen.getByText(accountFormMessages.passwordsDiffer)).toBeVisible();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "A-brand-new-password-77");
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "A-brand-new-password-77");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Your password has been reset. Please log in.")).toBeVisible();
    expect(calls[0]!.body).toEqual({
      token: "abc",
      password: "A-brand-new-password-77",
      password_confirmation: "A-brand-new-password-77",
    });
  });

  it("the server's refusal of the password lands on the field", async () => {
    mockApi(
      route("POST /reset-password", () => [
        422,
        {
          status: "error",
          message: "The given data was invalid.",
          code: "VALIDATION_FAILED",
          errors: { password: ["This password is too common."] },
        },
      ]),
    );
    renderRoute("/reset-password", ResetPassword, "/reset-password?token=abc");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "password123");
    await user.type(screen.getByLabelText("Confirm new password"), "password123");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("This password is too common.")).toBeVisible();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("/forgot-password", () => {
  it("sends the email typed, or the phone once the method changes", async () => {
    const calls = mockApi(route("POST /forgot-password", ok("If the account exists, a link is on its way.")));
    renderRoute("/forgot-password", ForgotPassword, "/forgot-password");
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: /phone/i }));
    await user.type(screen.getByLabelText("Phone number"), " 0803 123 4567 ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("If the account exists, a link is on its way.")).toBeVisible();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ phone: "0803 123 4567" });
  });
});
