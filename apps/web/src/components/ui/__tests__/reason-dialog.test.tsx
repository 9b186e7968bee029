import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/http";
import { renderWithRouter } from "@/testing/render";
import { ReasonDialog } from "../reason-dialog";

const dialogProps = {
  trigger: "Refund",
  triggerLabel: "Mark PAY-1 refunded",
  title: "Mark PAY-1 refunded",
  description: "The payment is marked refunded; the reason is kept in the audit log.",
  confirm: "Mark refunded",
};

describe("ReasonDialog (the form kit, issue 39)", () => {
  it("asks for the reason first, sends it as typed, closes and gives focus back", async () => {
    const onConfirm = vi.fn(async (_reason: string) => undefined);
    renderWithRouter(<ReasonDialog {...dialogProps} onConfirm={onConfirm} />);
    const trigger = screen.getByRole("button", { name: "Mark PAY-1 refunded" });
    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Mark PAY-1 refunded" });
    const reason = await within(dialog).findByLabelText("Reason");
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription("Kept in the audit log.");

    // The browser's own check: nothing is sent without a reason.
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(reason, "Paid twice by mistake");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onConfirm).toHaveBeenCalledWith("Paid twice by mistake");
    expect(trigger).toHaveFocus();

    // A success empties the reason for the next one.
    await userEvent.click(trigger);
    expect(await screen.findByLabelText("Reason")).toHaveValue("");
  });

  it("shows the server's field error in the dialog and on the field; a cancelled reason is kept", async () => {
    const onConfirm = vi.fn(async (_reason: string) => {
      throw new ApiError(422, "Validation failed", {
        errors: { reason: ["Give a reason (at least 3 characters)"] },
      });
    });
    renderWithRouter(<ReasonDialog {...dialogProps} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Mark PAY-1 refunded" }));
    const dialog = screen.getByRole("dialog");
    const reason = await within(dialog).findByLabelText("Reason");
    await userEvent.type(reason, "no");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark refunded" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Give a reason (at least 3 characters)",
    );
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(/Give a reason \(at least 3 characters\)/);
    expect(onConfirm).toHaveBeenCalledWith("no");

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mark PAY-1 refunded" }));
    const again = await screen.findByLabelText("Reason");
    expect(again).toHaveValue("no");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
