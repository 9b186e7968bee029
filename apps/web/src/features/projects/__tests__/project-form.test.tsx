/**
 * The developer's project form: the contract's checks shown by each field before anything is sent, the server's
 * 422 field errors on the fields they name (a unit's price included), and unit prices typed in naira sent as
 * integer kobo.
 */
import type { Project } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { ProjectForm } from "../components/project-form";

const project = (over: Partial<Project> = {}): Project => ({
  id: 5,
  name: "Lekki Gardens Phase 4",
  description: "Terraces by the lagoon.",
  status: "under_construction",
  location: { state: "Lagos", city: "Lekki", address: "Km 20 Lekki-Epe Expressway" },
  unit_types: [
    { id: 1, name: "3 bedroom terrace", bedrooms: 3, price_kobo: 4_500_000_000, units_available: 12 },
  ],
  min_price_kobo: 4_500_000_000,
  max_price_kobo: 4_500_000_000,
  payment_plan: "30% down, 12 months",
  completion_date: "2027-06-30",
  images: [],
  cover: null,
  developer: {
    id: 7,
    name: "Ada Obi",
    company_name: null,
    slug: null,
    profile_picture: null,
    verified: false,
  },
  demo: false,
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
  ...over,
});

const validation = (errors: Record<string, string[]>) =>
  [
    422,
    { status: "error", statusCode: 422, message: "Validation failed", code: "VALIDATION_ERROR", errors },
  ] as const;

afterEach(() => clearSession());

function setup(current: Project | null) {
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "developer" } });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithRouter(<ProjectForm project={current} onDone={onDone} />);
  const form = screen.getByRole("form", { name: current ? "Edit project" : "New project" });
  return { user, onDone, form };
}

describe("Project form", () => {
  it("shows the contract's messages by their fields and sends nothing", async () => {
    const calls = mockRoutes({});
    const { user, form, onDone } = setup(null);
    await user.type(within(form).getByLabelText("Project name"), "Ab");
    await user.type(within(form).getByLabelText("Price (₦)"), "0");
    await user.click(within(form).getByRole("button", { name: "Create project" }));

    expect(within(form).getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    const name = within(form).getByLabelText("Project name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name must be at least 3 characters");
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText("State")).toHaveAccessibleDescription("State is required");
    expect(within(form).getByLabelText("Town or area")).toHaveAccessibleDescription("City is required");
    expect(within(form).getByLabelText("Unit type 1")).toHaveAccessibleDescription(
      "Give each unit type a name",
    );
    expect(within(form).getByLabelText("Price (₦)")).toHaveAccessibleDescription(
      "Price must be more than zero",
    );
    expect(within(form).getByLabelText("Bedrooms")).not.toHaveAttribute("aria-invalid");

    await user.clear(within(form).getByLabelText("Price (₦)"));
    await user.click(within(form).getByRole("button", { name: "Create project" }));
    expect(within(form).getByLabelText("Price (₦)")).toHaveAccessibleDescription(
      "Give each unit type its price in naira",
    );
    expect(calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("sends what was typed, unit prices in naira as integer kobo", async () => {
    let body: unknown = null;
    mockRoutes({
      "POST /projects": (call) => {
        body = call.body;
        return [201, { status: "success", message: "Project created", data: project() }];
      },
    });
    const { user, form, onDone } = setup(null);
    await user.type(within(form).getByLabelText("Project name"), "  Lekki Gardens Phase 4 ");
    await user.selectOptions(within(form).getByLabelText("Status"), "under_construction");
    await user.type(within(form).getByLabelText("Completion date"), "2027-06-30");
    await user.type(within(form).getByLabelText("State"), "Lagos");
    await user.type(within(form).getByLabelText("Town or area"), "Lekki");
    await user.type(within(form).getByLabelText("Unit type 1"), "3 bedroom terrace");
    await user.type(within(form).getByLabelText("Bedrooms"), "3");
    await user.type(within(form).getByLabelText("Price (₦)"), "₦45,000,000");
    await user.type(within(form).getByLabelText("Units available"), "12");
    await user.click(within(form).getByRole("button", { name: "Add a unit type" }));
    await user.type(within(form).getByLabelText("Unit type 2"), "Penthouse");
    await user.type(within(form).getAllByLabelText("Price (₦)")[1]!, "120 500 000.50");
    await user.type(within(form).getByLabelText("Payment plan"), "30% down, 12 months");
    await user.click(within(form).getByRole("button", { name: "Create project" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toEqual({
      name: "Lekki Gardens Phase 4",
      status: "under_construction",
      state: "Lagos",
      city: "Lekki",
      address: "",
      description: "",
      payment_plan: "30% down, 12 months",
      completion_date: "2027-06-30",
      unit_types: [
        { name: "3 bedroom terrace", bedrooms: 3, price_kobo: 4_500_000_000, units_available: 12 },
        { name: "Penthouse", bedrooms: null, price_kobo: 12_050_000_050, units_available: null },
      ],
    });
  });

  it("puts the server's 422 field errors on their fields, a unit's price on that unit's price", async () => {
    let body: Record<string, unknown> | null = null;
    mockRoutes({
      "PUT /projects/5": (call) => {
        body = call.body;
        return validation({
          name: ["A project of yours already has this name"],
          "unit_types.1.price_kobo": ["Price is too large"],
        });
      },
    });
    const two = project({
      unit_types: [
        { id: 1, name: "3 bedroom terrace", bedrooms: 3, price_kobo: 4_500_000_000, units_available: 12 },
        { id: 2, name: "Penthouse", bedrooms: 5, price_kobo: 25_000_000_000, units_available: 2 },
      ],
    });
    const { user, form, onDone } = setup(two);
    // The stored prices come back as naira to edit.
    const prices = within(form).getAllByLabelText("Price (₦)");
    expect(prices.map((p) => (p as HTMLInputElement).value)).toEqual(["45000000", "250000000"]);
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Please correct the highlighted fields.",
    );
    expect(within(form).getByLabelText("Project name")).toHaveAccessibleDescription(
      "A project of yours already has this name",
    );
    expect(within(form).getAllByLabelText("Price (₦)")[1]).toHaveAccessibleDescription("Price is too large");
    expect(within(form).getAllByLabelText("Price (₦)")[0]).not.toHaveAttribute("aria-invalid");
    expect(body).toMatchObject({
      name: "Lekki Gardens Phase 4",
      unit_types: [
        { name: "3 bedroom terrace", bedrooms: 3, price_kobo: 4_500_000_000, units_available: 12 },
        { name: "Penthouse", bedrooms: 5, price_kobo: 25_000_000_000, units_available: 2 },
      ],
    });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("a failure without field errors shows the server's message", async () => {
    mockRoutes({
      "PUT /projects/5": () => [
        403,
        { status: "error", statusCode: 403, message: "This project is not yours", code: "FORBIDDEN" },
      ],
    });
    const { user, form } = setup(project());
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("This project is not yours");
  });
});
