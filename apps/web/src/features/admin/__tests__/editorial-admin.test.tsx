import { communityMessages, type NewsPost, type Video } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import EditorialAdmin from "../components/editorial-admin";

const post: NewsPost = {
  id: 12,
  slug: "caveat-on-plot-14-ogombo-road",
  type: "caveat",
  status: "in_review",
  title: "Caveat on Plot 14, Ogombo Road",
  excerpt: "",
  content: "Take notice.",
  content_html: "<p>Take notice.</p>",
  cover_url: null,
  tags: [],
  author_name: "Kemi Adeyemi",
  reading_minutes: 1,
  title_number: "LA/2019/004512",
  survey_plan_number: null,
  state: "Lagos",
  lga: "Eti-Osa",
  address: "Plot 14, Ogombo Road",
  latitude: null,
  longitude: null,
  claimant: "Sample Claimant Ltd",
  nature_of_claim: null,
  claim_date: null,
  documents: [],
  sample: false,
  published_at: null,
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: "2026-11-20T09:00:00.000Z",
};
const page = (posts: NewsPost[]) => ({
  status: "success",
  posts,
  pagination: { current_page: 1, last_page: 1, per_page: 100, total: posts.length },
});

const signIn = (role: string) =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 5, full_name: "Ada Obi", role } });

beforeEach(() => signIn("admin"));
afterEach(() => clearSession());

