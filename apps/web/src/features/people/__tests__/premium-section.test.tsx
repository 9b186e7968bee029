import { messages } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { type Call, mockRoutes } from "@/testing/api";
import { fullProfile, paymentRequired } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";

import { PremiumSection } from "../components/premium-section";

const KEY = "ILE-ABCDEFGHJK";
const full = {
  status: "success" as const,
  data: fullProfile({
    email: "ada.obi@example.ng",
    phone: "+2348012345678",
    address: "4 Admiralty Way",
    date_of_birth: null,
    documents: [],
  }),
};
const locked = paymentRequired(KEY);

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signIn = () =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Tobi Lawal", role: "tenant" } });
const lookups = (calls: Call[]) =>
  calls.filter((c) => c.path === "/search" && c.query.has("unique_key")).length;

describe("PremiumSection", () => {
  it("with a plan's monthly views: says what looking costs and spends nothing until the viewer chooses", async () => {
    signIn();
    const user = userEvent.setup();
    const calls = mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        200,
        {
          status: "success",
          data: { access: "allowance", remaining: 3, allowance: 10, payment_instructions: null },
        },
      ],
      "GET /search": () => [200, full],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    expect(await screen.findByText(/you have 3 left this month/)).toBeInTheDocument();
    expect(screen.getByText(/10 premium profiles a month/)).toBeInTheDocument();
    expect(lookups(calls)).toBe(0);
    await user.click(screen.getByRole("button", { name: "Show contact details" }));
    expect(await screen.findByRole("link", { name: "ada.obi@example.ng" })).toBeInTheDocument();
    expect(lookups(calls)).toBe(1);
  });

  it("when looking is free (owner, unlocked, seen this month, unlimited plan): shows the details at once", async () => {
    signIn();
    const calls = mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        200,
        {
          status: "success",
          data: { access: "full", remaining: null, allowance: null, payment_instructions: null },
        },
      ],
      "GET /search": () => [200, full],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    expect(await screen.findByRole("link", { name: "+2348012345678" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show contact details" })).not.toBeInTheDocument();
    expect(lookups(calls)).toBe(1);
  });

  it("when it must be paid for: offers the unlock with its price without a lookup that answers 402", async () => {
    signIn();
    const calls = mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        200,
        {
          status: "success",
          data: {
            access: "payment",
            remaining: 0,
            allowance: 0,
            payment_instructions: locked.data.payment_instructions,
          },
        },
      ],
      "GET /search": () => [402, locked],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    expect(await screen.findByRole("button", { name: "Unlock for ₦2,000.00" })).toBeInTheDocument();
    expect(screen.getByText("Unlock Ada Obi's contact details and documents.")).toBeInTheDocument();
    expect(lookups(calls)).toBe(0);
  });

  it("when an earlier unlock link was paid after all: initiate says so and the details show", async () => {
    signIn();
    const user = userEvent.setup();
    let paid = false;
    const calls = mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        200,
        {
          status: "success",
          data: paid
            ? { access: "full", remaining: null, allowance: null, payment_instructions: null }
            : {
                access: "payment",
                remaining: 0,
                allowance: 0,
                payment_instructions: locked.data.payment_instructions,
              },
        },
      ],
      "POST /payment/initiate": () => {
        paid = true;
        return [
          409,
          {
            status: "error",
            statusCode: 409,
            code: "ALREADY_UNLOCKED",
            message: "You can already view this profile.",
          },
        ];
      },
      "GET /search": () => [200, full],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    await user.click(await screen.findByRole("button", { name: "Unlock for ₦2,000.00" }));
    expect(await screen.findByRole("link", { name: "ada.obi@example.ng" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unlock for ₦2,000.00" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/payment/initiate")).toHaveLength(1);
  });

  it("when the last view went between asking and looking: the lookup's 402 still offers the unlock", async () => {
    signIn();
    const user = userEvent.setup();
    mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        200,
        {
          status: "success",
          data: { access: "allowance", remaining: 1, allowance: 10, payment_instructions: null },
        },
      ],
      "GET /search": () => [402, locked],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    await user.click(await screen.findByRole("button", { name: "Show contact details" }));
    expect(await screen.findByRole("button", { name: "Unlock for ₦2,000.00" })).toBeInTheDocument();
  });

  it("when either step fails: says why in SPEC §8's words and looks no further", async () => {
    signIn();
    const calls = mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        404,
        { status: "error", statusCode: 404, code: "NOT_FOUND", message: "Profile not found" },
      ],
      "GET /search": () => [200, full],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.profileLookup.notFound);
    expect(lookups(calls)).toBe(0);
  });

  it("when the lookup itself fails after access was granted: says so", async () => {
    signIn();
    mockRoutes({
      [`GET /people/${KEY}/premium-access`]: () => [
        200,
        {
          status: "success",
          data: { access: "full", remaining: null, allowance: null, payment_instructions: null },
        },
      ],
      "GET /search": () => [
        500,
        { status: "error", statusCode: 500, code: "INTERNAL_ERROR", message: "Server error" },
      ],
    });
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.profileLookup.server);
  });

  it("signed out: asks to log in and asks the server nothing", async () => {
    const calls = mockRoutes({});
    renderWithRouter(<PremiumSection uniqueKey={KEY} fields={["email", "phone"]} />);
    expect(screen.getByRole("button", { name: "Log in to unlock" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
