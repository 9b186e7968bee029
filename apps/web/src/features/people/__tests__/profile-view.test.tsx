/** Issue 38: a public profile leaves out the fields a person left empty, instead of a wall of "N/A". */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { publicProfile } from "@/testing/fixtures";
import { renderRoute } from "@/testing/render";
import type { PublicProfileData } from "../api/profile";
import { Component as ProfilePage } from "../routes/profile";

const empty = { data: [], pagination: { current_page: 1, last_page: 0, per_page: 12, total: 0 } };
const person = (over: Partial<PublicProfileData>): PublicProfileData => ({
  ...publicProfile(),
  listings: empty,
  premium: { locked: true, fields: ["email", "phone"] },
  ...over,
});

describe("a public profile", () => {
  it("shows the fields filled in and leaves out the empty ones: no N/A", async () => {
    mockRoutes({
      "GET /people/ada-obi": () => [
        200,
        {
          status: "success",
          data: person({
            city: null,
            state: null,
            occupation_job_title: "Estate agent",
            years_of_experience: 6,
          }),
        },
      ],
    });
    renderRoute("/profiles/:slug", ProfilePage, "/profiles/ada-obi");
    const about = await screen.findByRole("region", { name: "About" });
    const facts = within(about)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(facts).toEqual(["Occupation", "Years of experience", "Member since"]);
    expect(screen.queryByText("N/A")).toBeNull();
    expect(document.body).not.toHaveTextContent("N/A");
  });
});
