/** Admin → Identity checks: a NIN already verified for another account is named, and approving needs a confirmation. */
import { type KycSubmission, kycMessages } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import KycReview from "../components/kyc-review";

const submission = (over: Partial<KycSubmission> = {}): KycSubmission => ({
  id: 41,
  status: "pending",
  reason: null,
  reviewed_at: null,
  document_type: "nin_slip",
  document_number: "23456789012",
  submitted_at: "2026-11-20T10:00:00.000Z",
  files: { front: "/api/kyc/files/41/front", back: null, selfie: "/api/kyc/files/41/selfie" },
  user: { id: 9, full_name: "Kunle Ade", email: "kunle@example.ng", role: "landlord" },
  approved_elsewhere: [],
  ...over,
});

describe("Admin → Identity checks", () => {
  it("names the other account verified with the same NIN and approves only once the admin confirms", async () => {
    const calls = mockApi(
      route("GET /admin/kyc", () => [
        200,
        {
          status: "success",
          data: [
            submission({
              approved_elsewhere: [{ user_id: 5, full_name: "Tunde Bakare", email: "tunde@example.ng" }],
            }),
          ],
        },
      ]),
      route("POST /admin/kyc/41/approve", () => [
        200,
        { status: "success", message: "Verification approved." },
      ]),
    );
    renderWithRouter(<KycReview />);
    const card = await screen.findByRole("article", { name: "Identity check of Kunle Ade" });
    expect(within(card).getByRole("alert")).toHaveTextContent(
      "This document number is already verified for another account: Tunde Bakare (tunde@example.ng, account 5). One person, one identity: check it is the same person (a new account after a lost one) before approving.",
    );
    const approve = within(card).getByRole("button", { name: "Approve" });
    expect(approve).toBeDisabled();
    await userEvent.click(within(card).getByLabelText("I checked: approve anyway"));
    expect(approve).toBeEnabled();
    await userEvent.click(approve);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ acknowledge_duplicate: true });
  });

  it("a document verified for no one else: no warning, approved at once", async () => {
    const calls = mockApi(
      route("GET /admin/kyc", () => [200, { status: "success", data: [submission()] }]),
      route("POST /admin/kyc/41/approve", () => [
        200,
        { status: "success", message: "Verification approved." },
      ]),
    );
    renderWithRouter(<KycReview />);
    const card = await screen.findByRole("article", { name: "Identity check of Kunle Ade" });
    expect(within(card).queryByRole("alert")).toBeNull();
    expect(within(card).queryByLabelText("I checked: approve anyway")).toBeNull();
    await userEvent.click(within(card).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({});
  });
});

describe("identity checks (issue 38)", () => {
  it("name the document with its label, as people write it", async () => {
    mockApi(route("GET /admin/kyc", () => [200, { status: "success", data: [submission()] }]));
    renderWithRouter(<KycReview />);
    const check = await screen.findByRole("article", { name: "Identity check of Kunle Ade" });
    expect(check).toHaveTextContent("NIN slip: 23456789012");
    expect(check).not.toHaveTextContent("nin slip");
  });

  it("a rejection without a reason says so on the field and sends nothing; with one, it is sent", async () => {
    const calls = mockApi(
      route("GET /admin/kyc", () => [200, { status: "success", data: [submission()] }]),
      route("POST /admin/kyc/41/reject", () => [
        200,
        { status: "success", message: "Verification rejected." },
      ]),
    );
    renderWithRouter(<KycReview />);
    const card = await screen.findByRole("article", { name: "Identity check of Kunle Ade" });
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "Reject" }));
    expect(await within(card).findByText(kycMessages.reasonRequired)).toBeVisible();
    expect(within(card).getByLabelText("Reason for rejection")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.type(within(card).getByLabelText("Reason for rejection"), "The selfie is blurred");
    await user.click(within(card).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ reason: "The selfie is blurred" });
  });
});
