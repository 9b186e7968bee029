import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { mockApi, route } from "@/testing/api";
import { paymentInstructions, paymentRequired } from "@/testing/fixtures";
import { lookupErrorMessage, lookupProfile } from "../api/premium";

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
    const calls = mockApi(
      route("GET /search", () => [
        402,
        paymentRequired("ILE-ABCDEFGHJK", paymentInstructions({ amount: 200000, amount_kobo: 20_000_000 })),
      ]),
    );
    const result = await lookupProfile("ILE-ABCDEFGHJK");
    expect(result).toMatchObject({
      kind: "payment_required",
      details: { unique_key: "ILE-ABCDEFGHJK", payment_instructions: { amount: 200000 } },
    });
    expect(calls.map((c) => `${c.path}?${c.query}`)).toEqual(["/search?unique_key=ILE-ABCDEFGHJK"]);
  });

  it("passes other failures on with their status", async () => {
    mockApi(
      route("GET /search", () => [
        404,
        { status: "error", statusCode: 404, code: "NOT_FOUND", message: "Profile not found" },
      ]),
    );
    await expect(lookupProfile("ILE-ABCDEFGHJK")).rejects.toMatchObject({ status: 404 });
  });
});
