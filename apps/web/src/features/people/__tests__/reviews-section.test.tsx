import type { Review, ReviewsListReply } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { ReviewsSection } from "../components/reviews-section";

const review: Review = {
  id: 91,
  rating: 4,
  comment: "Fixed the borehole in a day",
  reviewer: { id: 7, name: "Ada Obi", profile_picture: null },
  reply: null,
  replied_at: null,
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: "2026-11-20T09:00:00.000Z",
};
/** The reviews' routes answer through `mockService` on the main API: the typed routes list only their GET. */
const list = (data: Review[], mine: Review | null = null): ReviewsListReply => ({
  status: "success",
  data: {
    average_rating: data.length ? 4 : 0,
    reviews_count: data.length,
    breakdown: { "4": data.length },
    mine,
    data,
    pagination: { current_page: 1, last_page: 1, per_page: 10, total: data.length },
  },
});

afterEach(() => clearSession());

describe("ReviewsSection (issue 5; the form kit, issue 39)", () => {
  it("asks for a rating before sending, then sends the rating and the trimmed comment", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    const calls = mockService(env.apiBase, "/people/chidi-okafor/reviews", (call) =>
      call.method === "GET"
        ? [200, list([])]
        : [201, { status: "success", message: "Thank you. Your review is published.", data: review }],
    );
    renderWithRouter(
      <ReviewsSection profileKey="chidi-okafor" profileId={12} personRole="agent" name="Chidi Okafor" />,
    );
    const form = await screen.findByRole("form", { name: "Write a review" });
    await userEvent.type(within(form).getByLabelText(/Comment/), "  Fixed the borehole in a day  ");
    await userEvent.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Choose a rating from 1 to 5 stars.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.click(within(form).getByLabelText("4 stars"));
    await userEvent.click(within(form).getByRole("button", { name: "Submit review" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      rating: 4,
      comment: "Fixed the borehole in a day",
    });
    await waitFor(() => expect(within(form).getByLabelText(/Comment/)).toHaveValue(""));
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal in the form", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    mockService(env.apiBase, "/people/chidi-okafor/reviews", (call) =>
      call.method === "GET"
        ? [200, list([])]
        : [
            409,
            {
              status: "error",
              statusCode: 409,
              code: "CONFLICT",
              message: "You have already reviewed this profile.",
            },
          ],
    );
    renderWithRouter(
      <ReviewsSection profileKey="chidi-okafor" profileId={12} personRole="agent" name="Chidi Okafor" />,
    );
    const form = await screen.findByRole("form", { name: "Write a review" });
    await userEvent.click(within(form).getByLabelText("5 stars"));
    await userEvent.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "You have already reviewed this profile.",
    );
  });

  it("the profile's owner replies to a review: the trimmed reply is sent", async () => {
    saveLogin({
      token: "t0ken",
      expires_in: 3600,
      user: { id: 12, full_name: "Chidi Okafor", role: "agent" },
    });
    mockService(env.apiBase, "/people/chidi-okafor/reviews", () => [200, list([review])]);
    const calls = mockService(env.apiBase, "/reviews/91/reply", () => [
      200,
      {
        status: "success",
        message: "Your reply is published.",
        data: { ...review, reply: "Thank you, Ada" },
      },
    ]);
    renderWithRouter(
      <ReviewsSection profileKey="chidi-okafor" profileId={12} personRole="agent" name="Chidi Okafor" />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Reply" }));
    const box = await screen.findByLabelText("Your reply");
    const publish = screen.getByRole("button", { name: "Publish reply" });
    expect(publish).toBeDisabled();
    await userEvent.type(box, " Thank you, Ada ");
    await userEvent.click(publish);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ reply: "Thank you, Ada" });
    await waitFor(() => expect(screen.queryByLabelText("Your reply")).toBeNull());
  });
});
