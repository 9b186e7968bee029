/** The bodies of the account calls, parsed into the SPEC's 422 field errors with a chosen code. */
import { accountMessages, apiSessionUserSchema } from "@ile/contract";
import { z } from "zod";
import { AppError, fieldErrorsOf } from "../../../platform/errors.ts";
import { normaliseNigerianPhone, passwordProblem } from "../validation.ts";

const m = accountMessages;
const text = (label: string, max = 80) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, { error: m.required(label) })
    .max(max, { error: m.tooLong(label, max) });

export const registerBody = z
  .object({
    first_name: text("first name"),
    last_name: text("last name"),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ error: m.emailInvalid })),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || normaliseNigerianPhone(v) !== null, { error: m.phoneInvalid }),
    password: z.string({ error: m.passwordRequired }),
    password_confirmation: z.string({ error: m.confirmPassword }),
    role: z.enum(["tenant", "landlord", "agent", "developer"], { error: m.chooseRole }),
  })
  .superRefine((b, ctx) => {
    const problem = passwordProblem(b.password, [b.email, b.first_name, b.last_name, b.phone ?? ""]);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    if (b.password !== b.password_confirmation)
      ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: m.passwordsDiffer });
  });

/** Body parsing that answers 422 with the SPEC's field errors and a chosen code (REGISTRATION_FAILED …). */
export function parse<T extends z.ZodType>(schema: T, body: unknown, code = "VALIDATION_FAILED"): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw AppError.validation(fieldErrorsOf(result.error), undefined, code);
}

export const identifierBody = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
  })
  .refine((b) => Boolean(b.email || b.phone), { error: m.identifierRequired, path: ["email"] });

export const loginBody = identifierBody.and(
  z.object({
    password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(1024),
  }),
);

const codeField = z
  .string({ error: m.codeRequired })
  .trim()
  .regex(/^\d{6}$/, { error: m.codeRequired });

export const verifyLoginBody = z.object({
  session_token: z.string({ error: m.sessionTokenRequired }).min(10).max(200),
  auth_code: codeField,
});

export const verifyBody = z.union([
  z.object({
    type: z.literal("email").optional(),
    user_id: z.coerce.number().int().positive(),
    token: z.string().min(10).max(200),
  }),
  z.object({
    type: z.literal("phone").optional(),
    user_id: z.coerce.number().int().positive().optional(),
    phone: z.string().trim().max(32).optional(),
    code: codeField,
  }),
]);

export const resendBody = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  channel: z.enum(["email", "phone"]).optional(),
});

export const resetBody = z
  .object({
    token: z.string({ error: m.invalidResetToken }).min(10, { error: m.invalidResetToken }).max(200),
    password: z.string({ error: m.passwordRequired }),
    password_confirmation: z.string({ error: m.confirmPassword }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ["password_confirmation"],
    error: m.passwordsDiffer,
  });

export const userShape = apiSessionUserSchema;
export const tokenReply = z.object({
  status: z.string(),
  message: z.string().optional(),
  token: z.string(),
  expires_in: z.number(),
  token_type: z.literal("jwt"),
  user: userShape,
});
export const okMessage = z.object({ status: z.literal("success"), message: z.string() });
