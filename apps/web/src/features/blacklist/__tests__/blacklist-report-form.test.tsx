/** Issue 39: the tenant report is checked with the contract's schema before anything is sent. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { BlacklistReportForm } from "../components/blacklist-report-form";

describe("BlacklistReportForm", () => {
  it("shows the contract's messages on the fields without calling the API", async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderWithRouter(<BlacklistReportForm />);
    const form = screen.getByRole("form", { name: "Report a tenant" });
    await user.type(within(form).getByLabelText("Tenant's full name"), "Jo");
    await user.type(within(form).getByLabelText("From"), "2025-12-31");
    await user.type(within(form).getByLabelText("To"), "2025-01-01");
    await user.click(within(form).getByRole("button", { name: "Send report" }));
    expect(
      await within(form).findByText("The tenant's full name must be at least 3 characters."),
    ).toBeVisible();
    expect(within(form).getByLabelText("Tenant's full name")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByText("The amount must be a number.")).toBeVisible();
    expect(within(form).getByLabelText("Amount owed (₦)")).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByText("The statement must be at least 20 characters.")).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
