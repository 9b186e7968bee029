/**
 * Issue 17 item 6: every profile field can be edited, grouped by what applies to the role; dates formatted.
 * Issue 53 item 4: what is missing shows as prompts that open the form at that field, never as "N/A"; the
 * price-drop alerts switch (ADR 0029).
 */
import { type OwnProfile, profileMessages } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { ownProfile } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";

import ProfileSection from "../components/profile-section";

const profile = (role: string) =>
  ownProfile({
    id: 5,
    unique_key: "ILE-ABCDEFGHJK",
    role: role as OwnProfile["role"],
    first_name: "Ada",
    last_name: "Obi",
    full_name: "Ada Obi",
    email: "ada@example.ng",
    phone: "+2348031234567",
    profile_picture: null,
    verified_at: null,
    slug: "ada-obi",
    country: "Nigeria",
    date_of_birth: "1980-04-12",
    marital_status: null,
    price_range: null,
    bio: "Agent for flats in Yaba.",
    skills: [],
    certifications: ["NIESV"],
    social_media_links: [],
    language_preference: ["English"],
    reviews: [],
    login_codes: false,
    created_at: "2026-01-05T10:00:00.000Z",
  });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function serve(role: string, prefs: unknown[] = []) {
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 5, full_name: "Ada Obi", role } });
  const sent: unknown[] = [];
  let priceDrops = true;
  mockRoutes({
    "GET /notifications/preferences": () => [200, { status: "success", data: { price_drops: priceDrops } }],
    "PUT /notifications/preferences": (call) => {
      prefs.push(call.body);
      priceDrops = (call.body as { price_drops: boolean }).price_drops;
      return [
        200,
        { status: "success", message: "Notification settings saved", data: { price_drops: priceDrops } },
      ];
    },
    "GET /profile": () => [200, { status: "success", data: profile(role) }],
    "PUT /update/profile": (call) => {
      const body = call.body;
      sent.push(body);
      return [200, { status: "success", message: "Profile updated.", data: { ...profile(role), ...body } }];
    },
  });
  return sent;
}

