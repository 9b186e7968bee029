/**
 * KYC (identity verification): a person submits an identity document (NIN slip, international passport,
 * driver's licence, voter's card, or a CAC certificate for companies) with a selfie; an admin approves or
 * rejects it; approval sets the profile's verified_at (the verified badge). Files are checked by content,
 * at most 10 MB, stored privately and served only to their owner and admins (anyone else gets a 404).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { KYC_DOCUMENT_TYPES, type KycDocumentType } from "../../db/schema/accounts.ts";
import { AppError } from "../../platform/errors.ts";
import { changesPublicPages } from "../../platform/page-cache.ts";
import {
  contentTypeOf,
  MAX_UPLOAD_BYTES,
  readMultipart,
  readStored,
  removeStored,
  storePrivateDocument,
} from "../../platform/uploads.ts";

export const kycMessages = {
  submitted: "Your documents were submitted. We will review them shortly.",
  alreadyPending: "Your verification is already under review.",
  alreadyApproved: "Your identity is already verified.",
  nothingToResubmit: "There is no rejected verification to resubmit. Submit your documents instead.",
  notPending: "This verification has already been reviewed.",
  approved: "Verification approved.",
  rejected: "Verification rejected.",
} as const;

/** Document number formats (Nigerian issuers). */
const NUMBER_RULES: Record<KycDocumentType, { re: RegExp; hint: string }> = {
  nin_slip: { re: /^\d{11}$/, hint: "A NIN has 11 digits." },
  international_passport: {
    re: /^[A-Z]\d{8}$/,
    hint: "A Nigerian passport number is a letter and 8 digits, e.g. A12345678.",
  },
  drivers_licence: {
    re: /^[A-Z0-9]{8,15}$/,
    hint: "Enter the licence number as printed (8–15 letters and digits).",
  },
  voters_card: {
    re: /^[A-Z0-9]{16,19}$/,
    hint: "A voter identification number (VIN) has 19 letters and digits.",
  },
  cac_certificate: { re: /^(RC|BN|IT)?\d{4,8}$/, hint: "Enter the CAC number, e.g. RC1234567 or BN123456." },
};

const submission = z
  .object({
    document_type: z.enum(KYC_DOCUMENT_TYPES, {
      error:
        "Choose a document: NIN slip, international passport, driver's licence, voter's card or CAC certificate.",
    }),
    document_number: z
      .string({ error: "Enter the document number." })
      .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
      .pipe(z.string().min(1, { error: "Enter the document number." }).max(30)),
  })
  .superRefine((v, ctx) => {
    const rule = NUMBER_RULES[v.document_type];
    if (!rule.re.test(v.document_number))
      ctx.addIssue({ code: "custom", path: ["document_number"], message: rule.hint });
  });

interface KycRow {
  id: number;
  user_id: number;
  document_type: KycDocumentType;
  document_number: string;
  front_file: string;
  back_file: string | null;
  selfie_file: string;
  status: "pending" | "approved" | "rejected";
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

const masked = (n: string) => (n.length <= 4 ? n : `${"•".repeat(n.length - 4)}${n.slice(-4)}`);

function view(row: KycRow | undefined) {
  if (!row) return { status: "none" as const };
  const file = (which: string) => `/api/kyc/files/${row.id}/${which}`;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    document_type: row.document_type,
    document_number: masked(row.document_number),
    submitted_at: row.created_at,
    reviewed_at: row.reviewed_at,
    files: { front: file("front"), back: row.back_file ? file("back") : null, selfie: file("selfie") },
  };
}

async function latest(app: FastifyInstance, userId: number) {
  const [row] = await app.database.query<KycRow>(
    "select * from kyc_submissions where user_id = $1 order by id desc limit 1",
    [userId],
  );
  return row;
}

async function submit(app: FastifyInstance, request: FastifyRequest, resubmit: boolean) {
  const userId = request.session!.userId;
  const current = await latest(app, userId);
  if (current?.status === "approved") throw new AppError(409, kycMessages.alreadyApproved, "CONFLICT");
  if (current?.status === "pending") throw new AppError(409, kycMessages.alreadyPending, "CONFLICT");
  if (resubmit && current?.status !== "rejected")
    throw new AppError(409, kycMessages.nothingToResubmit, "CONFLICT");

  const form = await readMultipart(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 3 });
  const parsed = submission.safeParse(form.fields);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "body");
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
  }
  const front = form.files.find((f) => f.field === "document_front");
  const back = form.files.find((f) => f.field === "document_back");
  const selfie = form.files.find((f) => f.field === "selfie");
  if (!front) errors.document_front = ["Upload the front of the document (image or PDF)."];
  if (!selfie) errors.selfie = ["Upload a selfie (a photo of your face)."];
  if (Object.keys(errors).length || !parsed.success) throw AppError.validation(errors);

  const folder = `kyc/${userId}`;
  const stored: string[] = [];
  try {
    const frontFile = await storePrivateDocument(app.config.UPLOADS_DIR, folder, front!, "document_front");
    stored.push(frontFile);
    const backFile = back
      ? await storePrivateDocument(app.config.UPLOADS_DIR, folder, back, "document_back")
      : null;
    if (backFile) stored.push(backFile);
    const selfieFile = await storePrivateDocument(app.config.UPLOADS_DIR, folder, selfie!, "selfie", {
      allowPdf: false,
    });
    stored.push(selfieFile);
    const [row] = await app.database.query<KycRow>(
      `insert into kyc_submissions (user_id, document_type, document_number, front_file, back_file, selfie_file)
       select $1, $2, $3, $4, $5, $6
        where not exists (select 1 from kyc_submissions where user_id = $1 and status in ('pending', 'approved'))
       returning *`,
      [userId, parsed.data.document_type, parsed.data.document_number, frontFile, backFile, selfieFile],
    );
    if (!row) throw new AppError(409, kycMessages.alreadyPending, "CONFLICT");
    return row;
  } catch (err) {
    await Promise.all(stored.map((f) => removeStored(app.config.UPLOADS_DIR, f)));
    throw err;
  }
}

const statusReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: z.looseObject({}),
});

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };
  const tags = ["kyc"];

  for (const [path, resubmit] of [
    ["/kyc/submit", false],
    ["/kyc/resubmit", true],
  ] as const) {
    app.post(
      path,
      {
        ...auth,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: resubmit
            ? "Resubmit documents after a rejection (multipart)"
            : "Submit an identity document and a selfie (multipart: document_type, document_number, document_front, document_back, selfie)",
          response: { 201: statusReply },
        },
      },
      async (request, reply) => {
        const row = await submit(app, request, resubmit);
        return reply.status(201).send({ status: "success", message: kycMessages.submitted, data: view(row) });
      },
    );
  }

  app.get(
    "/kyc/status",
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Verification status: none, pending, approved, or rejected with the reason",
        response: { 200: statusReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: view(await latest(app, request.session!.userId)),
    }),
  );

  app.get(
    "/kyc/files/:id/:which",
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "A KYC file, to its owner and admins only",
        params: z.object({
          id: z.coerce.number().int().positive(),
          which: z.enum(["front", "back", "selfie"]),
        }),
      },
    },
    async (request, reply) => {
      const { id, which } = request.params;
      const [row] = await app.database.query<KycRow>("select * from kyc_submissions where id = $1", [id]);
      const session = request.session!;
      // Someone else's file answers exactly like a missing one: nothing confirms it exists.
      if (!row || (row.user_id !== session.userId && session.role !== "admin"))
        throw AppError.notFound("Resource not found");
      const relative =
        which === "front" ? row.front_file : which === "back" ? row.back_file : row.selfie_file;
      if (!relative) throw AppError.notFound("Resource not found");
      const data = await readStored(app.config.UPLOADS_DIR, relative).catch(() => {
        throw AppError.notFound("Resource not found");
      });
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", "inline")
        .type(contentTypeOf(relative))
        .send(data);
    },
  );

  // Admin review (the /admin area): list, approve, reject.
  app.get(
    "/admin/kyc",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "KYC submissions to review (admins)",
        querystring: z.object({
          status: z.enum(["pending", "approved", "rejected"]).default("pending"),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const rows = await app.database.query<
        KycRow & { full_name: string; email: string; role: string; total: number }
      >(
        `select k.*, trim(p.first_name || ' ' || p.last_name) as full_name, u.email, u.role,
                count(*) over ()::int as total
           from kyc_submissions k join users u on u.id = k.user_id join profiles p on p.user_id = k.user_id
          where k.status = $1 order by k.id asc limit $2 offset $3`,
        [status, limit, (page - 1) * limit],
      );
      const total = rows[0]?.total ?? 0;
      return {
        status: "success" as const,
        data: rows.map((r) => ({
          ...view(r),
          document_number: r.document_number,
          user: { id: r.user_id, full_name: r.full_name, email: r.email, role: r.role },
        })),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
  );

  const review = async (
    id: number,
    adminId: number,
    decision: "approved" | "rejected",
    reason: string | null,
  ) => {
    const [row] = await app.database.query<KycRow>(
      `update kyc_submissions set status = $2, reason = $3, reviewed_by = $4, reviewed_at = now(), updated_at = now()
        where id = $1 and status = 'pending' returning *`,
      [id, decision, reason, adminId],
    );
    if (!row) {
      const [exists] = await app.database.query("select 1 from kyc_submissions where id = $1", [id]);
      if (!exists) throw AppError.notFound("Resource not found");
      throw new AppError(409, kycMessages.notPending, "CONFLICT");
    }
    if (decision === "approved") {
      await app.database.query(
        "update profiles set verified_at = now(), updated_at = now() where user_id = $1",
        [row.user_id],
      );
    }
    const [user] = await app.database.query<{ email: string; first_name: string }>(
      "select u.email, p.first_name from users u join profiles p on p.user_id = u.id where u.id = $1",
      [row.user_id],
    );
    if (user) {
      await app.outbox.send({
        channel: "email",
        to: user.email,
        subject:
          decision === "approved" ? "You are verified on Ile" : "Your Ile verification needs another look",
        text:
          decision === "approved"
            ? `Hello ${user.first_name},\n\nYour identity is verified. Your profile now shows the verified badge.`
            : `Hello ${user.first_name},\n\nWe could not verify your documents: ${reason}\n\nYou can resubmit them from Dashboard → Verification.`,
        kind: `kyc_${decision}`,
      });
    }
    return view(row);
  };

  app.post(
    "/admin/kyc/:id/approve",
    {
      preHandler: app.requireAdmin,
      config: changesPublicPages,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "Approve a KYC submission: the profile becomes verified",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: statusReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: kycMessages.approved,
      data: await review(request.params.id, request.session!.userId, "approved", null),
    }),
  );

  app.post(
    "/admin/kyc/:id/reject",
    {
      preHandler: app.requireAdmin,
      config: changesPublicPages,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "Reject a KYC submission with a reason the person sees",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({
          reason: z
            .string({ error: "Give the reason for the rejection." })
            .trim()
            .min(3, { error: "Give the reason for the rejection." })
            .max(500),
        }),
        response: { 200: statusReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: kycMessages.rejected,
      data: await review(request.params.id, request.session!.userId, "rejected", request.body.reason),
    }),
  );
};
