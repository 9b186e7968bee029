/**
 * Registering units (issue 24, ADR 0952): a landlord or agent records the flats and houses they let, once, before
 * or without a tenancy or a listing; a tenancy or listing then names the unit. The unit is the trust-and-safety
 * model's (ADR 0900): one place is one row however it is typed, so a unit another account registered is refused.
 */
import { z } from "zod";
import { UNIT_LABEL_MAX, unitMessages } from "./units.ts";

export const unitApiMessages = {
  registered: "Unit registered",
  alreadyYours: "You have already registered this unit",
  ofAnother:
    "This unit is already registered by another account. If it is yours, contact us and our safety team will check.",
  notManager: "Only landlords and agents can register units",
  addressRequired: unitMessages.addressRequired,
  cityRequired: "Enter the city or area",
  stateRequired: "Enter the state",
} as const;

const required = (message: string, max: number, min = 1) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `This must be at most ${max} characters` });

export const unitInputSchema = z.object({
  address: required(unitApiMessages.addressRequired, 300, 3),
  unit_label: z
    .string()
    .trim()
    .max(UNIT_LABEL_MAX, { error: `The flat or unit must be at most ${UNIT_LABEL_MAX} characters` })
    .optional(),
  city: required(unitApiMessages.cityRequired, 100),
  state: required(unitApiMessages.stateRequired, 100),
});
export type UnitInputBody = z.input<typeof unitInputSchema>;

export const unitSchema = z.object({
  id: z.string(),
  address: z.string(),
  unit_label: z.string(),
  city: z.string(),
  state: z.string(),
  /** "Flat 3B, 14 Adelabu St, Surulere". */
  display: z.string(),
  created_at: z.string(),
});
export type UnitOut = z.infer<typeof unitSchema>;
