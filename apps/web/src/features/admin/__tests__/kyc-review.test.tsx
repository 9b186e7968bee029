/** Issue 38: an identity check names its document as people write it ("NIN slip", not "nin slip"). */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import KycReview from "../components/kyc-review";

const submission = {
  id: 1,
  status: "pending",
  document_type: "nin_slip",
  document_number: "12345678901",
  submitted_at: "2026-11-20T10:00:00.000Z",
  files: { front: "/kyc/1/front", back: null, selfie: "/kyc/1/selfie" },
  user: { id: 9, full_name: "Ada Obi", email: "ada@example.ng", role: "tenant" },
};

describe("identity checks", () => {
  it("name the document with its label", async () => {
    mockApi(route("GET /admin/kyc", (() => [200, { status: "success", data: [submission] }]) as never));
    renderWithRouter(<KycReview />);
    const check = await screen.findByRole("article", { name: "Identity check of Ada Obi" });
    expect(check).toHaveTextContent("NIN slip: 12345678901");
    expect(check).not.toHaveTextContent("nin slip");
  });
});
