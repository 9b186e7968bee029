import type { ProductWire } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import MyProducts from "../components/my-products";

const cement: ProductWire = {
  id: 5,
  product_name: "Dangote Cement &amp; Sand",
  product_price: 9500,
  product_location: "Ikeja, Lagos",
  product_address: "Plot 4, Oba Akran Avenue",
  product_image: null,
  product_details: "Grade 42.5R.\nDelivered in 48 hours.",
  product_discount: 10,
  product_quantity: 100,
  phone_number: "+2348031112222",
  seller_id: 42,
  seller_name: "Ngozi Blocks",
  category: "cement",
  unit: "50kg bag",
  state: "Lagos",
  city: "Ikeja",
  images: [],
  pay_on_delivery: true,
  sample: false,
};
const list = (products: ProductWire[]) => ({
  status: "success",
  message: "Products retrieved successfully",
  total_results: products.length,
  products,
  pagination: { current_page: 1, last_page: 1, per_page: 100, total: products.length },
});

beforeEach(() => saveLogin({ token: "t", expires_in: 3600, user: { id: 42, full_name: "Ngozi Blocks" } }));
afterEach(() => clearSession());

describe("Dashboard → My products", () => {
  it("lists the seller's own products and adds one with price in whole naira and details' line breaks", async () => {
    const listed = mockService(env.storeBase, "/building-materials.php", () => [200, list([cement])]);
    const created = mockService(env.storeBase, "/products", (call) => [
      201,
      { status: "success", message: "Product saved", data: { ...cement, id: 6, ...call.body } },
    ]);
    renderWithRouter(<MyProducts />);
    const item = await screen.findByRole("listitem", { name: "Product Dangote Cement & Sand" });
    expect(within(item).getByTestId("stock")).toHaveTextContent("100");
    expect(listed[0]!.query.get("seller_id")).toBe("42");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a product" }));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("The product name is required")).toBeVisible();
    expect(created).toHaveLength(0);

    await user.type(screen.getByLabelText("Product name"), "Granite 3/4 inch");
    await user.selectOptions(screen.getByLabelText("Category"), "granite");
    await user.type(screen.getByLabelText("Price (₦, whole naira)"), "450,000");
    await user.clear(screen.getByLabelText("Discount (%)"));
    await user.type(screen.getByLabelText("Discount (%)"), "5");
    await user.type(screen.getByLabelText("Quantity in stock"), "12");
    await user.clear(screen.getByLabelText("Unit (bag, piece, tonne…)"));
    await user.type(screen.getByLabelText("Unit (bag, piece, tonne…)"), "30-tonne trip");
    await user.selectOptions(screen.getByLabelText("State"), "Rivers");
    await user.type(screen.getByLabelText("Town or area"), "Port Harcourt");
    await user.type(screen.getByLabelText("Phone"), "+2348031112222");
    await user.type(screen.getByLabelText("Details"), "Washed granite.{Enter}Delivered by tipper.");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.method).toBe("POST");
    expect(created[0]!.body).toEqual({
      name: "Granite 3/4 inch",
      category: "granite",
      price: 450000,
      discount: 5,
      quantity: 12,
      unit: "30-tonne trip",
      state: "Rivers",
      city: "Port Harcourt",
      address: "",
      details: "Washed granite.\nDelivered by tipper.",
      phone: "+2348031112222",
      pay_on_delivery: false,
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save product" })).toBeNull());
  });

  it("edits a product with its current values, uploads photos as images[] and removes it after confirming", async () => {
    mockService(env.storeBase, "/building-materials.php", () => [200, list([cement])]);
    const changes = mockService(env.storeBase, "/products/5*", (call) =>
      call.method === "DELETE"
        ? [200, { status: "success", message: "Product removed" }]
        : [200, { status: "success", message: "Product saved", data: cement }],
    );
    renderWithRouter(<MyProducts />);
    const user = userEvent.setup();
    const item = await screen.findByRole("listitem", { name: "Product Dangote Cement & Sand" });
    await user.click(within(item).getByRole("button", { name: "Edit" }));
    expect(within(item).getByLabelText("Product name")).toHaveValue("Dangote Cement & Sand");
    expect(within(item).getByLabelText("Details")).toHaveValue("Grade 42.5R.\nDelivered in 48 hours.");
    const quantity = within(item).getByLabelText("Quantity in stock");
    await user.clear(quantity);
    await user.type(quantity, "80");
    await user.click(within(item).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(changes.find((c) => c.method === "PUT")?.body.quantity).toBe(80));

    const photo = new File(["x"], "bags.jpg", { type: "image/jpeg" });
    await user.upload(within(item).getByLabelText("Add photos of Dangote Cement & Sand"), photo);
    await waitFor(() =>
      expect(changes.some((c) => c.url.pathname.endsWith("/products/5/images"))).toBe(true),
    );
    const upload = changes.find((c) => c.url.pathname.endsWith("/images"))!;
    // One file under the listing pipeline's field name (the test fetch loses the file name on the way).
    expect(upload.form!.getAll("images[]")).toHaveLength(1);
    expect(upload.form!.get("images[]")).toMatchObject({ type: "image/jpeg", size: 1 });
    expect(await within(item).findByText("1 photo added")).toBeVisible();

    await user.click(within(item).getByRole("button", { name: "Remove Dangote Cement & Sand" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Dangote Cement & Sand?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove product" }));
    await waitFor(() => expect(changes.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("refuses a file that is not an image before sending it", async () => {
    mockService(env.storeBase, "/building-materials.php", () => [200, list([cement])]);
    const sent = mockService(env.storeBase, "/products/5/images", () => [
      201,
      { status: "success", data: cement },
    ]);
    renderWithRouter(<MyProducts />);
    const user = userEvent.setup({ applyAccept: false });
    const item = await screen.findByRole("listitem", { name: "Product Dangote Cement & Sand" });
    await user.upload(
      within(item).getByLabelText("Add photos of Dangote Cement & Sand"),
      new File(["%PDF"], "invoice.pdf", { type: "application/pdf" }),
    );
    expect(
      await within(item).findByText("This file is not a JPEG, PNG, WebP or GIF image: invoice.pdf"),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
