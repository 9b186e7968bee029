import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockService } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as Notice } from "../routes/notice";

const post = {
  id: 7,
  slug: "sample-caveat-plot-7",
  type: "caveat",
  status: "published",
  title: "Sample caveat notice: Plot 7, Ogombo Road",
  excerpt: "Sample",
  content: "TAKE NOTICE <b>x</b>",
  content_html: "<p>TAKE NOTICE &lt;b&gt;x&lt;/b&gt;</p>",
  cover_url: null,
  tags: [],
  author_name: "Ile Editorial",
  reading_minutes: 1,
  title_number: "LA/SAMPLE/2026/0107",
  survey_plan_number: "LS/D/SAMPLE/0107",
  state: "Lagos",
  lga: "Eti-Osa",
  address: "Plot 7, Ogombo Road, Ajah",
  latitude: 6.45,
  longitude: 3.59,
  claimant: "Adaeze Sample-Okoro (fictional)",
  nature_of_claim: "Purchaser's interest",
  claim_date: "2026-09-14",
  documents: [],
  sample: true,
  published_at: "2026-10-01T10:00:00.000Z",
  created_at: "2026-10-01T10:00:00.000Z",
  updated_at: "2026-10-01T10:00:00.000Z",
};
const list = (posts: unknown[], page = 1, last = 1) => ({
  status: "success",
  posts,
  pagination: { current_page: page, last_page: last, per_page: 4, total: posts.length },
});

describe("/notice/{type}/{slug}", () => {
  it("shows the notice's fields, the sample label, escaped content and a map", async () => {
    mockService("/svc/news", "/caveat/:id", () => [200, { status: "success", post }]);
    const calls = mockService("/svc/news", "/posts/caveat/article", () => [
      200,
      list([{ ...post, id: 8, title: "Other notice" }]),
    ]);
    renderRoute("/notice/:type/:slug", Notice, "/notice/caveat/sample-caveat-plot-7");
    expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText("LA/SAMPLE/2026/0107")).toBeInTheDocument();
    expect(screen.getByText(/Sample notice: the parties and numbers are fictional/)).toBeInTheDocument();
    expect(screen.getByText("TAKE NOTICE <b>x</b>")).toBeInTheDocument();
    expect(screen.getByTitle(`Map of ${post.title}`)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Other notice" })).toBeInTheDocument();
    expect(calls[0]?.query.get("status")).toBe("published");
    expect(calls[0]?.query.get("per_page")).toBe("4");
  });

  it("says 'Post not found.' for a missing post", async () => {
    mockService("/svc/news", "/caveat/:id", () => [
      404,
      { status: "error", statusCode: 404, message: "Post not found." },
    ]);
    mockService("/svc/news", "/posts/caveat/article", () => [200, list([])]);
    renderRoute("/notice/:type/:slug", Notice, "/notice/caveat/nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("Post not found.");
  });

  it("raises the SPEC message when posts is not a list", async () => {
    mockService("/svc/news", "/caveat/:id", () => [200, { status: "success", post }]);
    mockService("/svc/news", "/posts/caveat/article", () => [200, { status: "success", posts: {} }]);
    renderRoute("/notice/:type/:slug", Notice, "/notice/caveat/sample-caveat-plot-7");
    expect(await screen.findByText("Invalid caveat posts response structure")).toBeInTheDocument();
  });
});
