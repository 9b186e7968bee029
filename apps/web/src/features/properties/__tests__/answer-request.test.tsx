/**
 * Issue 37 (ADR 0270): an agent answers a matching property request with a message and one of their available
 * listings; the API's message is shown; a refusal (e.g. already answered) is announced.
 */
import type { PropertyRequest } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { listing, page } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import MatchingRequests from "../components/dashboard/matching-requests";

afterEach(() => clearSession());

const request: PropertyRequest = {
  id: 12,
  listing_type: "rent",
  category: null,
  property_type: null,
  state: "Lagos",
  city: "Yaba",
  min_budget: null,
  max_budget: 3_500_000,
  bedrooms: 2,
  move_in_date: null,
  note: "",
  requester: { id: 9, name: "Kemi Seeker" },
  created_at: "2026-11-21T10:00:00.000Z",
};

describe("answering a matching request", () => {
  it("sends the message and the chosen listing, then says it was sent", async () => {
    saveLogin({ token: "t", expires_in: 3600, user: { id: 7, full_name: "Chidi Okafor", role: "agent" } });
    let refuse = false;
    const calls = mockRoutes({
      "GET /property-requests/matching": () => [200, page([request])],
      "GET /properties/mine": () => [
        200,
        page([
          listing({ slug: "flat-yaba", title: "3 bedroom flat in Yaba" }),
          listing({ slug: "let", title: "Rented flat", status: "rented" }),
        ]),
      ],
      "POST /property-requests/12/responses": () =>
        refuse
          ? [
              409,
              {
                status: "error",
                statusCode: 409,
                message: "You have already answered this request",
                code: "CONFLICT",
              },
            ]
          : [
              200,
              {
                status: "success",
                message: "Your answer was sent to the requester",
                data: {
                  id: 1,
                  request_id: 12,
                  message: "x",
                  listing: null,
                  responder: { id: 7, name: "Chidi Okafor" },
                  created_at: "2026-11-27T10:00:00.000Z",
                },
              },
            ],
    });
    const user = userEvent.setup();
    const first = renderWithRouter(<MatchingRequests />);
    await user.click(await screen.findByRole("button", { name: "Answer this request" }));
    await user.type(screen.getByLabelText("Your message"), "My flat is 5 minutes from UNILAG.");
    const select = screen.getByLabelText("Suggest one of your listings (optional)");
    await screen.findByRole("option", { name: "3 bedroom flat in Yaba" });
    expect(screen.queryByRole("option", { name: "Rented flat" })).toBeNull();
    await user.selectOptions(select, "flat-yaba");
    await user.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your answer was sent to the requester");
    const sent = calls.find((c) => c.method === "POST");
    expect(sent?.body).toEqual({ message: "My flat is 5 minutes from UNILAG.", listing_slug: "flat-yaba" });

    first.unmount();
    refuse = true;
    renderWithRouter(<MatchingRequests />);
    await user.click(await screen.findByRole("button", { name: "Answer this request" }));
    await user.type(screen.getByLabelText("Your message"), "Checking you saw my message.");
    await user.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already answered this request");
  });

  it("checks the message with the contract's schema before sending (issue 39)", async () => {
    saveLogin({ token: "t", expires_in: 3600, user: { id: 7, full_name: "Chidi Okafor", role: "agent" } });
    const calls = mockRoutes({
      "GET /property-requests/matching": () => [200, page([request])],
      "GET /properties/mine": () => [200, page([])],
    });
    const user = userEvent.setup();
    renderWithRouter(<MatchingRequests />);
    await user.click(await screen.findByRole("button", { name: "Answer this request" }));
    await user.type(screen.getByLabelText("Your message"), "Hi");
    await user.click(screen.getByRole("button", { name: "Send answer" }));
    expect(await screen.findByText("Message must be at least 10 characters")).toBeVisible();
    expect(screen.getByLabelText("Your message")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
