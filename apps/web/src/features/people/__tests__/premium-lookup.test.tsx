import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { lookupErrorMessage, lookupProfile } from "../api/premium";

afterEach(() => vi.unstubAllGlobals());

describe("profile lookup errors (SPEC §8 'Profile lookup', verbatim)", () => {
  it.each([
    [new ApiError(401, "x"), "Please log in to view this profile"],
    [new ApiError(402, "x"), "Payment required"],
    [new ApiError(404, "x"), "Profile not found"],
    [
      new ApiError(422, "x", { errors: { unique_key: ["Unique key is required"] } }),
      "Unique key is required",
    ],
    [new ApiError(422, "x"), "Invalid unique key"],
    [new ApiError(500, "x", { serverMessage: "boom" }), "Server error occurred"],
    [new ApiError(409, "x"), "Profile search failed"],
    [new Error("offline"), "Profile search failed"],
  ])("%o → %s", (err, message) => {
    expect(lookupErrorMessage(err)).toBe(message);
  });
});

describe("lookupProfile", () => {
  it("turns a 402 payment_required reply into its payment instructions", async () => {
    const body = {
      status: "payment_required",
      statusCode: 402,
      code: "PAYMENT_REQUIRED",
      message: "Payment required",
      data: {
        unique_key: "ILE-ABCDEFGHJK",
        profile: { name: "Ada Obi", role: "agent", profile_picture: null },
        payment_instructions: { amount: 200000, currency: "NGN", unlocks: ["email", "phone"] },
      },
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 402 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await lookupProfile("ILE-ABCDEFGHJK");
    expect(result).toMatchObject({
      kind: "payment_required",
      details: { unique_key: "ILE-ABCDEFGHJK", payment_instructions: { amount: 200000 } },
    });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain("/search?unique_key=ILE-ABCDEFGHJK");
  });

  it("passes other failures on with their status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: "error", statusCode: 404, message: "Profile not found" }), {
            status: 404,
          }),
      ),
    );
    await expect(lookupProfile("ILE-ABCDEFGHJK")).rejects.toMatchObject({ status: 404 });
  });
});
