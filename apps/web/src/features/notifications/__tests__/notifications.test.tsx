/**
 * Issue 37 (ADR 0270): the header's bell says how many notifications are unread in its name, opens a popover
 * that takes focus and gives it back on Escape, and opening a notification marks it read; /notifications lists
 * them a page at a time and marks all read.
 */
import type { Notification } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "@/components/header";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { renderRoute, renderWithRouter } from "@/testing/render";
import { Component as NotificationsPage } from "../routes/notifications";

afterEach(() => clearSession());

const outbid: Notification = {
  id: 7,
  kind: "outbid",
  title: "You have been outbid",
  body: 'Someone bid ₦101,000,000.00 on "4 bedroom duplex". Bid again to stay in the auction.',
  link: "/auction/3",
  read_at: null,
  created_at: "2026-11-27T10:00:00.000Z",
};
const answered: Notification = {
  id: 6,
  kind: "request_response",
  title: "An agent answered your property request",
  body: "Chidi Okafor wrote: My flat in Yaba is 5 minutes from UNILAG.",
  link: null,
  read_at: "2026-11-26T10:00:00.000Z",
  created_at: "2026-11-26T09:00:00.000Z",
};
const page = (data: Notification[], unread: number, total = data.length) =>
  [
    200,
    { status: "success", data, unread, meta: { current_page: 1, last_page: 1, per_page: 20, total } },
  ] as const;

function signIn() {
  saveLogin({ token: "t", expires_in: 3600, user: { full_name: "Ada Obi", role: "tenant" } });
}

describe("the bell", () => {
  it("is named with the unread count, opens the latest with focus inside, and Escape gives focus back", async () => {
    signIn();
    let unread = 1;
    const calls = mockRoutes({
      "GET /notifications/unread-count": () => [200, { status: "success", data: { unread } }],
      "GET /notifications": () => page([outbid, answered], unread),
      "POST /notifications/7/read": () => {
        unread = 0;
        return [200, { status: "success", message: "Marked as read", data: { ...outbid, read_at: "x" } }];
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<Header />, { routes: ["auction/:id"] });
    const [bell] = await screen.findAllByRole("button", { name: "Notifications, 1 unread" });
    await user.click(bell!);
    expect(bell).toHaveAttribute("aria-expanded", "true");
    const popover = screen.getAllByRole("region", { name: "Notifications" }).find((r) => !r.hidden)!;
    expect(popover).toHaveFocus();
    const link = await within(popover).findByRole("link", { name: /You have been outbid/ });
    expect(link).toHaveTextContent("New");
    expect(within(popover).getByText(answered.body)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveFocus();

    await user.click(bell!);
    await user.click(await within(popover).findByRole("link", { name: /You have been outbid/ }));
    expect(calls.some((c) => c.method === "POST" && c.path === "/notifications/7/read")).toBe(true);
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Notifications, 0 unread" })).not.toHaveLength(0),
    );
  });

  it("is not shown signed out", () => {
    renderWithRouter(<Header />);
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  });
});

describe("/notifications", () => {
  it("lists my notifications with the unread count and marks all read", async () => {
    signIn();
    let unread = 1;
    const calls = mockRoutes({
      "GET /notifications": () =>
        page(unread ? [outbid, answered] : [{ ...outbid, read_at: "x" }, answered], unread),
      "POST /notifications/read-all": () => {
        unread = 0;
        return [200, { status: "success", message: "All notifications marked as read" }];
      },
    });
    const user = userEvent.setup();
    renderRoute("/notifications", NotificationsPage, "/notifications");
    expect(await screen.findByText("2 notifications, 1 unread")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /You have been outbid/ })).toHaveAttribute("href", "/auction/3");
    expect(screen.getByText(answered.body)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    expect(await screen.findByText("2 notifications, 0 unread")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/notifications/read-all")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();
  });
});
