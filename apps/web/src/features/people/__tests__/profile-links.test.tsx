/** Issue 34 item 8: a profile page links a person's website and social links only when they are http(s). */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { publicProfile } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";

import { ProfileView } from "../components/profile-view";

describe("ProfileView links", () => {
  it("shows http(s) links and never a javascript:, data: or vbscript: one", async () => {
    mockRoutes({
      "GET /people/ada-obi": () => [
        200,
        {
          status: "success",
          data: {
            ...publicProfile({
              website: "JavaScript:alert(1)",
              social_media_links: [
                "https://x.com/adaobi",
                "data:text/html,x",
                "vbscript:msgbox(1)",
                "http://ig.me/ada",
              ],
            }),
            listings: { data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
            premium: { locked: true, fields: [] },
          },
        },
      ],
    });
    renderWithRouter(<ProfileView profileKey="ada-obi" />);
    const first = await screen.findByRole("link", { name: "x.com/adaobi" });
    expect(first).toHaveAttribute("href", "https://x.com/adaobi");
    expect(screen.getByRole("link", { name: "ig.me/ada" })).toHaveAttribute("href", "http://ig.me/ada");
    for (const link of screen.getAllByRole("link"))
      expect(link.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(screen.queryByText(/alert\(1\)|msgbox/)).toBeNull();
  });
});
