import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodySchema, setServerErrors } from "../form";
import { ApiError } from "../http";

const body = z.object({
  name: z.string().min(2, { error: "Name is too short" }),
  items: z.array(z.object({ price_kobo: z.number().positive({ error: "Price must be more than zero" }) })),
});
type Values = { name: string; items: Array<{ price: string }> };
const toBody = (v: Values) => ({
  name: v.name.trim(),
  items: v.items.map((i) => ({ price_kobo: Number(i.price) * 100 })),
});

describe("bodySchema", () => {
  it("checks the body the values become; messages land on the field of their path, the first per field", () => {
    const schema = bodySchema(toBody, body, { fieldOf: (p) => p.replace(/price_kobo$/, "price") });
    const r = schema.safeParse({ name: " a ", items: [{ price: "5" }, { price: "0" }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Name is too short"],
      ["items.1.price", "Price must be more than zero"],
    ]);
    expect(schema.safeParse({ name: "Ada", items: [{ price: "5" }] }).success).toBe(true);
  });

  it("by default keeps the top-level field; refine adds and replaces messages", () => {
    const schema = bodySchema(toBody, body, {
      refine(b, errors) {
        if (b.name === "") errors.name = "Name is required";
        if (b.items.length > 1) errors.items_count = "One item only";
      },
    });
    const r = schema.safeParse({ name: "", items: [{ price: "0" }, { price: "1" }] });
    expect(Object.fromEntries(r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [])).toEqual({
      name: "Name is required",
      items: "Price must be more than zero",
      items_count: "One item only",
    });
  });
});

describe("setServerErrors", () => {
  it("puts the first message of each server field on the form's field, by fieldOf", () => {
    const set: Array<[string, string]> = [];
    const form = { setError: (name: string, e: { message?: string }) => set.push([name, e.message ?? ""]) };
    const err = new ApiError(422, "Validation failed", {
      errors: { "items.0.price_kobo": ["Too large", "Second"], "tags.1": ["Bad link"], name: [] },
    });
    expect(
      setServerErrors(form, err, (k) => (k.startsWith("items.") ? k.replace("_kobo", "") : k.split(".")[0]!)),
    ).toBe(true);
    expect(set).toEqual([
      ["items.0.price", "Too large"],
      ["tags", "Bad link"],
    ]);
    expect(setServerErrors(form, new ApiError(403, "No"))).toBe(false);
    expect(setServerErrors(form, new Error("offline"))).toBe(false);
  });
});
