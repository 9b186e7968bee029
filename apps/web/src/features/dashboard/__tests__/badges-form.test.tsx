/** Issue 22: LASRERA and CAC numbers in Dashboard → Verification; format checked with the contract's messages. */
import type { BadgeStatus } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { BadgesForm } from "../components/badges-form";

const none: BadgeStatus = { lasrera: null, cac: null, lasrera_allowed: true };

describe("Dashboard → Verification → Registration numbers", () => {
  it("checks the format before sending, with the contract's messages", async () => {
    const calls = mockApi(route("GET /badges", () => [200, { status: "success", data: none }]));
    renderWithRouter(<BadgesForm />);
    await userEvent.type(await screen.findByLabelText("LASRERA registration number"), "LAS 1234");
    await userEvent.type(screen.getByLabelText(/CAC number/), "1234");
    await userEvent.click(screen.getByRole("button", { name: "Send for a check" }));
    expect(
      await screen.findByText(
        "Enter the LASRERA registration number as printed, e.g. LASRERA/AG/2025/001234",
      ),
    ).toBeVisible();
    expect(screen.getByText("Enter the CAC number as RC 1234567, BN 1234567 or IT 123456")).toBeVisible();
    expect(screen.getByLabelText("LASRERA registration number")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("sends a number and shows it waiting for a check", async () => {
    const calls = mockApi(
      route("GET /badges", () => [200, { status: "success", data: none }]),
      route("POST /badges", () => [
        200,
        {
          status: "success",
          message: "Submitted. An admin will check it against the register.",
          data: {
            ...none,
            lasrera: {
              kind: "lasrera",
              number: "LASRERA/AG/2025/001234",
              status: "pending",
              reason: null,
              submitted_at: "2026-11-25T09:00:00.000Z",
              reviewed_at: null,
            },
          },
        },
      ]),
    );
    renderWithRouter(<BadgesForm />);
    await userEvent.type(
      await screen.findByLabelText("LASRERA registration number"),
      "lasrera/ag/2025/001234",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send for a check" }));
    expect(await screen.findByText("Submitted. An admin will check it against the register.")).toBeVisible();
    expect(screen.getByText(/LASRERA\/AG\/2025\/001234: waiting for a check/)).toBeVisible();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      lasrera_number: "lasrera/ag/2025/001234",
    });
  });

  it("shows a checked number and a rejection's reason; no LASRERA field for a tenant", async () => {
    mockApi(
      route("GET /badges", () => [
        200,
        {
          status: "success",
          data: {
            lasrera: null,
            lasrera_allowed: false,
            cac: {
              kind: "cac",
              number: "RC 1234567",
              status: "rejected",
              reason: "Another company holds RC 1234567",
              submitted_at: "2026-11-20T09:00:00.000Z",
              reviewed_at: "2026-11-21T09:00:00.000Z",
            },
          },
        },
      ]),
    );
    renderWithRouter(<BadgesForm />);
    expect(
      await screen.findByText(/RC 1234567: not confirmed. Reason: Another company holds RC 1234567/),
    ).toBeVisible();
    expect(screen.queryByLabelText("LASRERA registration number")).toBeNull();
  });

  it("shows the server's refusal above the button", async () => {
    mockApi(
      route("GET /badges", () => [200, { status: "success", data: none }]),
      route("POST /badges", () => [
        409,
        {
          status: "error",
          code: "CONFLICT",
          message: "This number is already checked for another account. Contact us if it is yours.",
        },
      ]),
    );
    renderWithRouter(<BadgesForm />);
    await userEvent.type(await screen.findByLabelText(/CAC number/), "RC 7654321");
    await userEvent.click(screen.getByRole("button", { name: "Send for a check" }));
    expect(
      await screen.findByText(
        "This number is already checked for another account. Contact us if it is yours.",
      ),
    ).toBeVisible();
  });
});
