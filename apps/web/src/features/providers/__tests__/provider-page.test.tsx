/**
 * A provider's page shows a call link only with a number (issue 34, ADR 0300 addendum): demo providers have none,
 * since an invented number in a real range could ring a stranger.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockService } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as ProviderPage } from "../routes/provider";

const show = (phones: string[]) => {
  mockService(env.providersBase, "/providers/5", () => [
    200,
    {
      status: "success",
      data: { id: 5, user_id: 9, name: "Tunde Okafor Services", category: "plumber", phone_numbers: phones },
    },
  ]);
  mockService(env.providersBase, "/providers/5/reviews", () => [
    200,
    {
      status: "success",
      data: [],
      average_rating: 0,
      pagination: { page: 1, per_page: 10, total: 0, pages: 0 },
    },
  ]);
  renderRoute("/providers/:id", ProviderPage, "/providers/5");
};

describe("a provider's phone", () => {
  it("without a number: no tel: link, and the page says none is listed", async () => {
    show([]);
    expect(await screen.findByRole("heading", { level: 1, name: "Tunde Okafor Services" })).toBeVisible();
    expect(screen.getByText("No phone number listed.")).toBeVisible();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("with numbers: a tel: link for each", async () => {
    show(["+2348031234567", "+2348127654321"]);
    expect(await screen.findByRole("link", { name: "+2348031234567" })).toHaveAttribute(
      "href",
      "tel:+2348031234567",
    );
    expect(screen.getByRole("link", { name: "+2348127654321" })).toHaveAttribute(
      "href",
      "tel:+2348127654321",
    );
    expect(screen.queryByText("No phone number listed.")).toBeNull();
  });
});

describe("Request a quote", () => {
  afterEach(() => clearSession());

  it("checks the request in the browser first: each missing field says why, and nothing is sent", async () => {
    saveLogin({ token: "t", expires_in: 3600, user: { id: 7, full_name: "Ada Obi" } });
    const sent = mockService(env.providersBase, "/jobs", () => [
      201,
      { status: "success", message: "", data: {} },
    ]);
    show([]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Budget (₦, optional)"), "20,000");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("The job title is required")).toBeVisible();
    expect(screen.getByText("The description of the job is required")).toBeVisible();
    expect(screen.getByText("The address is required")).toBeVisible();
    expect(screen.getByLabelText("What do you need done?")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText("What do you need done?"), "Leaking kitchen sink");
    await user.type(screen.getByLabelText("Details"), "Water under the sink.");
    await user.type(screen.getByLabelText("Address"), "12 Admiralty Way");
    await user.type(screen.getByLabelText("State"), "Lagos");
    await user.type(screen.getByLabelText("Town or area"), "Lekki");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      provider_id: 5,
      title: "Leaking kitchen sink",
      details: "Water under the sink.",
      address: "12 Admiralty Way",
      state: "Lagos",
      city: "Lekki",
      budget: 20000,
    });
  });
});
