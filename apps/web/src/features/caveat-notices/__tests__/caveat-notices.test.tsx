/** /caveat-notices (issue 38): the notices list, filtered by place and title number through the URL. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockService } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as CaveatNotices } from "../routes/caveat-notices";
import { Component as Notice } from "../routes/notice";

const notice = (over: Record<string, unknown>) => ({
  id: 7,
  slug: "caveat-plot-7",
  type: "caveat",
  status: "published",
  title: "Caveat on Plot 7, Ogombo Road",
  excerpt: "Take notice",
  content: "Take notice",
  content_html: "<p>Take notice</p>",
  cover_url: null,
  tags: [],
  author_name: "Ile Editorial",
  reading_minutes: 1,
  title_number: "LA/2019/004512",
  survey_plan_number: null,
  state: "Lagos",
  lga: "Lekki",
  address: "Lekki, Lagos",
  latitude: null,
  longitude: null,
  claimant: null,
  nature_of_claim: null,
  claim_date: null,
  documents: [],
  sample: false,
  published_at: "2026-10-01T10:00:00.000Z",
  created_at: "2026-10-01T10:00:00.000Z",
  updated_at: "2026-10-01T10:00:00.000Z",
  ...over,
});
const list = (posts: unknown[]) => ({
  status: "success",
  posts,
  pagination: { current_page: 1, last_page: 1, per_page: 4, total: posts.length },
});

describe("/caveat-notices", () => {
  it("lists caveats with their title number and place said once, and filters by place and title number", async () => {
    const user = userEvent.setup();
    const calls = mockService("/svc/news", "/posts/caveat/article", (call) => [
      200,
      list(call.query.get("place") === "Ibadan" ? [] : [notice({})]),
    ]);
    const { router } = renderRoute("/caveat-notices", CaveatNotices, "/caveat-notices");
    expect(await screen.findByRole("heading", { level: 1, name: "Caveat notices" })).toBeInTheDocument();
    const item = (await screen.findByRole("link", { name: "Caveat on Plot 7, Ogombo Road" })).closest("li")!;
    expect(item).toHaveTextContent("LA/2019/004512 · Lekki, Lagos");
    expect(item).not.toHaveTextContent("Lekki, Lagos, Lekki");
    expect(within(item).getByRole("link")).toHaveAttribute("href", "/notice/caveat/caveat-plot-7");
    expect(calls[0]?.query.get("type")).toBe("caveat");
    expect(calls[0]?.query.get("status")).toBe("published");

    const form = screen.getByRole("form", { name: "Filter notices" });
    await user.type(within(form).getByLabelText("Place"), "Ibadan");
    await user.type(within(form).getByLabelText("Title number"), "OY/12");
    await user.click(within(form).getByRole("button", { name: "Show notices" }));
    expect(router.state.location.search).toBe("?type=caveat&place=Ibadan&title_number=OY%2F12");
    expect(await screen.findByText("No notices match these filters.")).toBeInTheDocument();
    const last = calls.at(-1)!;
    expect(last.query.get("place")).toBe("Ibadan");
    expect(last.query.get("title_number")).toBe("OY/12");
  });
});

describe("a notice's location", () => {
  it("says each place once (not 'Lekki, Lagos, Lekki, Lagos')", async () => {
    mockService("/svc/news", "/caveat/:id", () => [200, { status: "success", post: notice({}) }]);
    mockService("/svc/news", "/posts/caveat/article", () => [200, list([])]);
    renderRoute("/notice/:type/:slug", Notice, "/notice/caveat/caveat-plot-7");
    const location = await screen.findByText("Location");
    expect(location.nextElementSibling).toHaveTextContent(/^Lekki, Lagos$/);
  });
});
