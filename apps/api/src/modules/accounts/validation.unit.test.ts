import { describe, expect, it } from "vitest";
import { normaliseNigerianPhone, passwordProblem } from "./validation.ts";

describe("normaliseNigerianPhone", () => {
  it.each([
    ["+2348031234567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["08031234567", "+2348031234567"],
    ["0803 123 4567", "+2348031234567"],
    ["0803-123-4567", "+2348031234567"],
    ["+234 (0) 803 123 4567", "+2348031234567"],
    ["+234 907 000 1111", "+2349070001111"],
    ["07011112222", "+2347011112222"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseNigerianPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "12345",
    "+14155552671",
    "0803123456",
    "080312345678",
    "+2341234567890",
    "08631234567",
    "phone",
  ])("refuses %j", (input) => {
    expect(normaliseNigerianPhone(input)).toBeNull();
  });
});

describe("passwordProblem", () => {
  it("accepts a long uncommon password", () => {
    expect(passwordProblem("Ikoyi-bridge-at-dawn-42")).toBeNull();
  });
  it("needs at least 8 characters", () => {
    expect(passwordProblem("Ab1!xyz")).toBe("The password must be at least 8 characters.");
  });
  it("caps the length", () => {
    expect(passwordProblem("x".repeat(129))).toBe("The password must be at most 128 characters.");
  });
  it.each(["password", "PASSWORD1", "12345678", "iloveyou", "qwertyuiop", "nigeria123"])(
    "refuses the common password %s whatever its case",
    (pw) => {
      expect(passwordProblem(pw)).toBe("This password is too common. Choose one that is harder to guess.");
    },
  );
  it("refuses the person's own email as password", () => {
    expect(passwordProblem("ada@example.ng", ["ada@example.ng"])).toMatch(/must not be your name/);
  });
});
