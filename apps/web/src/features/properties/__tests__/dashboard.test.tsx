import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { listing, page } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { checkNewImages, moveItem } from "../components/dashboard/image-manager";
import MyListings from "../components/dashboard/my-listings";

const image = (id: number, is_cover = false) => ({
  id,
  url: `/uploads/${id}-1280.webp`,
  sizes: [{ width: 320, url: `/uploads/${id}-320.webp` }],
  position: id,
  is_cover,
  alt: "",
});

/** The listing form's required fields, for a rent in `town`, Lagos. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, town: string) {
  await user.type(screen.getByLabelText("Title"), "Bright 2 bedroom flat");
  await user.type(screen.getByLabelText("Price (₦)"), "1800000");
  await user.selectOptions(screen.getByLabelText("Category"), "apartment");
  await user.type(screen.getByLabelText("Property type"), "Flat / Apartment");
  await user.type(screen.getByLabelText("Town or area"), town);
  await user.type(screen.getByLabelText("State"), "Lagos");
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe("image rules", () => {
  const file = (name: string, type = "image/jpeg") => new File(["x"], name, { type });
  it("refuses more than 20 photos in all, and files that are not images", () => {
    expect(checkNewImages(18, [file("a.jpg"), file("b.jpg")])).toEqual({
      ok: [file("a.jpg"), file("b.jpg")],
    });
    expect(checkNewImages(19, [file("a.jpg"), file("b.jpg")])).toEqual({
      error: "A listing can have at most 20 images: you can add 1 more.",
    });
    expect(checkNewImages(0, [file("doc.pdf", "application/pdf")])).toEqual({
      error: "This file is not a JPEG, PNG, WebP or GIF image: doc.pdf",
    });
  });
  it("moves an item and ignores moves past the ends", () => {
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});

describe("Dashboard → My listings", () => {
  it("creates a listing: field errors first, then the API body, then the editor with photos", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    let body: Record<string, unknown> | null = null;
    // The owner's copy carries the flat or unit, which the edit form shows.
    const created = listing({
      slug: "bright-flat-abc123",
      title: "Bright 2 bedroom flat",
      unit_label: "Flat 3B",
    });
    mockRoutes({
      "GET /properties/mine": () => [200, page([])],
      "POST /properties": (call) => {
        body = call.body;
        return [201, { status: "success", message: "Listing created", data: created }];
      },
      "GET /properties/bright-flat-abc123": () => [200, { status: "success", data: created }],
      "PUT /properties/bright-flat-abc123/images/order": (call) => {
        const { order, cover_id } = call.body;
        return [
          200,
          {
            status: "success",
            data: { ...created, images: order.map((id: number) => image(id, id === cover_id)) },
          },
        ];
      },
    });
    const { router } = renderWithRouter(<MyListings />, { path: "/dashboard/listings" });
    expect(await screen.findByText("You have no listings yet")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Add a listing" }));
    expect(router.state.location.search).toBe("?new=1");
    expect(screen.getByRole("heading", { name: "New listing" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Create listing" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect(screen.getByText("Title must be at least 5 characters")).toBeVisible();
    expect(screen.getByText("Price is required")).toBeVisible();
    expect(screen.getByText("Choose a category")).toBeVisible();
    expect(body).toBeNull();

    await fillRequired(user, "Yaba");
    await user.selectOptions(screen.getByLabelText("Rent period"), "year");
    await user.clear(screen.getByLabelText("Bedrooms"));
    await user.type(screen.getByLabelText("Bedrooms"), "2");
    await user.click(screen.getByLabelText("Serviced"));
    await user.selectOptions(screen.getByLabelText("Title document"), "c_of_o");
    await user.type(screen.getByLabelText("Title number"), "LA/2019/004512");
    await user.type(screen.getByLabelText("Amenities (optional)"), "Borehole, Prepaid meter");
    await user.type(screen.getByLabelText("Flat or unit (optional)"), " Flat 3B ");
    await user.click(screen.getByRole("button", { name: "Create listing" }));

    expect(await screen.findByRole("heading", { name: "Edit listing" }, { timeout: 8000 })).toBeVisible();
    expect(router.state.location.search).toBe("?edit=bright-flat-abc123");
    expect(body).toMatchObject({
      title: "Bright 2 bedroom flat",
      price: 1_800_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat / Apartment",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 2,
      serviced: true,
      furnished: false,
      title_document: "c_of_o",
      title_number: "LA/2019/004512",
      amenities: ["Borehole", "Prepaid meter"],
      unit_label: "Flat 3B",
      latitude: null,
      longitude: null,
    });
    expect(screen.getByTestId("image-count")).toHaveTextContent("0 of 20 photos");
    expect(screen.getByLabelText("Flat or unit (optional)")).toHaveValue("Flat 3B");
  });

  it("shows the server's reason when the unit already has a live rent listing (409), not an empty highlight", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    const reason =
      'You already have a live rent listing for this unit ("Bright 2 bedroom flat"). Edit that listing instead: /property/bright-flat-abc123';
    mockRoutes({
      "GET /properties/mine": () => [200, page([])],
      "POST /properties": () => [
        409,
        {
          status: "error",
          statusCode: 409,
          message: reason,
          code: "CONFLICT",
          errors: { unit_label: [reason] },
        },
      ],
    });
    renderWithRouter(<MyListings />, { path: "/dashboard/listings?new=1" });
    await screen.findByLabelText("Title");
    await user.type(screen.getByLabelText("Street address"), "14 Adelabu Street");
    await user.type(screen.getByLabelText("Flat or unit (optional)"), "Flat 3B");
    await fillRequired(user, "Surulere");
    await user.click(screen.getByRole("button", { name: "Create listing" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(screen.queryByText("Please correct the highlighted fields.")).toBeNull();
    // The unit the reason is about is the field it marks (a second flat at one address needs its own unit).
    expect(screen.getByLabelText("Flat or unit (optional)")).toHaveAttribute("aria-invalid", "true");
  });

  it("orders photos and picks the cover through the API", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    const withImages = listing({ slug: "flat", title: "Flat", images: [image(1, true), image(2), image(3)] });
    const orders: unknown[] = [];
    mockRoutes({
      "GET /properties/flat": () => [200, { status: "success", data: withImages }],
      "GET /properties/mine": () => [200, page([withImages])],
      "PUT /properties/flat/images/order": (call) => {
        const { order, cover_id } = call.body;
        orders.push({ order, cover_id });
        const cover = cover_id ?? 1;
        return [
          200,
          {
            status: "success",
            data: { ...withImages, images: order.map((id: number) => image(id, id === cover)) },
          },
        ];
      },
    });
    renderWithRouter(<MyListings />, { path: "/dashboard/listings?edit=flat" });
    const photos = await screen.findByRole("region", { name: "Photos" });
    await user.click(within(photos).getByRole("button", { name: "Later (Photo 1)" }));
    expect(await within(photos).findByText("Order saved")).toBeVisible();
    expect(orders[0]).toEqual({ order: [2, 1, 3], cover_id: undefined });
    expect(
      within(photos)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["Photo 1", "Photo 2 (cover)", "Photo 3"]);
    await user.click(within(photos).getByRole("button", { name: "Cover (Photo 3)" }));
    expect(await within(photos).findByText("Cover photo changed")).toBeVisible();
    expect(orders[1]).toEqual({ order: [2, 1, 3], cover_id: 3 });
    expect(within(photos).getByRole("button", { name: "Cover (Photo 3)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("changes a listing's status from the list", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    let current = listing({ slug: "flat", title: "Flat in Yaba" });
    mockRoutes({
      "GET /properties/mine": () => [200, page([current])],
      "PATCH /properties/flat/status": (call) => {
        current = { ...current, status: call.body.status };
        return [200, { status: "success", message: "Listing updated", data: current }];
      },
    });
    renderWithRouter(<MyListings />, { path: "/dashboard/listings" });
    const select = await screen.findByLabelText("Status of Flat in Yaba");
    fireEvent.change(select, { target: { value: "rented" } });
    await vi.waitFor(() => expect(current.status).toBe("rented"));
    await vi.waitFor(() => expect(screen.getByLabelText("Status of Flat in Yaba")).toHaveValue("rented"));
  });
});
