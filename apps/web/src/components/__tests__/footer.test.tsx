/** Issue 38: the footer's social buttons go to Ile's own pages, as configured; a network not configured is hidden. */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readSocialLinks } from "@/config/env";
import { renderWithRouter } from "@/testing/render";
import { Footer } from "../footer";

describe("the footer's social links", () => {
  it("shows only the networks configured, linking to Ile's pages", () => {
    renderWithRouter(
      <Footer social={{ Facebook: "https://www.facebook.com/ile.ng", Twitter: "https://x.com/ile_ng" }} />,
    );
    const connect = screen.getByRole("region", { name: "Connect With Us" });
    const links = within(connect).getAllByRole("link");
    expect(links.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")])).toEqual([
      ["Ile on Facebook", "https://www.facebook.com/ile.ng"],
      ["Ile on Twitter", "https://x.com/ile_ng"],
    ]);
  });

  it("without any configured, leaves out the section (never the networks' bare home pages)", () => {
    renderWithRouter(<Footer social={{}} />);
    expect(screen.queryByRole("region", { name: "Connect With Us" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Ile on/ })).toBeNull();
  });

  it("reads VITE_SOCIAL_* and keeps only https addresses", () => {
    expect(
      readSocialLinks({
        VITE_SOCIAL_FACEBOOK: " https://www.facebook.com/ile.ng ",
        VITE_SOCIAL_INSTAGRAM: "javascript:alert(1)",
        VITE_SOCIAL_LINKEDIN: "http://linkedin.com/company/ile",
        VITE_SOCIAL_TWITTER: "",
      }),
    ).toEqual({ Facebook: "https://www.facebook.com/ile.ng" });
  });
});
