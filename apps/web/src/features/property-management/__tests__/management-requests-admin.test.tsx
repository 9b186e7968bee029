import { type ManagementRequestItem, managementMessages as MM } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import ManagementRequestsAdmin from "../components/management-requests-admin";

const item: ManagementRequestItem = {
  id: 31,
  user_id: null,
  name: "Funke Bello",
  email: "funke@example.ng",
  phone: "08031234567",
  city: "Surulere",
  units: 6,
  message: "A block of six flats",
  status: "new",
  staff_note: "",
  created_at: "2026-11-24T09:00:00.000Z",
  updated_at: "2026-11-24T09:00:00.000Z",
};

describe("Admin → Management requests", () => {
  it("lists open requests and saves a status with its note", async () => {
    let current = item;
    const calls = mockRoutes({
      "GET /admin/management-requests": () => [200, { status: "success", data: [current] }],
      "PATCH /admin/management-requests/31": (c) => {
        current = { ...item, status: c.body.status, staff_note: c.body.note };
        return [200, { status: "success", message: MM.updated, data: current }];
      },
    });
    renderWithRouter(<ManagementRequestsAdmin />);
    const card = await screen.findByRole("listitem", { name: "Request from Funke Bello" });
    expect(card).toHaveTextContent("Funke Bello · Surulere · 6 units");
    expect(card).toHaveTextContent("A block of six flats");
    expect(card).toHaveTextContent("status New");
    expect(calls[0]!.query.get("status")).toBe("open");

    await userEvent.selectOptions(within(card).getByLabelText("New status"), "contacted");
    await userEvent.type(within(card).getByLabelText("Note for the requester"), "We called on Monday");
    await userEvent.click(within(card).getByRole("button", { name: "Save status" }));
    expect(await within(card).findByRole("status")).toHaveTextContent(MM.updated);
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      status: "contacted",
      note: "We called on Monday",
    });
    await waitFor(() => expect(card).toHaveTextContent("Last note: We called on Monday"));
  });

  it("shows the server's field error next to the note and keeps the request as it was", async () => {
    const calls = mockRoutes({
      "GET /admin/management-requests": () => [200, { status: "success", data: [item] }],
      "PATCH /admin/management-requests/31": () => [
        422,
        {
          status: "error",
          statusCode: 422,
          message: MM.noteRequired,
          code: "VALIDATION_ERROR",
          errors: { note: [MM.noteRequired] },
        },
      ],
    });
    renderWithRouter(<ManagementRequestsAdmin />);
    const card = await screen.findByRole("listitem", { name: "Request from Funke Bello" });
    await userEvent.type(within(card).getByLabelText("Note for the requester"), "Called");
    await userEvent.click(within(card).getByRole("button", { name: "Save status" }));
    expect(await within(card).findByText(MM.noteRequired)).toBeInTheDocument();
    expect(within(card).getByLabelText("Note for the requester")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
  });

  it("asks for the note before sending (the contract's schema, issue 39)", async () => {
    const calls = mockRoutes({
      "GET /admin/management-requests": () => [200, { status: "success", data: [item] }],
    });
    renderWithRouter(<ManagementRequestsAdmin />);
    const card = await screen.findByRole("listitem", { name: "Request from Funke Bello" });
    await userEvent.click(within(card).getByRole("button", { name: "Save status" }));
    expect(await within(card).findByText(MM.noteRequired)).toBeInTheDocument();
    expect(within(card).getByLabelText("Note for the requester")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
  });

  it("filters by status", async () => {
    const calls = mockRoutes({
      "GET /admin/management-requests": (c) => [
        200,
        { status: "success", data: c.query.get("status") === "closed" ? [] : [item] },
      ],
    });
    renderWithRouter(<ManagementRequestsAdmin />);
    await screen.findByRole("listitem", { name: "Request from Funke Bello" });
    await userEvent.click(screen.getByRole("button", { name: "Closed" }));
    expect(await screen.findByText("No closed requests")).toBeInTheDocument();
    expect(calls.at(-1)!.query.get("status")).toBe("closed");
  });
});
