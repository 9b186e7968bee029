import {
  homeServicesMessages as M,
  type ProviderInput,
  type ProviderWire,
  type ServiceAreas,
} from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { BecomeProvider } from "../components/become-provider";

const AREAS: Record<string, ServiceAreas> = {
  Lagos: {
    state: "Lagos",
    lgas: ["Eti-Osa", "Ibeju/Lekki", "Ikeja", "Surulere"],
    towns: ["Ajah", "Lekki", "Victoria Island"],
  },
  "Federal Capital Territory": {
    state: "Federal Capital Territory",
    lgas: ["Bwari", "Municipal"],
    towns: ["Garki", "Wuse"],
  },
};
const areasReply = (state: string) => ({ status: "success" as const, data: AREAS[state]! });

function mockAreas() {
  return mockService(env.providersBase, "/areas", (call) => [200, areasReply(call.query.get("state")!)]);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Business or display name"), "Eko Sparks");
  await user.type(screen.getByLabelText("Speciality"), "Wiring and inverters");
  await user.type(screen.getByLabelText("Town or area"), "Lekki");
  await user.type(screen.getByLabelText("Email"), "eko@example.ng");
  await user.type(screen.getByLabelText("Phone"), "+2348031112222");
}

describe("Become a provider → areas you serve", () => {
  it("picks LGAs of the state and a town from its list, and sends them as service_areas", async () => {
    const asked = mockAreas();
    const sent = mockService(env.providersBase, "/me", () => [
      201,
      { status: "success", message: M.providerSaved, data: { id: 5 } as ProviderWire },
    ]);
    renderWithRouter(<BecomeProvider />);
    const user = userEvent.setup();
    const areas = screen.getByRole("group", { name: "Areas you serve in Lagos" });
    const lgas = await within(areas).findByRole("group", { name: "Local government areas" });
    expect(
      within(lgas)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")!.textContent),
    ).toEqual(AREAS.Lagos!.lgas);
    expect(asked[0]!.query.get("state")).toBe("Lagos");

    await fillRequired(user);
    await user.click(within(lgas).getByRole("checkbox", { name: "Eti-Osa" }));
    await user.click(within(lgas).getByRole("checkbox", { name: "Ibeju/Lekki" }));
    await user.click(within(lgas).getByRole("checkbox", { name: "Ibeju/Lekki" })); // untick again
    const town = within(areas).getByLabelText("Add a town or neighbourhood people search by");
    // A place that is not on the state's list is refused with the API's own message, and not added.
    await user.type(town, "Wuse{Enter}");
    expect(within(areas).getByRole("alert")).toHaveTextContent(M.unknownAreas(["Wuse"], "Lagos"));
    await user.clear(town);
    await user.type(town, "ajah{Enter}"); // Enter adds the town, in the list's spelling, and sends nothing
    expect(sent).toHaveLength(0);
    expect(within(areas).queryByRole("alert")).toBeNull();
    await user.type(town, "Victoria Island");
    await user.click(within(areas).getByRole("button", { name: "Add" }));
    const chosen = within(areas).getByRole("list", { name: "Towns you serve" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Ajah", "Victoria Island"]);
    await user.click(within(chosen).getByRole("button", { name: "Remove Victoria Island" }));
    expect(within(areas).getByText("2 areas chosen")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Create provider profile" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as ProviderInput;
    expect(body).toMatchObject({ state: "Lagos", city: "Lekki", service_areas: ["Eti-Osa", "Ajah"] });
  });

  it("offers the new state's areas when the state changes, and shows the API's refusal on the field", async () => {
    mockAreas();
    const sent = mockService(env.providersBase, "/me", () => [
      422,
      {
        status: "error",
        statusCode: 422,
        message: M.unknownAreas(["Wuse"], "Federal Capital Territory"),
        code: "VALIDATION_FAILED",
        errors: { service_areas: [M.unknownAreas(["Wuse"], "Federal Capital Territory")] },
      },
    ]);
    renderWithRouter(<BecomeProvider />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Eti-Osa" }));
    await user.selectOptions(screen.getByLabelText("State"), "Federal Capital Territory");
    const areas = screen.getByRole("group", { name: "Areas you serve in Federal Capital Territory" });
    await user.click(await within(areas).findByRole("checkbox", { name: "Municipal" }));
    expect(within(areas).queryByRole("checkbox", { name: "Eti-Osa" })).toBeNull();
    expect(within(areas).getByText("1 area chosen")).toBeVisible();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Create provider profile" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.service_areas).toEqual(["Municipal"]);
    expect(await within(areas).findByRole("alert")).toHaveTextContent(
      M.unknownAreas(["Wuse"], "Federal Capital Territory"),
    );
  });

  it("checks the profile in the browser first: each missing or bad field says why, and nothing is sent", async () => {
    mockAreas();
    const sent = mockService(env.providersBase, "/me", () => [201, { status: "success", message: "" }]);
    renderWithRouter(<BecomeProvider />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Create provider profile" }));
    expect(await screen.findByText("The business or display name is required")).toBeVisible();
    expect(screen.getByLabelText("Business or display name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a valid email address")).toBeVisible();
    expect(screen.getByText("Enter a valid phone number")).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
