/**
 * The fields the home-services schemas share (home-services-providers.ts, store.ts): whole naira,
 * required and optional lines of text, a phone number and the page query. Not exported from the package index.
 */
import { z } from "zod";
import { HOME_SERVICES_LIMITS } from "./home-services.ts";
import { intString } from "./schemas.ts";

export const naira = (name: string, min = 0) =>
  z
    .number({ error: `${name} must be a whole number of naira` })
    .int({ error: `${name} must be a whole number of naira` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(HOME_SERVICES_LIMITS.maxNaira, { error: `${name} is too large` });
export const line = (name: string, max = 200) =>
  z
    .string({ error: `The ${name} is required` })
    .trim()
    .min(1, { error: `The ${name} is required` })
    .max(max, { error: `The ${name} must be at most ${max} characters` });
export const optionalLine = (max = 200) => z.string().trim().max(max).optional();
export const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()-]{7,32}$/, { error: "Enter a valid phone number" });
export const pageQuery = {
  page: intString("page", 1).optional(),
  per_page: intString("per_page", 1)
    .max(HOME_SERVICES_LIMITS.maxPerPage, { error: `per_page is at most ${HOME_SERVICES_LIMITS.maxPerPage}` })
    .optional(),
};
