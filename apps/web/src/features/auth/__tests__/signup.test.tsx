import { accountMessages } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockApi, route } from "@/testing/api";
import { renderRoute, renderWithRouter } from "@/testing/render";
import { Component as Signup } from "../routes/signup";
import { Component as VerifyAccount } from "../routes/verify-account";
import { Component as VerifyEmail } from "../routes/verify-email";

async function fillSignup() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("radio", { name: /^Landlord/ }));
  await user.type(screen.getByLabelText("First name"), "Tunde");
  await user.type(screen.getByLabelText("Last name"), "Bakare");
  await user.type(screen.getByLabelText("Email address"), "tunde@example.ng");
  await user.type(screen.getByLabelText("Phone number (optional)"), "0803 123 4567");
  await user.type(screen.getByLabelText("Password"), "Ikeja-GRA-house-9");
  await user.type(screen.getByLabelText("Confirm password"), "Ikeja-GRA-house-9");
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("/signup", () => {
  it("sends the SPEC registration fields and goes to /verify-account with the user id", async () => {
    const calls = mockApi(
      route("POST /register", () => [
        201,
        {
          status: "success",
          message: "Registration successful.",
          data: {
            user_id: 42,
            email: "tunde@example.ng",
            phone: "+2348031234567",
            verification_sent_to: ["email", "phone"],
          },
        },
      ]),
    );
    const { router } = renderWithRouter(<Signup />, { routes: ["verify-account"] });
    await fillSignup();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/verify-account"));
    expect(router.state.location.state).toEqual({
      userId: 42,
      email: "tunde@example.ng",
      phone: "+2348031234567",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      first_name: "Tunde",
      last_name: "Bakare",
      email: "tunde@example.ng",
      phone: "0803 123 4567",
      password: "Ikeja-GRA-house-9",
      password_confirmation: "Ikeja-GRA-house-9",
      role: "landlord",
    });
  });

  it("shows each field error of a 422 next to its field", async () => {
    mockApi(
      route("POST /register", () => [
        422,
        {
          status: "error",
          message: "The email has already been taken.",
          code: "REGISTRATION_FAILED",
          errors: {
            email: ["The email has already been taken."],
            phone: ["The phone number has already been taken."],
          },
        },
      ]),
    );
    renderWithRouter(<Signup />);
    await fillSignup();
    const email = screen.getByLabelText("Email address");
    expect(await screen.findByText("The email has already been taken.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email.getAttribute("aria-describedby")).toContain(
      screen.getByText("The email has already been taken.").id,
    );
    expect(screen.getByText("The phone number has already been taken.")).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
  });
});

describe("/signup checks in the browser with the contract's schema", () => {
  it("marks empty and mismatched fields without calling the API", async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    renderWithRouter(<Signup />);
    await user.type(screen.getByLabelText("Email address"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "other");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByText("The first name is required.")).toBeVisible();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a valid email address.")).toBeVisible();
    expect(screen.getByText("The password must be at least 8 characters.")).toBeVisible();
    expect(screen.getByText("The password confirmation does not match.")).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

describe("/verify-account", () => {
  it("takes digits only, at most 6, and submits only with exactly 6", async () => {
    const calls = mockApi(
      route("POST /verify/email-or-phone", () => [
        200,
        { status: "success", message: "Verification successful!" },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(<VerifyAccount />);
    await router.navigate("/", { state: { userId: 42, phone: "+2348031234567" } });
    const code = await screen.findByLabelText("6-digit code");
    const submit = screen.getByRole("button", { name: "Verify phone" });
    await user.type(code, "12a3");
    expect(code).toHaveValue("123");
    expect(submit).toBeDisabled();
    await user.type(code, "45678");
    expect(code).toHaveValue("123456");
    await user.click(submit);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      user_id: 42,
      code: "123456",
    });
  });

  it("a refused code says why above the form and marks the code field (issue 39: the form kit)", async () => {
    const calls = mockApi(
      route("POST /verify/email-or-phone", () => [
        422,
        {
          status: "error",
          statusCode: 422,
          code: "VALIDATION_ERROR",
          message: "The given data was invalid.",
          errors: { code: [accountMessages.invalidPhoneCode] },
        },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(<VerifyAccount />);
    await router.navigate("/", { state: { userId: 42, phone: "+2348031234567" } });
    const code = await screen.findByLabelText("6-digit code");
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Verify phone" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.invalidPhoneCode);
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(calls[0]!.body).toEqual({ type: "phone", user_id: 42, phone: "+2348031234567", code: "654321" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("without a user id, sends a new link to the email typed", async () => {
    const calls = mockApi(
      route("POST /resend/verification/link-or-code", () => [
        200,
        { status: "success", message: "Verification code sent to your email/phone" },
      ]),
    );
    const user = userEvent.setup();
    renderWithRouter(<VerifyAccount />);
    const resend = await screen.findByRole("button", { name: "Resend email link" });
    expect(resend).toBeDisabled();
    await user.type(screen.getByLabelText("Your email address"), " tunde@example.ng ");
    await user.click(resend);
    expect(await screen.findByRole("status")).toHaveTextContent("Verification code sent to your email/phone");
    expect(calls[0]!.body).toEqual({ email: "tunde@example.ng", channel: "email" });
  });

  it("resends the email link for the user id it was given", async () => {
    const calls = mockApi(
      route("POST /resend/verification/link-or-code", () => [
        200,
        { status: "success", message: "Verification code sent to your email/phone" },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(<VerifyAccount />);
    await router.navigate("/", { state: { userId: 42 } });
    await user.click(await screen.findByRole("button", { name: "Resend email link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Verification code sent to your email/phone");
    expect(calls.map((c) => c.path)).toEqual(["/resend/verification/link-or-code"]);
    expect(calls[0]!.body).toEqual({ user_id: 42, channel: "email" });
  });

  it("an email-only account (signed up or logged in by email) is not asked for an SMS code", async () => {
    mockApi(
      route("POST /resend/verification/link-or-code", () => [200, { status: "success", message: "sent" }]),
    );
    const { router } = renderWithRouter(<VerifyAccount />);
    await router.navigate("/", { state: { userId: 42, email: "tunde@example.ng", phone: null } });
    // The navigation's state reaches the page in a transition: wait for it rather than the first render.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Resend email link" })).toBeEnabled());
    expect(screen.queryByLabelText("6-digit code")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Verify phone" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resend SMS code" })).not.toBeInTheDocument();
    expect(screen.getByText(/We sent a link to your email\. Open it/)).toBeInTheDocument();
  });
});

describe("/verify-account for a phone sign-up the page was not told about (issue 38)", () => {
  it("offers the SMS code: asks for the number, texts the code, then verifies it", async () => {
    const calls = mockApi(
      route("POST /resend/verification/link-or-code", () => [
        200,
        { status: "success", message: "Verification code sent to your email/phone" },
      ]),
      route("POST /verify/email-or-phone", () => [
        200,
        { status: "success", message: "Verification successful!" },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(<VerifyAccount />);
    await router.navigate("/", { state: { userId: 42, email: "tunde@example.ng" } });
    await user.click(await screen.findByRole("button", { name: "Get a code by SMS instead" }));
    const ask = screen.getByRole("form", { name: "Get a code by SMS" });
    await user.type(within(ask).getByLabelText("Your phone number"), "+2348031234567");
    await user.click(within(ask).getByRole("button", { name: "Send SMS code" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Verification code sent to your email/phone");
    expect(calls[0]!.body).toEqual({ user_id: 42, phone: "+2348031234567", channel: "phone" });

    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    expect(screen.getByRole("button", { name: "Resend SMS code" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Verify phone" }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ type: "phone", user_id: 42, phone: "+2348031234567", code: "123456" });
  });
});

describe("/verify/email/{userId}/{token}", () => {
  it("a short or expired link shows a plain sentence, not validator text, and sends a new link on one click", async () => {
    const calls = mockApi(
      route("POST /resend/verification/link-or-code", () => [
        200,
        { status: "success", message: "A new verification link is on its way." },
      ]),
      route("POST /verify/email-or-phone", () => [
        422,
        {
          status: "error",
          statusCode: 422,
          code: "VALIDATION_ERROR",
          message: "The given data was invalid.",
          errors: { token: ["Too small: expected string to have >=10 characters"] },
        },
      ]),
    );
    const user = userEvent.setup();
    renderRoute("/verify/email/:userId/:token", VerifyEmail, "/verify/email/42/abc");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This verification link is invalid or has expired.",
    );
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("A new verification link is on its way.");
    const resend = calls.find((c) => c.path.includes("/resend/"))!;
    expect(resend.body).toEqual({
      user_id: 42,
      channel: "email",
    });
  });
});

describe("/signup?as=provider (the home page's Join as a service provider)", () => {
  const registered = () =>
    route("POST /register", () => [
      201,
      {
        status: "success",
        message: "Registration successful.",
        data: { user_id: 43, email: "tunde@example.ng", phone: null, verification_sent_to: ["email"] },
      },
    ]);

  it("ticks I offer home services and, after sign-up, carries on to the Become a provider form", async () => {
    const calls = mockApi(registered());
    const { router } = renderWithRouter(<Signup />, { path: "/?as=provider", routes: ["verify-account"] });
    expect(screen.getByRole("checkbox", { name: /I offer home services/ })).toBeChecked();
    await fillSignup();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/verify-account"));
    expect(router.state.location.state).toMatchObject({
      userId: 43,
      next: "/dashboard/jobs#become-provider",
    });
    // The account itself is registered as usual: being a provider is a profile, not a role (ADR 0300).
    expect(calls[0]!.body.role).toBe("landlord");
    expect(calls[0]!.body).not.toHaveProperty("provider");
  });

  it("unticked (or on plain /signup) goes on as before", async () => {
    mockApi(registered());
    const { router } = renderWithRouter(<Signup />, { path: "/?as=provider", routes: ["verify-account"] });
    await userEvent.click(screen.getByRole("checkbox", { name: /I offer home services/ }));
    await fillSignup();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/verify-account"));
    expect(router.state.location.state).not.toHaveProperty("next");
  });
});

describe("/verify-account with where to go next", () => {
  function LoginTarget() {
    const ui = useUiState();
    return <p data-testid="login">{ui.loginOpen ? `open → ${ui.redirectTo}` : "closed"}</p>;
  }
  afterEach(() => closeLogin());

  it.each([
    ["/dashboard/jobs#become-provider", "/dashboard/jobs#become-provider"],
    ["//elsewhere.example/phish", "/dashboard"],
  ])("after verifying, the login goes on to %s → %s", async (next, expected) => {
    mockApi(
      route("POST /verify/email-or-phone", () => [
        200,
        { status: "success", message: "Verification successful!" },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      <>
        <VerifyAccount />
        <LoginTarget />
      </>,
    );
    await router.navigate("/", { state: { userId: 43, phone: "+2348031234567", next } });
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify phone" }));
    await vi.waitFor(() => expect(screen.getByTestId("login")).toHaveTextContent(`open → ${expected}`));
  });
});
