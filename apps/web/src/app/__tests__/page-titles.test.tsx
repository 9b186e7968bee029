/**
 * Document titles (ADR 0013): "<page> — Ile" on representative pages; pages that load a record title it once
 * loaded and say when it is missing; dashboard sections add their own; the 404 page says so.
 */
import { screen } from "@testing-library/react";
import { delay, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Component as NotFound } from "@/components/not-found";
import { SectionShell } from "@/components/section-shell";
import { Component as Home } from "@/features/home/routes/home";
import type { PublicProfileData } from "@/features/people/api/profile";
import { Component as Agents } from "@/features/people/routes/agents";
import { Component as ProfilePage } from "@/features/people/routes/profile";

import { Component as SearchResults } from "@/features/search/routes/search-results";
import { Component as About } from "@/features/site/routes/about";
import { Component as Faqs } from "@/features/site/routes/faqs";
import { mockRoutes, server } from "@/testing/api";
import { renderRoute } from "@/testing/render";

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
/** Every API call stays unanswered: pages show what they show while loading. */
const offline = () => server.use(http.all("*/api/*", () => delay("infinite")));
const empty = { data: [], pagination: { current_page: 1, last_page: 0, per_page: 12, total: 0 } };

function person(over: Partial<PublicProfileData> = {}): PublicProfileData {
  const none = null;
  return {
    id: 7,
    unique_key: "ILE-ABCDEFGHJK",
    slug: "ada-obi",
    role: "agent",
    role_title: "Agent",
    first_name: "Ada",
    last_name: "Obi",
    full_name: "Ada Obi",
    city: "Lekki",
    state: "Lagos",
    country: "Nigeria",
    profile_picture: none,
    bio: none,
    years_of_experience: none,
    occupation_job_title: none,
    company_name: none,
    company_employer: none,
    industry_field: none,
    skills: [],
    certifications: [],
    website: none,
    social_media_links: [],
    license_number: none,
    company_registration_number: none,
    service_area: none,
    availability: none,
    price_range: none,
    portfolio: none,
    business_hours: none,
    number_of_employees: none,
    qualification: none,
    work_experience: none,
    language_preference: [],
    properties_managed: none,
    properties_sold: none,
    projects_completed: none,
    area_of_expertise: none,
    service_description: none,
    verified: true,
    verified_at: none,
    checks: { identity: true, lasrera: false, cac: false },
    lasrera_number: none,
    cac_number: none,
    created_at: "2026-01-10T10:00:00.000Z",
    updated_at: "2026-01-10T10:00:00.000Z",
    average_rating: 0,
    reviews_count: 0,
    reviews: [],
    listings: empty,
    premium: { locked: true, fields: ["email", "phone"] },
    ...over,
  };
}

describe("page titles", () => {
  it("home", async () => {
    offline();
    renderRoute("/", Home, "/");
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toBe("Ile — Rent, buy and manage property in Nigeria");
  });

  it("search results carry the query (and the page), a bare search says so", async () => {
    offline();
    const { router } = renderRoute("/search-results", SearchResults, "/search-results?query=duplex%20lekki");
    await screen.findByRole("heading", { level: 1, name: "Results for “duplex lekki”" });
    expect(document.title).toBe("Search results for “duplex lekki” — Ile");
    await router.navigate("/search-results?query=duplex%20lekki&page=2");
    await vi.waitFor(() => expect(document.title).toBe("Search results for “duplex lekki” (page 2) — Ile"));
    await router.navigate("/search-results");
    await vi.waitFor(() => expect(document.title).toBe("Search — Ile"));
  });

  it("a people directory, with its page", async () => {
    offline();
    renderRoute("/agent", Agents, "/agent?page=3");
    await screen.findByRole("heading", { level: 1, name: "Agents" });
    expect(document.title).toBe("Agents (page 3) — Ile");
  });

  it("a profile: while loading, then the person's name and role", async () => {
    mockRoutes({ "GET /people/ada-obi": () => [200, { status: "success", data: person() }] });
    renderRoute("/profiles/:slug", ProfilePage, "/profiles/ada-obi");
    expect(document.title).toBe("Profile — Ile");
    await screen.findByRole("heading", { level: 1, name: /Ada Obi/ });
    expect(document.title).toBe("Ada Obi — Agent — Ile");
  });

  it("a profile that does not exist", async () => {
    mockRoutes({
      "GET /people/nobody": () => [
        404,
        { status: "error", statusCode: 404, code: "NOT_FOUND", message: "Profile not found" },
      ],
    });
    renderRoute("/profiles/:slug", ProfilePage, "/profiles/nobody");
    await screen.findByRole("heading", { level: 1, name: "Profile not found" });
    expect(document.title).toBe("Profile not found — Ile");
  });

  it("text pages", () => {
    renderRoute("/faqs", Faqs, "/faqs");
    expect(document.title).toBe("Frequently asked questions — Ile");
  });

  it("the about page does not say Ile twice", () => {
    renderRoute("/about-us", About, "/about-us");
    expect(document.title).toBe("About us — Ile");
  });

  it("the 404 page", () => {
    renderRoute("*", NotFound, "/no/such/page");
    expect(document.title).toBe("Page not found — Ile");
  });

  it("a dashboard section names itself before the area; an unknown one says so", async () => {
    const sections = [
      { path: "", label: "Profile", Component: () => <p>Your profile</p> },
      { path: "listings", label: "My listings", Component: () => <p>Your listings</p> },
    ];
    function Dashboard() {
      return (
        <>
          <title>Dashboard — Ile</title>
          <SectionShell title="Dashboard" base="/dashboard" sections={sections} />
        </>
      );
    }
    const { router } = renderRoute("/dashboard/*", Dashboard, "/dashboard");
    await screen.findByText("Your profile");
    expect(document.title).toBe("Profile — Dashboard — Ile");
    await router.navigate("/dashboard/listings");
    await screen.findByText("Your listings");
    expect(document.title).toBe("My listings — Dashboard — Ile");
    await router.navigate("/dashboard/nothing-here");
    await screen.findByText("This section does not exist.");
    expect(document.title).toBe("Section not found — Dashboard — Ile");
  });
});
