/** /groups (issue 38): counts in the right number, and a "Create a group" form for signed-in people. */
import type { Group } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { Component as Groups } from "../routes/groups";

afterEach(() => {
  clearSession();
  closeLogin();
});

const group = (over: Partial<Group>): Group => ({
  id: 4,
  slug: "yaba-renters",
  name: "Yaba renters",
  description: "Renting in Yaba",
  kind: "place",
  state: "Lagos",
  city: "Yaba",
  visibility: "public",
  member_count: 1,
  discussion_count: 1,
  owner: { id: 1, name: "Tunde Bakare", picture: null },
  membership: null,
  can_moderate: false,
  created_at: "2026-11-01T09:00:00.000Z",
  ...over,
});

function LoginProbe() {
  const ui = useUiState();
  return <output data-testid="login">{ui.loginOpen ? `open ${ui.redirectTo}` : "closed"}</output>;
}

describe("/groups", () => {
  it("says 1 member · 1 discussion, and 3 members · 0 discussions", async () => {
    mockService("/svc/groups", "/groups/getAllGroups", () => [
      200,
      {
        status: "success",
        groups: [
          group({}),
          group({
            id: 5,
            slug: "b",
            name: "Landlords",
            kind: "interest",
            member_count: 3,
            discussion_count: 0,
          }),
        ],
        next_cursor: null,
      },
    ]);
    renderWithRouter(<Groups />, { path: "/groups" });
    const yaba = (await screen.findByRole("link", { name: "Yaba renters" })).closest("li")!;
    expect(yaba).toHaveTextContent("1 member · 1 discussion");
    const landlords = screen.getByRole("link", { name: "Landlords" }).closest("li")!;
    expect(landlords).toHaveTextContent("3 members · 0 discussions");
  });

  it("signed out: asks for a login that comes back to /groups", async () => {
    window.history.replaceState(null, "", "/groups");
    mockService("/svc/groups", "/groups/getAllGroups", () => [
      200,
      { status: "success", groups: [], next_cursor: null },
    ]);
    renderWithRouter(
      <>
        <Groups />
        <LoginProbe />
      </>,
      { path: "/groups" },
    );
    await userEvent.click(screen.getByRole("button", { name: "Log in to create a group" }));
    expect(screen.getByTestId("login")).toHaveTextContent("open /groups");
    window.history.replaceState(null, "", "/");
  });

  it("signed in: creates a group by place, shows the API's field error, then opens the new group", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    mockService("/svc/groups", "/groups/getAllGroups", () => [
      200,
      { status: "success", groups: [], next_cursor: null },
    ]);
    let tries = 0;
    const sent = mockService("/svc/groups", "/groups", () =>
      ++tries === 1
        ? [
            422,
            {
              status: "error",
              statusCode: 422,
              code: "VALIDATION_ERROR",
              message: "Name must be at least 3 characters",
              errors: { name: ["Name must be at least 3 characters"] },
            },
          ]
        : [
            201,
            { status: "success", group: group({ slug: "surulere-neighbours", name: "Surulere neighbours" }) },
          ],
    );
    const { router } = renderWithRouter(<Groups />, { path: "/groups", routes: ["groups/:slug"] });
    await user.click(await screen.findByRole("button", { name: "Create a group" }));
    const form = await screen.findByRole("form", { name: "Create a group" });
    await user.type(within(form).getByLabelText("Name"), "Sur");
    await user.selectOptions(within(form).getByLabelText("Kind"), "place");
    await user.selectOptions(within(form).getByLabelText("State"), "Lagos");
    await user.type(within(form).getByLabelText("Town"), "Surulere");
    await user.click(within(form).getByRole("button", { name: "Create group" }));
    expect(
      await within(form).findByText("Name must be at least 3 characters", { selector: "p:not([role])" }),
    ).toBeVisible();
    expect(within(form).getByLabelText("Name")).toHaveAccessibleDescription(
      "Name must be at least 3 characters",
    );

    await user.type(within(form).getByLabelText("Name"), "ulere neighbours");
    await user.click(within(form).getByRole("button", { name: "Create group" }));
    await screen.findByText("groups/:slug");
    expect(router.state.location.pathname).toBe("/groups/surulere-neighbours");
    expect(sent.at(-1)?.body).toEqual({
      name: "Surulere neighbours",
      description: "",
      kind: "place",
      visibility: "public",
      state: "Lagos",
      city: "Surulere",
    });
  });

  it("signed in: checks the name with the contract's schema before sending (issue 39)", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    mockService("/svc/groups", "/groups/getAllGroups", () => [
      200,
      { status: "success", groups: [], next_cursor: null },
    ]);
    const sent = mockService("/svc/groups", "/groups", () => [
      201,
      { status: "success", group: group({ slug: "su", name: "Su" }) },
    ]);
    renderWithRouter(<Groups />, { path: "/groups", routes: ["groups/:slug"] });
    await user.click(await screen.findByRole("button", { name: "Create a group" }));
    const form = await screen.findByRole("form", { name: "Create a group" });
    await user.type(within(form).getByLabelText("Name"), "Su");
    await user.click(within(form).getByRole("button", { name: "Create group" }));
    expect(await within(form).findByText("Name must be at least 3 characters")).toBeVisible();
    expect(within(form).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toHaveLength(0);
  });
});
