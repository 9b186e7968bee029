/**
 * A provider's page shows a call link only with a number (issue 34, ADR 0300 addendum): demo providers have none,
 * since an invented number in a real range could ring a stranger.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
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
