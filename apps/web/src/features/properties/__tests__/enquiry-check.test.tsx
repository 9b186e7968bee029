/** The listing page's zod-free enquiry check agrees with the contract's schema on what visitors type. */
import { enquiryInputSchema } from "@ile/contract";
import { describe, expect, it } from "vitest";
import { checkEnquiry } from "../lib/enquiry-check";
import { zodFieldErrors } from "../lib/listing-form-read";

const base = {
  name: "Chidi Okafor",
  email: "chidi@example.com",
  phone: "",
  message: "Is it still available?",
};
const CASES = [
  base,
  { ...base, name: "" },
  { ...base, name: " A " },
  { ...base, name: "Ade" },
  { ...base, email: "" },
  { ...base, email: "chidi@" },
  { ...base, email: "chidi@example" },
  { ...base, email: "chidi example.com" },
  { ...base, email: "chidi.okafor+ile@mail.example.ng" },
  { ...base, phone: "0803 555 0101" },
  { ...base, phone: "+234 (803) 555-0101" },
  { ...base, phone: "12345" },
  { ...base, phone: "080-CALL-ME" },
  { ...base, phone: "  +2348035550101  " },
  { ...base, message: "Hi" },
  { ...base, message: "          short    " },
  { ...base, message: "Hello, is this flat still available?" },
  { name: "", email: "x", phone: "1", message: "" },
];

describe("enquiry check in the browser", () => {
  it.each(CASES)("%j gives the schema's field errors", (input) => {
    const parsed = enquiryInputSchema.safeParse(input);
    const expected = parsed.success ? {} : zodFieldErrors(parsed.error);
    expect(checkEnquiry(input)).toEqual(expected);
  });
});
