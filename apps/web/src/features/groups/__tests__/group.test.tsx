import type { Discussion, Group } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockService } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as GroupPage } from "../routes/group";

const group: Group = {
  id: 4,
  slug: "ikoyi-landlords-circle",
  name: "Ikoyi Landlords Circle",
  description: "Landlords comparing notes",
  kind: "interest",
  state: "Lagos",
  city: "Ikoyi",
  visibility: "private",
  member_count: 3,
  discussion_count: 1,
  owner: { id: 1, name: "Tunde Bakare", picture: null },
  membership: { role: "owner", status: "active" },
  can_moderate: true,
  created_at: "2026-11-01T09:00:00.000Z",
};
const discussion: Discussion = {
  id: 30,
  parent_id: null,
  group_id: 4,
  title: "Service charge increase",
  body: "Has anyone seen the new estate levy?",
  photos: [],
  author: { id: 1, name: "Tunde Bakare", picture: null },
  reactions: { like: 0, helpful: 0, thanks: 0 },
  my_reactions: [],
  edited_at: null,
  created_at: "2026-11-20T09:00:00.000Z",
  can_edit: true,
  can_delete: true,
  pinned: false,
  locked: false,
  reply_count: 0,
  replies: [],
};

function mockGroup() {
  mockService("/svc/groups", "/groups/getGroupBySlug/:slug", () => [200, { status: "success", group }]);
  mockService("/svc/groups", "/groups/getDiscussionsByGroup/:slug", () => [
    200,
    { status: "success", group, discussions: [discussion], next_cursor: null },
  ]);
}

describe("/groups/{slug}", () => {
  it("shows a private group's join requests to its moderators, who approve or decline them", async () => {
    mockGroup();
    let pending = [
      { user: { id: 7, name: "Ngozi Eze", picture: null }, requested_at: "2026-11-21T09:00:00.000Z" },
      { user: { id: 8, name: "Musa Bello", picture: null }, requested_at: "2026-11-21T10:00:00.000Z" },
    ];
    mockService("/svc/groups", "/groups/:slug/requests", () => [
      200,
      { status: "success", requests: pending },
    ]);
    const approved = mockService("/svc/groups", "/groups/:slug/members/7/approve", () => {
      pending = pending.filter((p) => p.user.id !== 7);
      return [200, { status: "success", message: "Member approved", group }];
    });
    const declined = mockService("/svc/groups", "/groups/:slug/members/8/reject", () => {
      pending = pending.filter((p) => p.user.id !== 8);
      return [200, { status: "success", message: "Request declined", group }];
    });
    renderRoute("/groups/:slug", GroupPage, `/groups/${group.slug}`);
    const section = await screen.findByRole("region", { name: "Requests to join" });
    await userEvent.click(await within(section).findByRole("button", { name: "Approve Ngozi Eze" }));
    expect(await within(section).findByText("Member approved")).toBeInTheDocument();
    expect(approved).toHaveLength(1);
    await waitFor(() => expect(within(section).queryByText("Ngozi Eze")).toBeNull());
    await userEvent.click(within(section).getByRole("button", { name: "Decline Musa Bello" }));
    expect(await within(section).findByText("Request declined")).toBeInTheDocument();
    expect(declined).toHaveLength(1);
    expect(await within(section).findByText("No one is waiting.")).toBeInTheDocument();
  });

  it("moderators remove a post with a reason; authors edit their own", async () => {
    mockGroup();
    mockService("/svc/groups", "/groups/:slug/requests", () => [200, { status: "success", requests: [] }]);
    const removed = mockService("/svc/groups", "/discussions/30/remove", () => [
      200,
      { status: "success", message: "The post was removed" },
    ]);
    const edited = mockService("/svc/groups", "/discussions/30", () => [
      200,
      { status: "success", discussion: { ...discussion, body: "Levy is now N250,000" } },
    ]);
    renderRoute("/groups/:slug", GroupPage, `/groups/${group.slug}`);
    const card = await screen.findByRole("listitem", { name: /Service charge increase/ });
    await userEvent.click(within(card).getByRole("button", { name: "Remove post by Tunde Bakare" }));
    const dialog = screen.getByRole("dialog", { name: "Remove post by Tunde Bakare" });
    await userEvent.type(await within(dialog).findByLabelText("Reason"), "Off topic");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(removed[0]?.body).toEqual({ reason: "Off topic" }));

    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const box = await within(card).findByLabelText("Edit your post");
    await userEvent.clear(box);
    await userEvent.type(box, "Levy is now N250,000");
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(edited[0]?.body).toEqual({ body: "Levy is now N250,000" }));
    expect(edited[0]?.method).toBe("PUT");
  });

  it("members reply: the body is sent as typed and the box empties; a refused reply says why on the field", async () => {
    mockGroup();
    mockService("/svc/groups", "/groups/:slug/requests", () => [200, { status: "success", requests: [] }]);
    let refuse = true;
    const replies = mockService("/svc/groups", "/discussions/30/replies", () =>
      refuse
        ? [
            422,
            {
              status: "error",
              statusCode: 422,
              code: "VALIDATION_ERROR",
              message: "Validation failed",
              errors: { body: ["body must be at most 10000 characters"] },
            },
          ]
        : [
            201,
            {
              status: "success",
              discussion: { ...discussion, id: 31, parent_id: 30, body: "Yes, N250,000" },
            },
          ],
    );
    renderRoute("/groups/:slug", GroupPage, `/groups/${group.slug}`);
    const card = await screen.findByRole("listitem", { name: /Service charge increase/ });
    const box = await within(card).findByLabelText('Reply to "Service charge increase"');
    // The browser asks for a reply before anything is sent.
    await userEvent.click(within(card).getByRole("button", { name: "Reply" }));
    expect(replies).toHaveLength(0);

    await userEvent.type(box, "Yes, N250,000");
    await userEvent.click(within(card).getByRole("button", { name: "Reply" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent("Validation failed");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("body must be at most 10000 characters");
    expect(replies[0]?.body).toEqual({ body: "Yes, N250,000" });

    refuse = false;
    await userEvent.click(within(card).getByRole("button", { name: "Reply" }));
    await waitFor(() => expect(replies).toHaveLength(2));
    expect(replies[1]?.body).toEqual({ body: "Yes, N250,000" });
    await waitFor(() => expect(box).toHaveValue(""));
    expect(within(card).queryByRole("alert")).toBeNull();
  });

  it("shows the SPEC message when the group cannot be fetched", async () => {
    mockService("/svc/groups", "/groups/getGroupBySlug/:slug", () => [500, {}]);
    renderRoute("/groups/:slug", GroupPage, `/groups/${group.slug}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch group");
  });
});
