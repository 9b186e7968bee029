/** Issue 39: the KYC form checks the document number with the contract's schema (the API's own) before uploading. */
import { kycMessages } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import VerificationSection from "../components/verification-section";

afterEach(() => clearSession());

describe("KYC form", () => {
  it("refuses a NIN that is not 11 digits without uploading anything", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    const calls = mockApi(
      route("GET /kyc/status", () => [200, { status: "success", data: { status: "none" } }]),
    );
    renderWithRouter(<VerificationSection />);
    const form = await screen.findByRole("form", { name: "Submit documents" });
    await user.type(within(form).getByLabelText("Document number"), "1234");
    await user.click(within(form).getByRole("button", { name: "Submit for review" }));
    expect(await within(form).findByText(kycMessages.ninHint)).toBeVisible();
    expect(within(form).getByLabelText("Document number")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.path.startsWith("/kyc/submit"))).toHaveLength(0);
  });
});
