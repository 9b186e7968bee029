import type { JobWire } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { JobCard } from "../components/job-card";

const job = (over: Partial<JobWire>): JobWire => ({
  id: 9,
  provider: { id: 3, name: "Tunde Pipes", category: "plumber", user_id: 30 },
  customer: { id: 40, name: "Ada Obi" },
  title: "Leaking kitchen sink",
  details: "Water under the sink.",
  address: "12 Admiralty Way",
  state: "Lagos",
  city: "Lekki",
  wanted_on: null,
  budget: 20000,
  status: "requested",
  quote: null,
  quote_note: null,
  photos: ["uploads/jobs/sink-1280.webp"],
  role: "provider",
  reviewed: false,
  events: [
    { id: 1, kind: "requested", author: "customer", body: "", created_at: "2026-11-20T09:00:00.000Z" },
  ],
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: "2026-11-20T09:00:00.000Z",
  ...over,
});
const ok = (data: JobWire, message = "Quote sent") => [200, { status: "success", message, data }] as const;

describe("Jobs and quotes → a job", () => {
  it("the provider sees the job's photo, quotes in whole naira and messages the customer", async () => {
    const quote = mockService(env.providersBase, "/jobs/9/quote", () => ok(job({ status: "quoted" })));
    const notes = mockService(env.providersBase, "/jobs/9/notes", () => ok(job({}), "Message sent"));
    renderWithRouter(
      <ul>
        <JobCard job={job({})} />
      </ul>,
    );
    const card = screen.getByRole("listitem", { name: "Job Leaking kitchen sink" });
    expect(
      within(card).getByRole("list", { name: "Photos of the job" }).querySelector("img"),
    ).toHaveAttribute("src", `${env.providersBase}/uploads/jobs/sink-1280.webp`);
    // Only the customer adds photos or accepts.
    expect(within(card).queryByLabelText("Add photos of the job")).toBeNull();
    expect(within(card).queryByRole("button", { name: "Accept quote" })).toBeNull();
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText("Your quote (₦)"), "18,000");
    await user.click(within(card).getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(quote).toHaveLength(1));
    expect(quote[0]!.body).toEqual({ amount: 18000, note: "" });

    await user.type(within(card).getByLabelText("Message the customer"), "I can come on Friday.");
    await user.click(within(card).getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(notes).toHaveLength(1));
    expect(notes[0]!.body).toEqual({ note: "I can come on Friday." });
    await waitFor(() => expect(within(card).getByLabelText("Message the customer")).toHaveValue(""));
  });

  it("the customer accepts a quote and adds photos while the job is open", async () => {
    const accept = mockService(env.providersBase, "/jobs/9/accept", () => ok(job({ status: "accepted" })));
    const photos = mockService(env.providersBase, "/jobs/9/photos", () => [
      201,
      { status: "success", data: job({}) },
    ]);
    renderWithRouter(
      <ul>
        <JobCard job={job({ role: "customer", status: "quoted", quote: 18000 })} />
      </ul>,
    );
    const card = screen.getByRole("listitem", { name: "Job Leaking kitchen sink" });
    expect(within(card).queryByLabelText("Your quote (₦)")).toBeNull();
    const user = userEvent.setup();
    await user.upload(
      within(card).getByLabelText("Add photos of the job"),
      new File(["x"], "pipe.jpg", { type: "image/jpeg" }),
    );
    await waitFor(() => expect(photos).toHaveLength(1));
    expect(photos[0]!.form!.getAll("images[]")).toHaveLength(1);
    await user.click(within(card).getByRole("button", { name: "Accept quote" }));
    await waitFor(() => expect(accept).toHaveLength(1));
  });

  it("a quote of nothing is refused in the browser with the contract's message, and nothing is sent", async () => {
    const quote = mockService(env.providersBase, "/jobs/9/quote", () => ok(job({ status: "quoted" })));
    renderWithRouter(
      <ul>
        <JobCard job={job({})} />
      </ul>,
    );
    const card = screen.getByRole("listitem", { name: "Job Leaking kitchen sink" });
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "Send quote" }));
    expect(await within(card).findByText("The quote must be at least 1")).toBeVisible();
    expect(within(card).getByLabelText("Your quote (₦)")).toHaveAttribute("aria-invalid", "true");
    expect(quote).toHaveLength(0);
  });
});
