/** Admin → Users → Manage: suspending needs a reason (checked before sending), restoring and role changes do not. */
import type { AdminUser } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { ManageAccount } from "../components/manage-account";

const agent: AdminUser = {
  id: 5,
  full_name: "Emeka Obi",
  email: "emeka@example.ng",
  phone: null,
  role: "agent",
  status: "active",
  email_verified: true,
  phone_verified: false,
  kyc_verified: false,
  profile_slug: null,
  deleted: false,
  created_at: "2026-11-01T10:00:00.000Z",
};
const reply = (status: AdminUser["status"]) =>
  [200, { status: "success", message: "Saved", data: { ...agent, status } }] as const;

describe("Admin → Users → Manage", () => {
  it("suspending without a reason says why on the field and sends nothing; with one, it is sent", async () => {
    const sent = mockService(env.apiBase, "/admin/users/5/suspend", () => reply("suspended"));
    renderWithRouter(<ManageAccount user={agent} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Manage Emeka Obi" }));
    const dialog = await screen.findByRole("dialog", { name: "Emeka Obi" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend account" }));
    expect(await within(dialog).findByText("Give a reason (at least 3 characters)")).toBeVisible();
    expect(within(dialog).getByLabelText("Reason for suspending")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason for suspending"), "Asked for an inspection fee");
    await user.click(within(dialog).getByRole("button", { name: "Suspend account" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ reason: "Asked for an inspection fee" });
  });

  it("restores without a reason, and changes the role with the reason typed above", async () => {
    const restored = mockService(env.apiBase, "/admin/users/5/restore", () => reply("active"));
    const role = mockService(env.apiBase, "/admin/users/5/role", () => reply("suspended"));
    renderWithRouter(<ManageAccount user={{ ...agent, status: "suspended" }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Manage Emeka Obi" }));
    let dialog = await screen.findByRole("dialog", { name: "Emeka Obi" });
    await user.click(within(dialog).getByRole("button", { name: "Restore account" }));
    await waitFor(() => expect(restored).toHaveLength(1));
    expect(restored[0]!.body).toEqual({});

    await user.click(screen.getByRole("button", { name: "Manage Emeka Obi" }));
    dialog = await screen.findByRole("dialog", { name: "Emeka Obi" });
    await user.type(within(dialog).getByLabelText("Reason for restoring (optional)"), "Asked by the owner");
    await user.selectOptions(within(dialog).getByLabelText("New role"), "landlord");
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    await waitFor(() => expect(role).toHaveLength(1));
    expect(role[0]!.body).toEqual({ role: "landlord", reason: "Asked by the owner" });
  });
});
