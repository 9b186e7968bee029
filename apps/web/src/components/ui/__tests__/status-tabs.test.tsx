import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { StatusTabs } from "../status-tabs";

function Queue() {
  const [status, setStatus] = useState<"open" | "decided">("open");
  return (
    <StatusTabs
      label="Report status"
      options={[
        ["open", "Open"],
        ["decided", "Decided"],
      ]}
      value={status}
      onChange={setStatus}
    />
  );
}

describe("StatusTabs", () => {
  it("is a named group of buttons, the chosen one pressed", async () => {
    render(<Queue />);
    const nav = screen.getByRole("navigation", { name: "Report status" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Decided" }));
    expect(screen.getByRole("button", { name: "Decided" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "false");
  });
});
