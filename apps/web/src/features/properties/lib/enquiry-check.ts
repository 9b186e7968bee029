/**
 * The enquiry form's check in the browser, without loading zod on the listing page (ADR 0212): the same rules
 * and messages as the contract's `enquiryInputSchema` for what a visitor usually gets wrong (a test keeps the two
 * in step); anything rarer (lengths over the maximum) is left to the server, whose 422 maps onto the same fields.
 */
import type { EnquiryInput } from "@ile/contract";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

export function checkEnquiry(input: EnquiryInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.name.trim().length < 2) errors.name = "Name is required";
  if (!EMAIL.test(input.email)) errors.email = "Enter a valid email address";
  const phone = input.phone?.trim() ?? "";
  if (input.phone && !PHONE.test(phone)) errors.phone = "Enter a valid phone number";
  if (input.message.trim().length < 10) errors.message = "Message must be at least 10 characters";
  return errors;
}