describe("Admin → Editorial", () => {
  it("lists posts by state and publishes one in review", async () => {
    const lists = mockService("/svc/news", "/editor/posts", (c) => [
      200,
      page(c.query.get("status") === "in_review" ? [post] : []),
    ]);
    const moves = mockService("/svc/news", "/editor/posts/12/publish", () => [
      200,
      { status: "success", message: "Published", post: { ...post, status: "published" } },
    ]);
    renderWithRouter(<EditorialAdmin />);
    expect(await screen.findByText("No posts: drafts")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "In review" }));
    const item = await screen.findByRole("listitem", { name: post.title });
    expect(item).toHaveTextContent("Caveat notice · Kemi Adeyemi");
    expect(item).toHaveTextContent("title LA/2019/004512");
    await userEvent.click(within(item).getByRole("button", { name: `Publish: ${post.title}` }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]!.method).toBe("POST");
    expect(lists.map((c) => c.query.get("status"))).toEqual(expect.arrayContaining(["draft", "in_review"]));
  });

  it("removes a post with a reason", async () => {
    mockService("/svc/news", "/editor/posts", () => [200, page([{ ...post, status: "draft" }])]);
    const removed = mockService("/svc/news", "/editor/posts/12/remove", () => [
      200,
      { status: "success", message: "Removed from the site", post: { ...post, status: "archived" } },
    ]);
    renderWithRouter(<EditorialAdmin />);
    const item = await screen.findByRole("listitem", { name: post.title });
    await userEvent.click(within(item).getByRole("button", { name: `Remove: ${post.title}` }));
    const dialog = screen.getByRole("dialog", { name: `Remove: ${post.title}` });
    await userEvent.type(await within(dialog).findByLabelText("Reason"), "Claim withdrawn by the claimant");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(removed[0]!.body).toEqual({ reason: "Claim withdrawn by the claimant" });
  });

  it("writes a new notice: checks the title first, then sends the notice fields", async () => {
    mockService("/svc/news", "/editor/posts", (c) =>
      c.method === "POST"
        ? [201, { status: "success", message: "Saved", post: { ...post, status: "draft" } }]
        : [200, page([])],
    );
    renderWithRouter(<EditorialAdmin />);
    await userEvent.click(await screen.findByRole("button", { name: "New post" }));
    const form = screen.getByRole("form", { name: "Post editor" });
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText("Title must be at least 3 characters")).toBeInTheDocument();

    const saved = mockService("/svc/news", "/editor/posts", (c) => [
      c.method === "POST" ? 201 : 200,
      c.method === "POST"
        ? { status: "success", message: "Saved", post: { ...post, status: "draft" } }
        : page([]),
    ]);
    await userEvent.type(within(form).getByLabelText("Title"), post.title);
    await userEvent.type(within(form).getByLabelText("Notice text"), "Take notice.");
    await userEvent.type(within(form).getByLabelText("Title number"), "LA/2019/004512");
    await userEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(saved.some((c) => c.method === "POST")).toBe(true));
    const body = saved.find((c) => c.method === "POST")!.body;
    expect(body).toMatchObject({ type: "caveat", title: post.title, title_number: "LA/2019/004512" });
    // Once saved, the notice takes supporting documents.
    expect(await within(form).findByText("Attach documents")).toBeInTheDocument();
  });

  it("videos: lists drafts and publishes one", async () => {
    const video: Video = {
      id: 3,
      slug: "tour",
      title: "Walk through a Yaba mini flat",
      description: "",
      category: "tour",
      source: "upload",
      youtube_id: null,
      file_url: "/uploads/videos/a.mp4",
      poster_url: null,
      duration_seconds: 95,
      status: "draft",
      created_at: "2026-11-20T09:00:00.000Z",
    };
    mockService("/svc/news", "/editor/videos", () => [200, { status: "success", videos: [video] }]);
    const moved = mockService("/svc/news", "/editor/videos/3/status", () => [
      200,
      { status: "success", message: "Video saved", video: { ...video, status: "published" } },
    ]);
    renderWithRouter(<EditorialAdmin />, { path: "/?tab=videos" });
    const item = await screen.findByRole("listitem", { name: video.title });
    expect(item).toHaveTextContent("Tour · Uploaded file");
    await userEvent.click(within(item).getByRole("button", { name: `Publish: ${video.title}` }));
    await waitFor(() => expect(moved[0]?.body).toEqual({ status: "published" }));
  });

  it("videos: a title too short or a link that is not YouTube's is refused before sending; a good link is sent", async () => {
    mockService("/svc/news", "/editor/videos", () => [200, { status: "success", videos: [] }]);
    const calls = mockService("/svc/news", "/videos", () => [201, { status: "success", video: {} }]);
    renderWithRouter(<EditorialAdmin />, { path: "/?tab=videos" });
    const form = await screen.findByRole("form", { name: "Add a video" });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText("Video title"), "Hi");
    await user.type(within(form).getByLabelText("YouTube link"), "not a link");
    await user.click(within(form).getByRole("button", { name: "Add video" }));
    expect(await within(form).findByText("Title must be at least 3 characters")).toBeVisible();
    expect(within(form).getByText(communityMessages.youtubeInvalid)).toBeVisible();
    expect(within(form).getByLabelText("Video title")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(within(form).getByLabelText("Video title"), " tour of Lekki");
    await user.clear(within(form).getByLabelText("YouTube link"));
    await user.type(within(form).getByLabelText("YouTube link"), "https://youtu.be/abc123");
    await user.click(within(form).getByRole("button", { name: "Add video" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      title: "Hi tour of Lekki",
      description: "",
      category: "explainer",
      youtube_url: "https://youtu.be/abc123",
    });
  });

  it("a writer on the desk (Dashboard → Editorial) sends drafts for review but cannot publish or remove", async () => {
    signIn("tenant");
    mockService("/svc/news", "/editor/me", () => [200, { status: "success", editor: true, role: "writer" }]);
    mockService("/svc/news", "/editor/posts", () => [200, page([{ ...post, status: "draft" }])]);
    renderWithRouter(<EditorialAdmin />);
    const item = await screen.findByRole("listitem", { name: post.title });
    expect(within(item).getByRole("button", { name: `Send for review: ${post.title}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item).queryByRole("button", { name: `Publish: ${post.title}` })).toBeNull(),
    );
    expect(within(item).queryByRole("button", { name: `Remove: ${post.title}` })).toBeNull();
    const tabs = within(screen.getByRole("navigation", { name: "Editorial" }));
    expect(tabs.getAllByRole("button").map((b) => b.textContent)).toEqual(["Posts", "Videos"]);
  });

  it("Editors: an admin adds a writer by email and takes a person off the desk", async () => {
    const editor = {
      user_id: 9,
      name: "Ngozi Okafor",
      email: "ngozi@example.ng",
      role: "writer",
      since: "2026-11-25T10:00:00.000Z",
    };
    let editors: (typeof editor)[] = [];
    const calls = mockService("/svc/news", "/editor/editors", (c) => {
      if (c.method === "PUT") {
        if (c.body.email === "nobody@example.ng")
          return [
            422,
            {
              status: "error",
              statusCode: 422,
              message: "No account has this email address",
              errors: { email: ["No account has this email address"] },
            },
          ];
        editors = [editor];
        return [200, { status: "success", message: "Editor saved", editors }];
      }
      return [200, { status: "success", editors }];
    });
    const removed = mockService("/svc/news", "/editor/editors/9", () => {
      editors = [];
      return [200, { status: "success", message: "Editor removed" }];
    });
    renderWithRouter(<EditorialAdmin />, { path: "/?tab=editors" });
    const form = await screen.findByRole("form", { name: "Add an editor" });
    // No email: the contract's message on the field, and nothing is sent.
    await userEvent.click(within(form).getByRole("button", { name: "Save editor" }));
    expect(await within(form).findByText("Enter the person's email address")).toBeVisible();
    expect(within(form).getByLabelText("Email of their account")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText("Email of their account"), "nobody@example.ng");
    await userEvent.click(within(form).getByRole("button", { name: "Save editor" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("No account has this email address");
    await userEvent.clear(within(form).getByLabelText("Email of their account"));
    await userEvent.type(within(form).getByLabelText("Email of their account"), "ngozi@example.ng");
    await userEvent.click(within(form).getByRole("button", { name: "Save editor" }));
    const person = await screen.findByRole("listitem", { name: "Ngozi Okafor" });
    expect(person).toHaveTextContent("ngozi@example.ng · Writer since");
    expect(calls.filter((c) => c.method === "PUT").at(-1)!.body).toEqual({
      email: "ngozi@example.ng",
      role: "writer",
    });
    await userEvent.click(within(person).getByRole("button", { name: "Take Ngozi Okafor off the desk" }));
    await waitFor(() => expect(removed.map((c) => c.method)).toEqual(["DELETE"]));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Ngozi Okafor" })).toBeNull());
  });
});
