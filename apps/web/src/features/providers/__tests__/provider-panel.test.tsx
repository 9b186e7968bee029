import type { ProviderReviewWire, ProviderWire } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { ProviderPanel } from "../components/provider-panel";

const me = {
  id: 3,
  user_id: 30,
  name: "Tunde Pipes",
  photos: ["uploads/providers/a-1280.webp"],
} as ProviderWire;
const review = (over: Partial<ProviderReviewWire>): ProviderReviewWire => ({
  id: 11,
  provider_id: 3,
  job_id: 9,
  author_name: "Ada Obi",
  rating: 4,
  comment: "Fixed the leak fast.",
  reply: null,
  replied_at: null,
  created_at: "2026-11-20T09:00:00.000Z",
  ...over,
});
const reviews = (data: ProviderReviewWire[]) => ({
  status: "success",
  data,
  average_rating: 4,
  pagination: { current_page: 1, last_page: 1, per_page: 12, total: data.length },
});

describe("Jobs and quotes → your provider profile", () => {
  it("replies once to a review; a review already answered shows the reply and no form", async () => {
    let answered = false;
    mockService(env.providersBase, "/providers/3/reviews", () => [
      200,
      reviews([
        review(answered ? { reply: "Thank you, Ada!" } : {}),
        review({ id: 12, author_name: "Bola", reply: "Glad to help." }),
      ]),
    ]);
    const sent = mockService(env.providersBase, "/reviews/11/reply", () => {
      answered = true;
      return [200, { status: "success", message: "Reply saved" }];
    });
    renderWithRouter(<ProviderPanel me={me} />);
    expect(screen.getByRole("link", { name: "Tunde Pipes" })).toHaveAttribute("href", "/providers/3");
    expect(screen.getByRole("list", { name: "Your photos of work" }).querySelector("img")).toHaveAttribute(
      "src",
      `${env.providersBase}/uploads/providers/a-1280.webp`,
    );
    const bola = await screen.findByRole("listitem", { name: "Review by Bola" });
    expect(bola).toHaveTextContent("Your reply: Glad to help.");
    expect(within(bola).queryByRole("button", { name: "Post reply" })).toBeNull();

    const ada = screen.getByRole("listitem", { name: "Review by Ada Obi" });
    const user = userEvent.setup();
    await user.click(within(ada).getByRole("button", { name: "Post reply" }));
    expect(within(ada).getByText("Write your reply")).toBeVisible();
    expect(sent).toHaveLength(0);
    await user.type(within(ada).getByLabelText("Reply (once, shown under the review)"), "Thank you, Ada!");
    await user.click(within(ada).getByRole("button", { name: "Post reply" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ reply: "Thank you, Ada!" });
    expect(await screen.findByText("Your reply: Thank you, Ada!")).toBeVisible();
  });

  it("shows the server's message when a reply is refused", async () => {
    mockService(env.providersBase, "/providers/3/reviews", () => [200, reviews([review({})])]);
    mockService(env.providersBase, "/reviews/11/reply", () => [
      409,
      { status: "error", message: "You have already replied to this review", code: "ALREADY_REPLIED" },
    ]);
    renderWithRouter(<ProviderPanel me={me} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Reply (once, shown under the review)"), "Thanks");
    await user.click(screen.getByRole("button", { name: "Post reply" }));
    expect(await screen.findByText("You have already replied to this review")).toBeVisible();
  });

  it("uploads photos of work to /me/photos as images[]", async () => {
    mockService(env.providersBase, "/providers/3/reviews", () => [200, reviews([])]);
    const sent = mockService(env.providersBase, "/me/photos", () => [201, { status: "success", data: me }]);
    renderWithRouter(<ProviderPanel me={me} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText("Add photos of your work"), [
      new File(["a"], "a.jpg", { type: "image/jpeg" }),
      new File(["b"], "b.png", { type: "image/png" }),
    ]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.form!.getAll("images[]")).toHaveLength(2);
    expect(await screen.findByText("2 photos added")).toBeVisible();
  });
});
