import { describe, expect, it } from "vitest";
import { z } from "zod";
import { projectInputSchema, projectUpdateSchema } from "./projects.ts";
import { propertyInputSchema, propertyUpdateSchema } from "./properties.ts";
import { intString, MAX_INT32, updateSchemaOf } from "./schemas.ts";

describe("updateSchemaOf (PUT bodies)", () => {
  it("fills no default: an empty update stays empty", () => {
    const create = z.object({
      a: z.string().default("x"),
      b: z.number(),
      c: z.array(z.string()).default([]),
    });
    expect(updateSchemaOf(create).parse({})).toEqual({});
    expect(updateSchemaOf(create).parse({ b: 2 })).toEqual({ b: 2 });
  });

  it("keeps every field's own checks", () => {
    const create = z.object({ a: z.string().max(3).default("x") });
    expect(updateSchemaOf(create).safeParse({ a: "long" }).success).toBe(false);
  });

  it("listing and project updates leave out what is not sent, whatever fields the create schemas gain", () => {
    expect(propertyUpdateSchema.parse({ price: 5_500_000 })).toEqual({ price: 5_500_000 });
    expect(Object.keys(propertyUpdateSchema.shape).sort()).toEqual(
      Object.keys(propertyInputSchema.shape).sort(),
    );
    expect(projectUpdateSchema.parse({})).toEqual({});
    expect(Object.keys(projectUpdateSchema.shape)).toHaveLength(
      Object.keys(projectInputSchema.shape).length - 1,
    );
  });
});

describe("intString (whole numbers in queries)", () => {
  it("stays within PostgreSQL's integer", () => {
    expect(intString("n").parse(String(MAX_INT32))).toBe(MAX_INT32);
    expect(intString("n").safeParse(String(MAX_INT32 + 1)).error?.issues[0]?.message).toBe("n is too large");
  });
});