describe("Dashboard → Profile", () => {
  it("shows the date of birth through the date formatter, not as 1980-04-12", async () => {
    serve("agent");
    renderWithRouter(<ProfileSection />);
    expect(await screen.findByText("Apr 12, 1980")).toBeVisible();
    expect(screen.queryByText("1980-04-12")).toBeNull();
    // The bio is in the summary once, not again in a group.
    expect(screen.getAllByText("Agent for flats in Yaba.")).toHaveLength(1);
  });

  it("an agent edits the fields that had no editor (marital status, certifications, price range, social links)", async () => {
    const sent = serve("agent");
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = await screen.findByRole("form", { name: "Edit profile" });
    for (const group of ["Personal", "Professional", "Business", "Preferences"])
      expect(within(form).getByRole("group", { name: group })).toBeVisible();
    expect(within(form).getByLabelText("Date of birth")).toHaveAttribute("type", "date");
    await user.selectOptions(within(form).getByLabelText("Marital status"), "married");
    await user.type(within(form).getByLabelText("Certifications"), "ESVARBON{Enter}");
    await user.click(within(form).getByRole("button", { name: "Remove NIESV" }));
    await user.type(within(form).getByLabelText("Price range"), "₦2m–₦4m");
    await user.type(within(form).getByLabelText("Social media links"), "https://x.co/a,");
    await user.type(within(form).getByLabelText("Qualification"), "BSc");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      marital_status: "married",
      certifications: ["ESVARBON"],
      price_range: "₦2m–₦4m",
      social_media_links: ["https://x.co/a"],
      qualification: "BSc",
      date_of_birth: "1980-04-12",
      language_preference: ["English"],
      gender: null,
    });
    expect(await screen.findByText("Married")).toBeVisible();
    expect(screen.getByText("ESVARBON")).toBeVisible();
  }, 30_000);

  it("a tenant gets no business group", async () => {
    serve("tenant");
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = await screen.findByRole("form", { name: "Edit profile" });
    expect(within(form).queryByRole("group", { name: "Business" })).toBeNull();
    expect(within(form).getByLabelText("Occupation")).toBeVisible();
  });

  it("checks with the contract's profile schema before sending: the message shows by its field", async () => {
    const sent = serve("agent");
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = await screen.findByRole("form", { name: "Edit profile" });
    await user.clear(within(form).getByLabelText("First name"));
    await user.type(within(form).getByLabelText("Website"), "ile.ng");
    await user.type(within(form).getByLabelText("Years of experience"), "2.5");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));

    expect(within(form).getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(within(form).getByLabelText("First name")).toHaveAccessibleDescription(
      profileMessages.firstNameRequired,
    );
    expect(within(form).getByLabelText("First name")).toHaveFocus();
    expect(within(form).getByLabelText("Website")).toHaveAccessibleDescription(
      `Starting with https:// ${profileMessages.website}`,
    );
    expect(within(form).getByLabelText("Years of experience")).toHaveAccessibleDescription(
      profileMessages.wholeNumber,
    );
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText("First name"), "Adaeze");
    await user.clear(within(form).getByLabelText("Website"));
    await user.type(within(form).getByLabelText("Website"), "https://ile.ng");
    await user.clear(within(form).getByLabelText("Years of experience"));
    await user.type(within(form).getByLabelText("Years of experience"), "7");
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      first_name: "Adaeze",
      website: "https://ile.ng",
      years_of_experience: "7",
    });
  }, 30_000);

  it("puts the server's 422 field errors on their fields (a list entry's on its list)", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 5, full_name: "Ada Obi", role: "agent" } });
    mockRoutes({
      "GET /profile": () => [200, { status: "success", data: profile("agent") }],
      "PUT /update/profile": () => [
        422,
        {
          status: "error",
          statusCode: 422,
          message: "Validation failed",
          code: "VALIDATION_ERROR",
          errors: { last_name: ["Not this one"], "social_media_links.0": [profileMessages.links] },
        },
      ],
    });
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = await screen.findByRole("form", { name: "Edit profile" });
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Please correct the highlighted fields.",
    );
    expect(within(form).getByLabelText("Last name")).toHaveAccessibleDescription("Not this one");
    expect(within(form).getByLabelText("Social media links")).toHaveAccessibleDescription(
      `Each starting with https:// ${profileMessages.links}`,
    );
    expect(within(form).getByLabelText("First name")).not.toHaveAttribute("aria-invalid");
    // Still editing: nothing was saved.
    expect(within(form).getByRole("button", { name: "Save profile" })).toBeEnabled();
  });

  it("a failure without field errors shows the server's message", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 5, full_name: "Ada Obi", role: "tenant" } });
    mockRoutes({
      "GET /profile": () => [200, { status: "success", data: profile("tenant") }],
      "PUT /update/profile": () => [
        400,
        { status: "error", statusCode: 400, message: "Your profile changed elsewhere", code: "BAD_REQUEST" },
      ],
    });
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = await screen.findByRole("form", { name: "Edit profile" });
    await user.click(within(form).getByRole("button", { name: "Save profile" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Your profile changed elsewhere");
  });

  it("shows no N/A: missing fields are prompts that open the form at their field", async () => {
    serve("agent");
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    const personal = await screen.findByRole("region", { name: "Personal" });
    expect(screen.queryByText("N/A")).toBeNull();
    // Filled in: shown with its label; missing: an "Add …" prompt, not a value.
    expect(within(personal).getByText("Apr 12, 1980")).toBeVisible();
    const terms = [...personal.querySelectorAll("dt")].map((d) => d.textContent);
    expect(terms).toContain("Date of birth");
    expect(terms).not.toContain("Marital status");
    const professional = screen.getByRole("region", { name: "Professional" });
    expect(within(professional).getByText("NIESV")).toBeVisible();
    expect(within(professional).getByRole("button", { name: "Add Skills" })).toBeVisible();
    const business = screen.getByRole("region", { name: "Business" });
    expect(within(business).getByRole("button", { name: "Add Price range" })).toBeVisible();

    await user.click(within(personal).getByRole("button", { name: "Add Marital status" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    await vi.waitFor(() => expect(within(form).getByLabelText("Marital status")).toHaveFocus());
  });

  it("a profile without a bio offers to add one", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 5, full_name: "Ada Obi", role: "tenant" } });
    mockRoutes({
      "GET /profile": () => [200, { status: "success", data: { ...profile("tenant"), bio: null } }],
      "GET /notifications/preferences": () => [200, { status: "success", data: { price_drops: true } }],
    });
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    await user.click(await screen.findByRole("button", { name: "Add a few words about you" }));
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole("form", { name: "Edit profile" })).getByLabelText("About you"),
      ).toHaveFocus(),
    );
  });

  it("price-drop alerts on saved listings can be turned off and on again", async () => {
    const prefs: unknown[] = [];
    serve("tenant", prefs);
    const user = userEvent.setup();
    renderWithRouter(<ProfileSection />);
    const box = await screen.findByRole("checkbox", { name: /Tell me when a listing I saved gets cheaper/ });
    await vi.waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await user.click(box);
    await vi.waitFor(() => expect(box).not.toBeChecked());
    expect(prefs).toEqual([{ price_drops: false }]);
    await vi.waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    await vi.waitFor(() => expect(box).toBeChecked());
    expect(prefs).toEqual([{ price_drops: false }, { price_drops: true }]);
  });
});
