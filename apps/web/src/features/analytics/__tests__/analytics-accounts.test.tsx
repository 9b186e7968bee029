/**
 * The analytics area's own register and verify-email screens (SPEC §2, ADR 0711): the site's sign-up and
 * verification steps, each leading on to the analytics screens rather than the site's.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { paths } from "@/config/paths";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { Component as Register } from "../routes/analytics-register";
import { Component as VerifyEmail } from "../routes/analytics-verify-email";

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/analytics/app/verify-email", element: <VerifyEmail /> },
      { path: "/analytics/app/verify-email/:userId/:token", element: <VerifyEmail /> },
      { path: "/analytics/app/login", element: <p>The analytics login</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("/analytics/app/register", () => {
  it("registers with the SPEC fields and goes to the analytics verify-email screen with the account", async () => {
    const calls = mockApi(
      route("POST /register", () => [
        201,
        {
          status: "success",
          message: "Registration successful.",
          data: { user_id: 77, email: "ada@example.ng", phone: null, verification_sent_to: ["email"] },
        },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Register />, { routes: ["analytics/app/verify-email"] });
    expect(screen.getByRole("heading", { name: "Create your Ile Analytics account" })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: /^Agent/ }));
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Obi");
    await user.type(screen.getByLabelText("Email address"), "ada@example.ng");
    await user.type(screen.getByLabelText("Password"), "Yaba-market-figures-7");
    await user.type(screen.getByLabelText("Confirm password"), "Yaba-market-figures-7");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.analyticsVerifyEmail));
    expect(router.state.location.state).toEqual({ userId: 77, email: "ada@example.ng", phone: null });
    expect(calls[0]!.body).toMatchObject({ first_name: "Ada", email: "ada@example.ng", role: "agent" });
  });

  it("'Log in' leads to the analytics login, not the site's modal", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Register />, { routes: ["analytics/app/login"] });
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(router.state.location.pathname).toBe(paths.analyticsLogin);
  });
});

describe("/analytics/app/verify-email", () => {
  it("after registering: the phone code verifies the account and leads to the analytics login", async () => {
    const calls = mockApi(
      route("POST /verify/email-or-phone", () => [
        200,
        { status: "success", message: "Verification successful!" },
      ]),
    );
    const user = userEvent.setup();
    const router = renderAt("/analytics/app/verify-email");
    await router.navigate("/analytics/app/verify-email", { state: { userId: 77, phone: "+2348031234567" } });
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify phone" }));
    expect(await screen.findByText("The analytics login")).toBeVisible();
    expect(calls[0]!.body).toMatchObject({ type: "phone", user_id: 77, code: "123456" });
  });

  it("the emailed link verifies on arrival and offers the analytics login", async () => {
    const calls = mockApi(
      route("POST /verify/email-or-phone", () => [
        200,
        { status: "success", message: "Verification successful!" },
      ]),
    );
    const user = userEvent.setup();
    renderAt("/analytics/app/verify-email/77/0123456789abcdef");
    expect(await screen.findByRole("heading", { name: "Verification successful!" })).toBeVisible();
    expect(calls[0]!.body).toEqual({ type: "email", user_id: 77, token: "0123456789abcdef" });
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("The analytics login")).toBeVisible();
  });

  it("a used or expired link says so and sends a new one", async () => {
    mockApi(
      route("POST /verify/email-or-phone", () => [
        422,
        {
          status: "error",
          statusCode: 422,
          code: "VALIDATION_ERROR",
          message: "The given data was invalid.",
          errors: { token: ["bad"] },
        },
      ]),
      route("POST /resend/verification/link-or-code", () => [
        200,
        { status: "success", message: "sent again" },
      ]),
    );
    const user = userEvent.setup();
    renderAt("/analytics/app/verify-email/77/0123456789abcdef");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This verification link is invalid or has expired.",
    );
    await user.click(screen.getByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("sent again");
  });
});
