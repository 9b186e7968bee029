/**
 * Account calls of SPEC §7 (mounted at /api): register, verify, resend, login, verify-login, check-auth,
 * refresh-token, logout, forgot-password, reset-password. Brute-force paths are rate limited per IP and per
 * account (Redis-backed when REDIS_URL is set, so the limit holds across instances).
 */
import { messages } from "@ile/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asGuard, bearerToken } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { changesPublicPages } from "../../platform/page-cache.ts";
import { hit } from "../../platform/throttle.ts";
import { kycRoutes } from "./kyc.ts";
import { profileRoutes } from "./profile.ts";
import { AccountsService, accountMessages, sessionUser } from "./service.ts";
import { normaliseNigerianPhone, passwordProblem } from "./validation.ts";

const text = (label: string, max = 80) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, { error: `The ${label} is required.` })
    .max(max, { error: `The ${label} must be at most ${max} characters.` });

const registerBody = z
  .object({
    first_name: text("first name"),
    last_name: text("last name"),
    email: z
      .string({ error: "The email is required." })
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ error: "Enter a valid email address." })),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || normaliseNigerianPhone(v) !== null, {
        error: "Enter a Nigerian phone number, e.g. +2348031234567 or 08031234567.",
      }),
    password: z.string({ error: "The password is required." }),
    password_confirmation: z.string({ error: "Confirm the password." }),
    role: z.enum(["tenant", "landlord", "agent", "developer"], {
      error: "Choose a role: tenant, landlord, agent or developer.",
    }),
  })
  .superRefine((b, ctx) => {
    const problem = passwordProblem(b.password, [b.email, b.first_name, b.last_name, b.phone ?? ""]);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    if (b.password !== b.password_confirmation)
      ctx.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: accountMessages.passwordsDiffer,
      });
  });

/** Body parsing that answers 422 with the SPEC's field errors and a chosen code (REGISTRATION_FAILED …). */
function parse<T extends z.ZodType>(schema: T, body: unknown, code = "VALIDATION_FAILED"): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw AppError.validation(errors, undefined, code);
}

const identifierBody = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
  })
  .refine((b) => Boolean(b.email || b.phone), {
    error: "Enter your email or phone number.",
    path: ["email"],
  });

const loginBody = identifierBody.and(
  z.object({
    password: z
      .string({ error: "The password is required." })
      .min(1, { error: "The password is required." })
      .max(1024),
  }),
);

const codeField = z
  .string({ error: "Enter the 6-digit code." })
  .trim()
  .regex(/^\d{6}$/, { error: "Enter the 6-digit code." });

const verifyBody = z.union([
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

const resendBody = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  channel: z.enum(["email", "phone"]).optional(),
});

