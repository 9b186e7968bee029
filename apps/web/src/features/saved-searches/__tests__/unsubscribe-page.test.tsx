/**
 * Issue 53 item 2: an alert's unsubscribe link lands on a page of the site (not raw JSON) that stops the alert with
 * the link's token, says what happened, and offers to turn the alert back on; a bad link says so.
 */
import { savedSearchMessages as M } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as Unsubscribe } from "../routes/unsubscribe";

const token = "12.1893456789.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("/saved-searches/unsubscribe", () => {
  it("stops the alert, says so, and turns it back on when asked", async () => {
    const calls = mockApi(
      route("POST /saved-searches/unsubscribe", () => [
        200,
        { status: "success", message: M.unsubscribed, data: { paused: true } },
      ]),
      route("POST /saved-searches/resubscribe", () => [
        200,
        { status: "success", message: M.resubscribed, data: { paused: false } },
      ]),
    );
    renderRoute("/saved-searches/unsubscribe", Unsubscribe, `/saved-searches/unsubscribe?token=${token}`);
    expect(await screen.findByRole("heading", { name: M.unsubscribedTitle })).toBeVisible();
    expect(screen.getByText(M.unsubscribed)).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get("token")).toBe(token);
    expect(calls[0]!.headers.get("authorization")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: M.resubscribe }));
    expect(await screen.findByRole("heading", { name: M.resubscribedTitle })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(M.resubscribed);
    expect(calls.map((c) => c.path)).toEqual(["/saved-searches/unsubscribe", "/saved-searches/resubscribe"]);
    expect(calls[1]!.query.get("token")).toBe(token);
    expect(screen.getByRole("link", { name: "Your saved searches" })).toHaveAttribute(
      "href",
      "/dashboard/saved-searches",
    );
  });

  it("says when the link is not valid, and offers nothing to turn back on", async () => {
    mockApi(
      route("POST /saved-searches/unsubscribe", () => [
        400,
        { status: "error", statusCode: 400, message: M.unsubscribeInvalid, code: "INVALID_TOKEN" },
      ]),
    );
    renderRoute("/saved-searches/unsubscribe", Unsubscribe, "/saved-searches/unsubscribe?token=nonsense");
    expect(await screen.findByRole("heading", { name: M.unsubscribeInvalidTitle })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(M.unsubscribeInvalid);
    expect(screen.queryByRole("button", { name: M.resubscribe })).toBeNull();
  });
});
