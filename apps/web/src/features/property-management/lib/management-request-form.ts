/**
 * The /property-management request form: what people type (the number of units as text), the
 * POST /api/property-management/requests body it becomes, and the check of that body with the contract's schema.
 */
import { managementRequestSchema } from "@ile/contract";
import type { z } from "zod";
import { bodySchema } from "@/lib/form";

export interface ManagementRequestValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  units: string;
  message: string;
}

export const emptyManagementRequest: ManagementRequestValues = {
  name: "",
  email: "",
  phone: "",
  city: "",
  units: "1",
  message: "",
};

export const toManagementRequestBody = (
  f: ManagementRequestValues,
): z.input<typeof managementRequestSchema> => ({
  name: f.name,
  email: f.email,
  phone: f.phone || undefined,
  city: f.city,
  units: Number(f.units),
  message: f.message || undefined,
});

export const managementRequestFormSchema = bodySchema(toManagementRequestBody, managementRequestSchema);
