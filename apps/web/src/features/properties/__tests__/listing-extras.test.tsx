/**
 * Issue 17 on the listing page: the owner's fees and the total to move in (caps flagged), call and WhatsApp when
 * the API sends the owner's phone, sharing; and the fees in the listing form (naira typed, kobo sent).
 */
import type { OwnerContact, PropertyInput } from "@ile/contract";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/http";
import { mockRoutes } from "@/testing/api";
import { listing } from "@/testing/fixtures";
import { renderRoute, renderWithRouter } from "@/testing/render";
import { ListingForm } from "../components/dashboard/listing-form";
import { Component as PropertyPage } from "../routes/property";

afterEach(() => vi.unstubAllGlobals());

const show = (over: Partial<ReturnType<typeof listing>>) => {
  const p = listing({ slug: "flat-yaba", title: "3 bedroom flat in Yaba", ...over });
  mockRoutes({
    "GET /properties/flat-yaba": () => [200, { status: "success", data: p }],
    "GET /properties": () => [
      200,
      { status: "success", data: [], meta: { current_page: 1, last_page: 1, per_page: 4, total: 0 } },
    ],
  });
  renderRoute("/property/:slug", PropertyPage, "/property/flat-yaba");
};
const row = (region: HTMLElement, name: string) => within(region).getByText(name).nextElementSibling;

describe("fees and the cost of moving in", () => {
  it("lists the owner's fees, adds them to a year's rent and flags a legal fee above the 10% cap", async () => {
    show({
      price: 2_500_000,
      price_kobo: 250_000_000,
      agency_fee_kobo: 25_000_000,
      legal_fee_kobo: 37_500_000,
      caution_deposit_kobo: 20_000_000,
      service_charge_kobo: 15_000_000,
    });
    const fees = await screen.findByRole("region", { name: "Fees and the cost of moving in" });
    expect(row(fees, "Rent (12 months up front)")).toHaveTextContent("₦2,500,000.00₦2,500,000.00/year");
    expect(row(fees, "Agency fee")).toHaveTextContent("₦250,000.00");
    expect(row(fees, "Legal fee")).toHaveTextContent("₦375,000.00");
    expect(row(fees, "Caution deposit")).toHaveTextContent("₦200,000.00");
    expect(row(fees, "Yearly service charge")).toHaveTextContent("₦150,000.00");
    expect(within(fees).getByTestId("move-in-total")).toHaveTextContent("₦3,475,000.00");
    expect(within(fees).getByTestId("move-in-warnings")).toHaveTextContent(
      "A legal fee of 15% is above the usual 10% of a year's rent. The 10% is custom, not a limit set by law: ask what the fee pays for.",
    );
    expect(within(fees).getByTestId("move-in-warnings")).not.toHaveTextContent("Tenancy Law");
    expect(within(fees).queryByText(/not in the total/)).toBeNull();
    // Beside the total, the income the rent needs (issue 38): ₦2.5m a year is ₦208,333.33 a month, times 3.
    expect(row(fees, "Monthly income needed")).toHaveTextContent("₦625,000.00");
    expect(
      within(fees).getByText("Affordable means rent of at most a third of your monthly income."),
    ).toBeVisible();
  });

  it("a rent in Lekki states the Tenancy Law's s.4 rule; one in Ikoyi or Victoria Island says the Law does not apply", async () => {
    const fees15 = { price: 2_000_000, price_kobo: 200_000_000, agency_fee_kobo: 30_000_000 };
    show({ ...fees15, address: { city: "Lekki", state: "Lagos", address: "", map_url: null } });
    const lekki = await screen.findByRole("region", { name: "Fees and the cost of moving in" });
    expect(within(lekki).getByTestId("tenancy-law")).toHaveTextContent(
      "Under section 4 of the Lagos State Tenancy Law 2011, a landlord may not demand or receive more than one year's rent in advance from a yearly tenant, and a tenant may not offer or pay it.",
    );
    expect(within(lekki).getByTestId("move-in-warnings")).toHaveTextContent(
      "An agency fee of 15% is above the usual 10% of a year's rent. The 10% is custom, not a limit set by law: ask what the fee pays for.",
    );
    cleanup();

    for (const address of [
      { city: "Ikoyi", state: "Lagos", address: "3 Bourdillon Road", map_url: null },
      { city: "Victoria Island", state: "Lagos", address: "", map_url: null },
    ]) {
      show({ ...fees15, address });
      const there = await screen.findByRole("region", { name: "Fees and the cost of moving in" });
      expect(within(there).getByTestId("tenancy-law")).toHaveTextContent(
        "The Lagos State Tenancy Law 2011 does not apply here: section 1 leaves out Apapa, Ikeja GRA, Ikoyi and Victoria Island. Rent in advance is what the tenancy agreement says.",
      );
      expect(within(there).getByTestId("move-in-warnings")).not.toHaveTextContent(
        /Tenancy Law|s\.4|section 4/,
      );
      cleanup();
    }
  });

  it("a rent without fees: rent only, each fee 'Not stated', no flag", async () => {
    show({ price: 1_200_000, price_kobo: 120_000_000 });
    const fees = await screen.findByRole("region", { name: "Fees and the cost of moving in" });
    expect(row(fees, "Agency fee")).toHaveTextContent("Not stated");
    expect(within(fees).getByTestId("move-in-total")).toHaveTextContent("₦1,200,000.00");
    expect(within(fees).getByText("Fees the owner has not stated are not in the total.")).toBeVisible();
    expect(within(fees).queryByTestId("move-in-warnings")).toBeNull();
  });

  it("a sale shows its stated fees without a move-in total; a sale without fees shows nothing", async () => {
    show({ listing_type: "sale", rent_period: null, agency_fee_kobo: 500_000_000 });
    const fees = await screen.findByRole("region", { name: "Fees" });
    expect(row(fees, "Agency fee")).toHaveTextContent("₦5,000,000.00");
    expect(within(fees).queryByTestId("move-in-total")).toBeNull();
    expect(within(fees).queryByText("Monthly income needed")).toBeNull();
  });
});

