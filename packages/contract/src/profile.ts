/**
 * The signed-in person's own profile (SPEC §3 "Profile", §7 GET /profile, POST /create/profile, PUT
 * /update/profile, DELETE /profile, PUT /security/login-codes) and their identity check (GET /kyc/status,
 * POST /kyc/submit, /kyc/resubmit), as `ownProfile()` and the KYC view of the API send them.
 */
import { z } from "zod";
import { KYC_DOCUMENT_TYPES, type KycDocumentType, kycMessages } from "./accounts-constants.ts";
import { PROFILE_ROLES } from "./search.ts";

const textOrNull = z.string().nullable();
const countOrNull = z.number().int().nullable();

/** A review of the owner, as their own profile lists it (newest first, at most 50). */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable().optional(),
  reviewer_name: z.string(),
  reviewer_slug: z.string().nullable().optional(),
  created_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/profile `data`: every SPEC §3 field, premium ones included (only its owner or an admin sees it). */
export const ownProfileSchema = z.looseObject({
  id: z.number().int(),
  user_id: z.number().int(),
  unique_key: z.string(),
  role: z.enum([...PROFILE_ROLES, "admin"]),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  initials: z.string(),
  email: z.string(),
  phone: textOrNull,
  address: textOrNull,
  city: textOrNull,
  state: textOrNull,
  country: z.string(),
  profile_picture: textOrNull,
  bio: textOrNull,
  years_of_experience: countOrNull,
  occupation_job_title: textOrNull,
  company_name: textOrNull,
  company_employer: textOrNull,
  industry_field: textOrNull,
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  website: textOrNull,
  social_media_links: z.array(z.string()),
  license_number: textOrNull,
  company_registration_number: textOrNull,
  service_area: textOrNull,
  availability: textOrNull,
  price_range: textOrNull,
  portfolio: textOrNull,
  business_hours: textOrNull,
  /** YYYY-MM-DD; `dob` is the same. */
  date_of_birth: textOrNull,
  dob: textOrNull,
  gender: textOrNull,
  marital_status: textOrNull,
  number_of_employees: countOrNull,
  qualification: textOrNull,
  work_experience: textOrNull,
  notification_preference: z.enum(["email", "sms", "both", "none"]).nullable(),
  language_preference: z.array(z.string()),
  properties_managed: countOrNull,
  properties_sold: countOrNull,
  projects_completed: countOrNull,
  area_of_expertise: textOrNull,
  service_description: textOrNull,
  slug: z.string(),
  verified_at: textOrNull,
  email_verified_at: textOrNull,
  phone_verified_at: textOrNull,
  login_codes: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** SPEC §3 lists it: always null here (a deleted profile has no owner to show it to). */
  deleted_at: z.string().nullable().optional(),
  reviews: z.array(ownReviewSchema),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET /api/profile, POST /api/create/profile (201), PUT /api/update/profile. */
export const ownProfileReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: ownProfileSchema,
});
export type OwnProfileReply = z.infer<typeof ownProfileReplySchema>;

/** The own profile exactly as this API sends it (every field, nothing else): the API's reply schema. */
export const apiOwnProfileSchema = z.object({ ...ownProfileSchema.shape, deleted_at: z.string().nullable() });
export type ApiOwnProfile = z.infer<typeof apiOwnProfileSchema>;
export const apiOwnProfileReplySchema = ownProfileReplySchema.extend({ data: apiOwnProfileSchema });

export const KYC_STATES = ["pending", "approved", "rejected"] as const;

/** GET /api/kyc/status `data` (also the reply of a submission): none yet, or the latest submission. */
export const kycStatusSchema = z.union([
  z.object({ status: z.literal("none") }),
  z.object({
    id: z.number().int(),
    status: z.enum(KYC_STATES),
    reason: z.string().nullable(),
    document_type: z.string(),
    /** Masked: all but the last 4 characters are dots. */
    document_number: z.string(),
    submitted_at: z.string(),
    reviewed_at: z.string().nullable(),
    files: z.object({ front: z.string(), back: z.string().nullable(), selfie: z.string() }),
  }),
]);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** POST /api/admin/kyc/{id}/reject: the reason the person sees. */
export const kycRejectSchema = z.object({
  reason: z
    .string({ error: kycMessages.reasonRequired })
    .trim()
    .min(3, { error: kycMessages.reasonRequired })
    .max(500),
});
export type KycReject = z.input<typeof kycRejectSchema>;

/** GET /api/admin/kyc `data` items: a submission to review, with its person, the full document number and the
 * other accounts already verified with the same document. */
export const kycSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(KYC_STATES),
  reason: z.string().nullable(),
  document_type: z.string(),
  document_number: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  files: z.object({ front: z.string(), back: z.string().nullable(), selfie: z.string() }),
  user: z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), role: z.string() }),
  approved_elsewhere: z.array(
    z.object({ user_id: z.number().int(), full_name: z.string(), email: z.string() }),
  ),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycStatusReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: kycStatusSchema,
});
export type KycStatusReply = z.infer<typeof kycStatusReplySchema>;

/** GET /api/admin/kyc `data[]`: a submission to review, with its person, the full number and other holders. */
export const adminKycSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(KYC_STATES),
  reason: z.string().nullable(),
  document_type: z.string(),
  /** In full: the admin compares it with the document's photo. */
  document_number: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  files: z.object({ front: z.string(), back: z.string().nullable(), selfie: z.string() }),
  user: z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), role: z.string() }),
  /** Other accounts already verified with this document (issue 34). */
  approved_elsewhere: z.array(
    z.object({ user_id: z.number().int(), full_name: z.string(), email: z.string() }),
  ),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmissionSchema>;

export const adminKycListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(adminKycSubmissionSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
});
export type AdminKycListReply = z.infer<typeof adminKycListReplySchema>;

/** Document number formats (Nigerian issuers). */
const NUMBER_RULES: Record<KycDocumentType, { re: RegExp; hint: string }> = {
  nin_slip: { re: /^\d{11}$/, hint: kycMessages.ninHint },
  international_passport: { re: /^[A-Z]\d{8}$/, hint: kycMessages.passportHint },
  drivers_licence: { re: /^[A-Z0-9]{8,15}$/, hint: kycMessages.licenceHint },
  voters_card: { re: /^[A-Z0-9]{16,19}$/, hint: kycMessages.votersCardHint },
  cac_certificate: { re: /^(RC|BN|IT)?\d{4,8}$/, hint: kycMessages.cacHint },
};

/**
 * POST /api/kyc/submit and /api/kyc/resubmit (multipart; the files are document_front, document_back, selfie):
 * the document and its number in the issuer's format. The API checks with it, and so does the dashboard's form.
 */
export const kycSubmissionInputSchema = z
  .object({
    document_type: z.enum(KYC_DOCUMENT_TYPES, { error: kycMessages.chooseDocument }),
    document_number: z
      .string({ error: kycMessages.numberRequired })
      .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
      .pipe(z.string().min(1, { error: kycMessages.numberRequired }).max(30)),
  })
  .superRefine((v, ctx) => {
    const rule = NUMBER_RULES[v.document_type];
    if (!rule.re.test(v.document_number))
      ctx.addIssue({ code: "custom", path: ["document_number"], message: rule.hint });
  });
