/**
 * The own profile form: its values (text per field, lists as lists), the PUT /update/profile body they become
 * (lib/profile-fields.ts `toPayload`), and the check of that body with the contract's profile schema.
 */
import { profileUpdateSchema } from "@ile/contract";
import { bodySchema } from "@/lib/form";
import { fieldsFor, toInput, toPayload } from "./profile-fields";

export type ProfileFormValues = Record<string, string | string[]>;

/** The form's starting values: the stored profile's, field by field of the role. */
export function profileFormValues(role: string, profile: Record<string, unknown>): ProfileFormValues {
  return Object.fromEntries(fieldsFor(role).map((f) => [f.key, toInput(f, profile[f.key])]));
}

/** The body PUT /update/profile gets: every field of the role (an emptied country is left as it is). */
export function toProfileBody(role: string, values: ProfileFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fieldsFor(role)) {
    const value = toPayload(f, values[f.key] ?? "");
    if (!(f.required && value === "" && f.key === "country")) body[f.key] = value;
  }
  return body;
}

export const profileFormSchema = (role: string) =>
  bodySchema((values: ProfileFormValues) => toProfileBody(role, values), profileUpdateSchema);
