/**
 * The signed-in person's own profile (SPEC §3 Profile, §7): GET /profile, POST /create/profile (multipart,
 * list fields as key[], profile_picture file), PUT /update/profile (JSON or multipart), DELETE /profile.
 * Every call acts on the caller's own profile only: no id is taken from the request.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { changesPublicPages } from "../../platform/page-cache.ts";
import { readMultipart, removeStored, storeAvatar } from "../../platform/uploads.ts";
import { initialsOf } from "./service.ts";

const MAX_LIST = 30;

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((v) => (v === null || v.trim() === "" ? null : v.trim()))
    .pipe(
      z
        .string()
        .max(max, { error: `Must be at most ${max} characters.` })
        .nullable(),
    );

const optionalInt = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .transform((v) => (v === null || v === "" ? null : Number(v)))
    .pipe(
      z
        .number({ error: "Must be a whole number." })
        .int({ error: "Must be a whole number." })
        .min(0, { error: "Must be 0 or more." })
        .max(max, { error: `Must be at most ${max}.` })
        .nullable(),
    );

const list = z
  .union([z.array(z.string()), z.string(), z.null()])
  .transform((v) => (v === null ? [] : (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean)))
  .pipe(
    z
      .array(z.string().max(200, { error: "Each entry must be at most 200 characters." }))
      .max(MAX_LIST, { error: `At most ${MAX_LIST} entries.` }),
  );

const today = () => new Date().toISOString().slice(0, 10);

/** Every editable field of SPEC §3 Profile; all optional: what is sent is changed, the rest stays. */
export const profileFields = z
  .object({
    first_name: z.string().trim().min(1, { error: "The first name is required." }).max(80),
    last_name: z.string().trim().min(1, { error: "The last name is required." }).max(80),
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
    website: optionalText(300).refine((v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), {
      error: "Enter a web address starting with http:// or https://.",
    }),
    social_media_links: list.refine((l) => l.every((v) => /^https?:\/\/\S+$/i.test(v)), {
      error: "Each link must start with http:// or https://.",
    }),
    license_number: optionalText(80),
    company_registration_number: optionalText(80),
    service_area: optionalText(300),
    availability: optionalText(200),
    price_range: optionalText(120),
    portfolio: optionalText(2000),
    business_hours: optionalText(200),
    date_of_birth: optionalText(10).refine(
      (v) =>
        v === null ||
        // A calendar date (2024-02-30 is none; Date.parse would roll it over to March).
        (z.iso.date().safeParse(v).success && v < today() && v > "1900-01-01"),
      { error: "Enter a real date of birth (YYYY-MM-DD) in the past." },
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

export type ProfileUpdate = z.infer<typeof profileFields>;

interface ProfileRow extends Record<string, unknown> {
  user_id: number;
  profile_picture: string | null;
  first_name: string;
  last_name: string;
}

/** The whole profile of SPEC §3 as its owner (or an admin) sees it: premium fields included. */
export async function ownProfile(app: FastifyInstance, userId: number) {
  const [row] = await app.database.query<ProfileRow>(
    `select p.id, p.user_id, p.unique_key, u.role, p.first_name, p.last_name, u.email, u.phone, p.address, p.city,
            p.state, p.country, p.profile_picture, p.bio, p.years_of_experience, p.occupation_job_title,
            p.company_name, p.company_employer, p.industry_field, p.skills, p.certifications, p.website,
            p.social_media_links, p.license_number, p.company_registration_number, p.service_area, p.availability,
            p.price_range, p.portfolio, p.business_hours, to_char(p.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
            p.gender, p.marital_status, p.number_of_employees, p.qualification, p.work_experience, p.verified_at,
            p.slug, p.created_at, p.updated_at, p.notification_preference, p.language_preference, p.deleted_at,
            p.properties_managed, p.properties_sold, p.projects_completed, p.area_of_expertise,
            p.service_description, u.email_verified_at, u.phone_verified_at, u.login_codes
       from profiles p join users u on u.id = p.user_id
      where p.user_id = $1 and p.deleted_at is null and u.deleted_at is null`,
    [userId],
  );
  if (!row) throw AppError.notFound("Profile not found");
  const reviews = await app.database.query(
    `select r.id, r.rating, r.comment, r.reply, r.replied_at, r.created_at,
            trim(rp.first_name || ' ' || rp.last_name) as reviewer_name, rp.slug as reviewer_slug
       from reviews r join profiles rp on rp.user_id = r.reviewer_id
      where r.subject_id = $1 and rp.deleted_at is null
      order by r.created_at desc limit 50`,
    [userId],
  );
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  return {
    ...row,
    full_name: fullName,
    initials: initialsOf(fullName),
    dob: row.date_of_birth,
    reviews,
  };
}

async function applyUpdate(
  app: FastifyInstance,
  userId: number,
  update: ProfileUpdate,
  picture: string | null,
) {
  const sets: string[] = [];
  const values: unknown[] = [userId];
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    values.push(value);
    sets.push(`${key} = $${values.length}`);
  }
  if (picture) {
    values.push(picture);
    sets.push(`profile_picture = $${values.length}`);
  }
  if (!sets.length) return;
  await app.database.query(
    `update profiles set ${sets.join(", ")}, updated_at = now() where user_id = $1 and deleted_at is null`,
    values,
  );
}

/** Reads a profile form (multipart or JSON): validated fields and an optional picture. */
async function readProfileForm(app: FastifyInstance, request: FastifyRequest) {
  let raw: Record<string, unknown> = {};
  let picture: string | null = null;
  if (request.isMultipart()) {
    const form = await readMultipart(request, { maxFiles: 1 });
    raw = form.fields;
    const file = form.files.find((f) => f.field === "profile_picture");
    const parsed = profileFields.safeParse(raw);
    if (!parsed.success) throw fieldErrors(parsed.error);
    if (file) picture = await storeAvatar(app.config.UPLOADS_DIR, "avatars", file, "profile_picture");
    return { update: parsed.data, picture };
  }
  const body = request.body ?? {};
  // A body that is not a JSON object (`true`, a text/plain string, a list) is a 422, never a crash.
  if (typeof body !== "object" || Array.isArray(body))
    throw AppError.validation({ body: ["Send the profile fields as a JSON object or a multipart form."] });
  raw = body as Record<string, unknown>;
  if ("dob" in raw && !("date_of_birth" in raw)) raw = { ...raw, date_of_birth: raw.dob };
  const parsed = profileFields.safeParse(raw);
  if (!parsed.success) throw fieldErrors(parsed.error);
  return { update: parsed.data, picture };
}

function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "body");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return AppError.validation(errors);
}

const profileReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: z.looseObject({}),
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const save = async (request: FastifyRequest) => {
    const userId = request.session!.userId;
    const [before] = await app.database.query<{ profile_picture: string | null }>(
      "select profile_picture from profiles where user_id = $1 and deleted_at is null",
      [userId],
    );
    if (!before) throw AppError.notFound("Profile not found");
    const { update, picture } = await readProfileForm(app, request);
    await applyUpdate(app, userId, update, picture);
    if (picture && before.profile_picture?.startsWith("/uploads/avatars/")) {
      await removeStored(
        app.config.UPLOADS_DIR,
        `public/${before.profile_picture.slice("/uploads/".length)}`,
      );
    }
    return ownProfile(app, userId);
  };
  const common = { preHandler: app.authenticate, schema: { tags: ["profile"], security: [{ bearer: [] }] } };

  app.get(
    "/profile",
    {
      ...common,
      schema: {
        ...common.schema,
        summary: "The signed-in person's whole profile",
        response: { 200: profileReply },
      },
    },
    async (request) => ({ status: "success" as const, data: await ownProfile(app, request.session!.userId) }),
  );

  app.post(
    "/create/profile",
    {
      ...common,
      config: changesPublicPages,
      schema: {
        ...common.schema,
        summary: "Fill in the profile (multipart: list fields as key[], profile_picture file)",
        response: { 201: profileReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ status: "success", message: "Profile saved.", data: await save(request) }),
  );

  app.put(
    "/update/profile",
    {
      ...common,
      config: changesPublicPages,
      schema: {
        ...common.schema,
        summary: "Change profile fields (JSON, or multipart with a new profile_picture)",
        response: { 200: profileReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: "Profile updated.",
      data: await save(request),
    }),
  );

  app.delete(
    "/profile",
    {
      ...common,
      config: changesPublicPages,
      schema: {
        ...common.schema,
        summary:
          "Delete the profile and account (soft delete; every session ends; email and phone are freed)",
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      const userId = request.session!.userId;
      await app.db.transaction(async (tx) => {
        await tx.execute(
          sql`update profiles set deleted_at = now(), updated_at = now() where user_id = ${userId}`,
        );
        await tx.execute(
          sql`update users set deleted_at = now(), sessions_valid_after = now(), updated_at = now(),
                 email = 'deleted-' || id || '@deleted.ile.invalid', phone = null where id = ${userId}`,
        );
      });
      return { status: "success" as const, message: "Your profile has been deleted." };
    },
  );
};