describe("calling the owner", () => {
  const contact = (c: OwnerContact) => ({
    contact: c,
    owner: { ...listing({ slug: "x" }).owner, slug: "ada-obi" },
  });

  it("with the phone: a Call (tel:) and a WhatsApp (wa.me) link, 44 px targets", async () => {
    show(contact({ access: "full", phone: "+2348031234567" }));
    const section = await screen.findByRole("region", { name: "Call the owner" });
    const call = within(section).getByRole("link", { name: "Call Ada Obi" });
    expect(call).toHaveAttribute("href", "tel:+2348031234567");
    expect(call).toHaveClass("btn-primary");
    const whatsapp = within(section).getByRole("link", { name: "WhatsApp Ada Obi" });
    const href = new URL(whatsapp.getAttribute("href")!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/2348031234567");
    expect(href.searchParams.get("text")).toBe(
      'Hello, I saw your listing "3 bedroom flat in Yaba" on Ile: http://localhost:3000/property/flat-yaba',
    );
  });

  it("signed out: asks to log in, and no tel: link", async () => {
    show(contact({ access: "sign_in", phone: null }));
    const section = await screen.findByRole("region", { name: "Call the owner" });
    expect(within(section).getByRole("button", { name: "Log in to call the owner" })).toBeVisible();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it("a member without a plan is sent to the owner's profile to unlock it", async () => {
    show(contact({ access: "payment", phone: null }));
    const section = await screen.findByRole("region", { name: "Call the owner" });
    expect(section).toHaveTextContent("unlock it on their profile");
    expect(within(section).getByRole("link", { name: "See Ada Obi's profile" })).toHaveAttribute(
      "href",
      "/profiles/ada-obi",
    );
    expect(document.querySelector('a[href^="tel:"], a[href^="https://wa.me/2"]')).toBeNull();
  });
});

describe("sharing", () => {
  it("uses the device's share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    show({});
    await userEvent.setup().click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({
      title: "3 bedroom flat in Yaba",
      url: "http://localhost:3000/property/flat-yaba",
    });
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
  });

  it("otherwise offers Copy link and a WhatsApp share link", async () => {
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share: undefined }));
    // user-event puts its own clipboard on the navigator.
    const user = userEvent.setup();
    show({});
    const button = await screen.findByRole("button", { name: "Share" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe("http://localhost:3000/property/flat-yaba");
    expect(screen.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent("3 bedroom flat in Yaba http://localhost:3000/property/flat-yaba")}`,
    );
  });
});

describe("fees in the listing form", () => {
  it("are typed in naira and sent in kobo; empty is not stated (null); editing shows the stored fees", async () => {
    const user = userEvent.setup();
    const sent: PropertyInput[] = [];
    const stored = listing({
      slug: "flat-yaba",
      agency_fee_kobo: 25_000_000,
      service_charge_kobo: 15_000_050,
    });
    renderWithRouter(
      <ListingForm listing={stored} submitLabel="Save changes" onSubmit={async (i) => sent.push(i)} />,
    );
    expect(screen.getByLabelText("Agency fee (₦)")).toHaveValue(250_000);
    expect(screen.getByLabelText("Yearly service charge (₦)")).toHaveValue(150_000.5);
    expect(screen.getByLabelText("Legal fee (₦)")).toHaveValue(null);
    await user.clear(screen.getByLabelText("Agency fee (₦)"));
    await user.type(screen.getByLabelText("Legal fee (₦)"), "300000.25");
    await user.type(screen.getByLabelText("Caution deposit (₦)"), "200000");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(sent[0]).toMatchObject({
      agency_fee_kobo: null,
      legal_fee_kobo: 30_000_025,
      caution_deposit_kobo: 20_000_000,
      service_charge_kobo: 15_000_050,
    });
  });

  it("a negative fee is refused under its field before anything is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(
      <ListingForm listing={listing({ slug: "flat-yaba" })} submitLabel="Save" onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText("Agency fee (₦)"), "-5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Agency fee cannot be negative")).toBeVisible();
    expect(screen.getByLabelText("Agency fee (₦)")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("the listing form on the form kit (issue 39)", () => {
  it("half a map point is refused on the latitude, which gets focus; nothing is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderWithRouter(
      <ListingForm listing={listing({ slug: "flat-yaba" })} submitLabel="Save" onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText("Longitude (optional)"), "3.38");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    const latitude = screen.getByLabelText("Latitude (optional)");
    expect(latitude).toHaveAccessibleDescription("Give both latitude and longitude, or neither");
    await vi.waitFor(() => expect(latitude).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a 422 from the server lands under its field", async () => {
    const user = userEvent.setup();
    const sent: PropertyInput[] = [];
    const onSubmit = vi.fn(async (input: PropertyInput) => {
      sent.push(input);
      throw new ApiError(422, "Validation failed", {
        errors: { title_number: ["This title number is not in a form we know"] },
      });
    });
    renderWithRouter(
      <ListingForm listing={listing({ slug: "flat-yaba" })} submitLabel="Save" onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText("Title number"), "12345");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    const number = screen.getByLabelText("Title number");
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("This title number is not in a form we know")).toBeVisible();
    expect(sent[0]).toMatchObject({ title_number: "12345" });
  });
});
