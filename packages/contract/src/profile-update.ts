/**
 * PUT /api/update/profile, POST /api/create/profile: every editable field of SPEC §3 Profile and its rules (what
 * a profile form may change). The API reads forms with it; the web's profile form checks with it before sending.
 */

import { z } from "zod";
import { profileMessages } from "./accounts-constants.ts";
import { isHttpUrl, isScriptLink, URL_MAX, urlMessages } from "./urls.ts";

const MAX_LIST = 30;

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((v) => (v === null || v.trim() === "" ? null : v.trim()))
    .pipe(
      z
        .string()
        .max(max, { error: profileMessages.tooLong(max) })
        .nullable(),
    );

const optionalInt = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .transform((v) => (v === null || v === "" ? null : Number(v)))
    .pipe(
      z
        .number({ error: profileMessages.wholeNumber })
        .int({ error: profileMessages.wholeNumber })
        .min(0, { error: profileMessages.notNegative })
        .max(max, { error: profileMessages.atMost(max) })
        .nullable(),
    );

const list = z
  .union([z.array(z.string()), z.string(), z.null()])
  .transform((v) => (v === null ? [] : (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean)))
  .pipe(
    z
      .array(z.string().max(200, { error: profileMessages.entryTooLong }))
      .max(MAX_LIST, { error: profileMessages.tooManyEntries(MAX_LIST) }),
  );

const today = () => new Date().toISOString().slice(0, 10);

/** Every editable field of SPEC §3 Profile; all optional: what is sent is changed, the rest stays. */
export const profileUpdateSchema = z
  .object({
    first_name: z.string().trim().min(1, { error: profileMessages.firstNameRequired }).max(80),
    last_name: z.string().trim().min(1, { error: profileMessages.lastNameRequired }).max(80),
    address: optionalText(300),
    city: optionalText(80),
    state: optionalText(80),
    country: z.string().trim().min(1).max(80),
    bio: optionalText(2000),
    years_of_experience: optionalInt(80),
    occupation_job_title: optionalText(120),
    company_name: optionalText(160),
    company_employer: optionalText(160),
    industry_field: optionalText(120),
    skills: list,
    certifications: list,
    // The contract's one URL type (urls.ts): http(s) only.
    website: optionalText(URL_MAX).refine((v) => v === null || isHttpUrl(v), {
      error: profileMessages.website,
    }),
    social_media_links: list.refine((l) => l.every(isHttpUrl), { error: profileMessages.links }),
    license_number: optionalText(80),
    company_registration_number: optionalText(80),
    service_area: optionalText(300),
    availability: optionalText(200),
    price_range: optionalText(120),
    // Free text, but never a link a page could run, should a client link it.
    portfolio: optionalText(2000).refine((v) => v === null || !isScriptLink(v), {
      error: urlMessages.scriptLink,
    }),
    business_hours: optionalText(200),
    date_of_birth: optionalText(10).refine(
      (v) =>
        v === null ||
        // A calendar date (2024-02-30 is none; Date.parse would roll it over to March).
        (z.iso.date().safeParse(v).success && v < today() && v > "1900-01-01"),
      { error: profileMessages.dateOfBirth },
    ),
    gender: optionalText(40),
    marital_status: optionalText(40),
    number_of_employees: optionalInt(1_000_000),
    qualification: optionalText(200),
    work_experience: optionalText(2000),
    notification_preference: z
      .union([z.enum(["email", "sms", "both", "none"]), z.literal(""), z.null()])
      .transform((v) => (v ? v : null)),
    language_preference: list,
    properties_managed: optionalInt(1_000_000),
    properties_sold: optionalInt(1_000_000),
    projects_completed: optionalInt(1_000_000),
    area_of_expertise: optionalText(300),
    service_description: optionalText(2000),
  })
  .partial()
  .strip();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