const userShape = z.looseObject({ id: z.number(), full_name: z.string(), role: z.string() });
const tokenReply = z.object({
  status: z.string(),
  message: z.string().optional(),
  token: z.string(),
  expires_in: z.number(),
  token_type: z.literal("jwt"),
  user: userShape,
});
const okMessage = z.object({ status: z.literal("success"), message: z.string() });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new AccountsService(app);
  app.decorate("accounts", accounts);
  await app.register(profileRoutes);
  await app.register(kycRoutes);
  const limit = app.config.AUTH_RATE_LIMIT;
  const tooMany = () => new AppError(429, accountMessages.tooMany, "RATE_LIMITED");

  /**
   * Per-IP limit (per minute) and per-account limit (per 15 minutes). The account is the one the handler will
   * look up, normalised (trimmed, lower-case email; +234 phone), read only from the fields that route uses in
   * the order it uses them, so padding or an extra field never makes a fresh key (ADR 0101). Login keys its
   * account limit on the account actually found, in the service.
   */
  const perIp = app.rateLimit({ max: limit, timeWindow: "1 minute", errorResponseBuilder: tooMany });
  const perAccount =
    (pick: (r: FastifyRequest) => string | undefined, max = limit, windowSeconds = 15 * 60, scope = "acct") =>
    async (request: FastifyRequest) => {
      const who = pick(request);
      if (!who) return;
      if (!(await hit(app, `${scope}:${request.routeOptions.url}:${who}`, max, windowSeconds)))
        throw tooMany();
    };
  const body = (r: FastifyRequest) =>
    (r.body && typeof r.body === "object" ? r.body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");
  const pickers = {
    email: (b: Record<string, unknown>) =>
      text(b.email).toLowerCase() && `email:${text(b.email).toLowerCase()}`,
    phone: (b: Record<string, unknown>) =>
      text(b.phone) && `phone:${normaliseNigerianPhone(text(b.phone)) ?? text(b.phone)}`,
    user: (b: Record<string, unknown>) => {
      const id = Number(text(b.user_id));
      return Number.isSafeInteger(id) && id > 0 ? `user:${id}` : "";
    },
    session: (b: Record<string, unknown>) => text(b.session_token) && `session:${text(b.session_token)}`,
  };
  const accountNamedBy =
    (...order: (keyof typeof pickers)[]) =>
    (r: FastifyRequest) => {
      for (const name of order) {
        const key = pickers[name](body(r));
        if (key) return key;
      }
      return undefined;
    };

  app.post(
    "/register",
    {
      preHandler: [perIp, perAccount(accountNamedBy("email", "phone"))],
      schema: {
        tags: ["accounts"],
        summary: "Create an account (pending until the email or phone is verified)",
        body: z.unknown(),
        response: {
          201: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({
              user_id: z.number(),
              email: z.string(),
              phone: z.string().nullable(),
              verification_sent_to: z.array(z.string()),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const input = parse(registerBody, request.body, "REGISTRATION_FAILED");
      const data = await accounts.register(input);
      return reply.status(201).send({ status: "success", message: accountMessages.registered, data });
    },
  );

  app.post(
    "/verify/email-or-phone",
    {
      config: changesPublicPages,
      preHandler: [perIp, perAccount(accountNamedBy("user", "phone"))],
      schema: {
        tags: ["accounts"],
        summary: "Verify an email (user_id + token from the link) or a phone (6-digit code)",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const input = parse(verifyBody, request.body);
      if ("token" in input) {
        await accounts.verifyEmail(input.user_id, input.token);
      } else {
        const user = input.user_id
          ? await accounts.userById(input.user_id)
          : await accounts.userByIdentifier({ phone: input.phone });
        if (!user) throw AppError.validation({ code: [accountMessages.invalidPhoneCode] });
        await accounts.verifyPhone(user, input.code);
      }
      return { status: "success" as const, message: messages.session.verificationSuccess };
    },
  );

  app.post(
    "/resend/verification/link-or-code",
    {
      preHandler: [
        perIp,
        perAccount(accountNamedBy("user", "email", "phone"), Math.min(3, limit), 10 * 60, "resend"),
      ],
      schema: {
        tags: ["accounts"],
        summary:
          "Send a new verification link (email) or code (phone); the same reply whether or not the account exists",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const input = parse(resendBody, request.body);
      if (!input.user_id && !input.email && !input.phone) {
        throw AppError.validation({ email: ["Enter your email or phone number."] });
      }
      const user = input.user_id
        ? await accounts.userById(input.user_id)
        : await accounts.userByIdentifier({ email: input.email, phone: input.phone });
      if (user && user.status === "pending") {
        const channel = input.channel ?? (input.phone ? "phone" : "email");
        await accounts.sendVerification(user.id, channel === "phone" && user.phone ? "phone" : "email");
      }
      return { status: "success" as const, message: messages.session.codeSent };
    },
  );

  app.post(
    "/login",
    {
      preHandler: [perIp],
      schema: {
        tags: ["accounts"],
        summary: "Log in with email or phone and password: logged in, a code step, or an account to verify",
        body: z.unknown(),
        response: {
          200: z.union([
            tokenReply,
            z.object({
              status: z.literal("pending_verification"),
              message: z.string(),
              session_token: z.string(),
            }),
            z.object({
              status: z.literal("pending_account_verification"),
              message: z.string(),
              user_id: z.number(),
            }),
          ]),
        },
      },
    },
    async (request) => {
      const input = parse(loginBody, request.body, "LOGIN_FAILED");
      const outcome = await accounts.login({ email: input.email, phone: input.phone }, input.password);
      return outcome.body as never;
    },
  );

  app.post(
    "/verify-login",
    {
      preHandler: [perIp, perAccount(accountNamedBy("session"))],
      schema: {
        tags: ["accounts"],
        summary: "Finish a two-step login with the session token and the 6-digit code",
        body: z.unknown(),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: tokenReply.omit({ status: true, message: true }),
          }),
        },
      },
    },
    async (request) => {
      const input = parse(
        z.object({
          session_token: z.string({ error: "The session token is required." }).min(10).max(200),
          auth_code: codeField,
        }),
        request.body,
        "LOGIN_FAILED",
      );
      const data = await accounts.verifyLogin(input.session_token, input.auth_code);
      return { status: "success" as const, message: messages.session.loginSuccess, data };
    },
  );

  app.get(
    "/check-auth",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user",
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.literal("success"), data: z.object({ user: userShape }) }) },
      },
    },
    async (request) => {
      const user = await accounts.userById(request.session!.userId);
      if (!user) throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
      return { status: "success" as const, data: { user: sessionUser(user) } };
    },
  );

  app.put(
    "/security/login-codes",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["accounts"],
        summary: "Turn two-step login (a 6-digit code after the password) on or off; always on for admins",
        security: [{ bearer: [] }],
        body: z.object({
          enabled: z.boolean({ error: "Say whether login codes are on (true) or off (false)." }),
        }),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({ user: userShape }),
          }),
        },
      },
    },
    async (request) => {
      const { userId, role } = request.session!;
      if (role === "admin" && !request.body.enabled) {
        throw AppError.validation({ enabled: ["Admins always log in with a code."] });
      }
      await app.database.query("update users set login_codes = $2, updated_at = now() where id = $1", [
        userId,
        request.body.enabled,
      ]);
      const user = await accounts.userById(userId);
      if (!user) throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
      return {
        status: "success" as const,
        message: request.body.enabled ? "Login codes are on." : "Login codes are off.",
        data: { user: sessionUser(user) },
      };
    },
  );

  const requireBearer = asGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized(messages.session.noToken, "NO_TOKEN");
    request.session = await app.tokens.verify(token);
  });

  app.post(
    "/refresh-token",
    {
      preHandler: requireBearer,
      schema: {
        tags: ["accounts"],
        summary: "Exchange a valid token for a new one (the old one works 30 s more for other tabs)",
        security: [{ bearer: [] }],
        response: { 200: tokenReply },
      },
    },
    async (request) => ({ status: "success", ...(await accounts.refresh(request.session!)) }),
  );

  app.post(
    "/logout",
    {
      preHandler: requireBearer,
      schema: {
        tags: ["accounts"],
        summary: "Revoke this session's token",
        security: [{ bearer: [] }],
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await app.tokens.revoke(request.session!);
      return { status: "success" as const, message: messages.session.loggedOut };
    },
  );

  app.post(
    "/forgot-password",
    {
      preHandler: [perIp, perAccount(accountNamedBy("email", "phone"))],
      schema: {
        tags: ["accounts"],
        summary: "Send a password reset link; the same reply whether or not the account exists",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const input = parse(identifierBody, request.body);
      await accounts.forgotPassword(input);
      return { status: "success" as const, message: accountMessages.resetSent };
    },
  );

  app.post(
    "/reset-password",
    {
      config: changesPublicPages,
      preHandler: [perIp],
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the emailed token; every session is revoked",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const input = parse(
        z
          .object({
            token: z
              .string({ error: accountMessages.invalidResetToken })
              .min(10, { error: accountMessages.invalidResetToken })
              .max(200),
            password: z.string({ error: "The password is required." }),
            password_confirmation: z.string({ error: "Confirm the password." }),
          })
          .refine((b) => b.password === b.password_confirmation, {
            path: ["password_confirmation"],
            error: accountMessages.passwordsDiffer,
          }),
        request.body,
      );
      await accounts.resetPassword(input.token, input.password);
      return { status: "success" as const, message: accountMessages.passwordReset };
    },
  );
};
