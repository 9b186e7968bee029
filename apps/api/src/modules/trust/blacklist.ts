/**
 * The tenant blacklist with due process (issue 22, ADR 0901). Only landlords and agents with an approved identity
 * check report and search. A report is private until an admin approves it; then the reported person is told by
 * email and SMS (outbox) with a link to reply, upload counter-evidence, appeal, export their data or ask for
 * erasure. Search results show both sides, never the evidence files (admins only, through an authorised route).
 * Entries expire after BLACKLIST_YEARS or are removed when the reporter confirms settlement or an admin upholds
 * an appeal. Every step is in `blacklist_events`; every step by an account is also in the admin audit log.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  BLACKLIST_MAX_FILES,
  BLACKLIST_NATURE_LABELS,
  BLACKLIST_YEARS,
  type BlacklistEntry,
  blacklistReplySchema,
  blacklistReportSchema,
  trustMessages,
} from "@ile/contract";
import type { z } from "zod";
import type { BlacklistEntryRow } from "../../db/schema/index.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { hit } from "../../platform/throttle.ts";
import {
  contentTypeOf,
  type MultipartBody,
  readStored,
  removeStored,
  storePrivateDocument,
} from "../../platform/uploads.ts";
import { normaliseNigerianPhone } from "../accounts/validation.ts";
import { recordAudit } from "../admin/repo.ts";
import * as repo from "./repo/blacklist.ts";

const VERIFIED_ROLES = new Set(["landlord", "agent"]);
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const nameKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Edit distance, for "Chukwuemeka" typed as "Chukwuemka". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] as number;
      row[j] = Math.min(
        (row[j] as number) + 1,
        (row[j - 1] as number) + 1,
        prev + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      prev = cur;
    }
  }
  return row[b.length] as number;
}

/** Every word of the query close to some word of the name (order and extra names ignored). */
export function nameMatches(query: string[], name: string[]): boolean {
  return query.every((q) =>
    name.some(
      (w) => w === q || (q.length >= 3 && w.startsWith(q)) || distance(q, w) <= (q.length >= 7 ? 2 : 1),
    ),
  );
}

function formErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "body");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

type Actor = "reporter" | "tenant" | "admin" | "system";

export class BlacklistService {
  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** 403 unless the session is a landlord or agent whose identity an admin has verified (checked before input). */
  async assertVerified(session: Session) {
    if (!VERIFIED_ROLES.has(session.role)) throw AppError.forbidden(trustMessages.verifiedOnly);
    const account = await repo.accountOf(this.db, session.userId);
    if (!account?.verifiedAt) throw AppError.forbidden(trustMessages.verifiedOnly);
    return account;
  }

  private async view(rows: BlacklistEntryRow[]): Promise<BlacklistEntry[]> {
    const reporters = await repo.reporterNames(this.db, [...new Set(rows.map((r) => r.reporterId))]);
    const counts = await repo.tenantEvidenceCounts(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      tenant_name: r.tenantName,
      tenant_phone: r.tenantPhone,
      last_address: r.lastAddress,
      amount_kobo: r.amountKobo,
      nature: r.nature,
      period_start: String(r.periodStart).slice(0, 10),
      period_end: String(r.periodEnd).slice(0, 10),
      statement: r.statement,
      status: r.status,
      removal_reason: r.removalReason,
      reported_at: iso(r.createdAt) as string,
      published_at: iso(r.publishedAt),
      expires_at: iso(r.expiresAt),
      reply: r.reply,
      replied_at: iso(r.repliedAt),
      appeal: r.appeal,
      appeal_decision: r.appealDecision,
      reporter: reporters.get(r.reporterId) ?? { name: "A verified member", role: "landlord" },
      counter_evidence_count: counts.get(r.id) ?? 0,
    }));
  }

  private async one(row: BlacklistEntryRow) {
    return (await this.view([row]))[0] as BlacklistEntry;
  }

  /** Stores the evidence files of one side privately; removes them again when `then` fails. */
  private async withFiles<T>(
    files: MultipartBody["files"],
    folder: string,
    then: (stored: { file: string; originalName: string }[]) => Promise<T>,
  ): Promise<T> {
    const evidence = files.filter((f) => f.field === "evidence");
    if (evidence.length > BLACKLIST_MAX_FILES)
      throw AppError.validation({ evidence: [trustMessages.tooManyFiles] });
    const stored: { file: string; originalName: string }[] = [];
    try {
      for (const f of evidence)
        stored.push({
          file: await storePrivateDocument(this.deps.config.UPLOADS_DIR, folder, f, "evidence"),
          originalName: f.filename.slice(0, 200),
        });
      return await then(stored);
    } catch (err) {
      await Promise.all(stored.map((s) => removeStored(this.deps.config.UPLOADS_DIR, s.file)));
      throw err;
    }
  }

  private async step(
    tx: Parameters<typeof repo.recordStep>[0],
    entryId: number,
    actor: Actor,
    actorId: number | null,
    step: string,
    note?: string | null,
    audit?: { before?: unknown; after?: unknown },
  ) {
    await repo.recordStep(tx, { entryId, actor, actorId, step, note });
    if (actorId !== null)
      await recordAudit(tx, {
        actorId,
        action: `blacklist.${step}`,
        targetType: "blacklist",
        targetId: entryId,
        reason: note ?? null,
        before: audit?.before,
        after: audit?.after,
      });
  }

  // ── The reporter ──────────────────────────────────────────────────────────────────────────────────────

  /** A report (multipart). Verified first, then the form; files are removed again if the row is not written. */
  async report(session: Session, readForm: () => Promise<MultipartBody>) {
    await this.assertVerified(session);
    const form = await readForm();
    const parsed = blacklistReportSchema.safeParse(form.fields);
    const errors = parsed.success ? {} : formErrors(parsed.error);
    const phone = normaliseNigerianPhone(String(form.fields.tenant_phone ?? ""));
    if (!phone && !errors.tenant_phone) errors.tenant_phone = [trustMessages.phoneInvalid];
    if (!parsed.success || Object.keys(errors).length) throw AppError.validation(errors);
    const input = parsed.data;
    return this.withFiles(form.files, `blacklist/${session.userId}`, async (stored) => {
      const row = await this.db.transaction(async (tx) => {
        const entry = await repo.insertEntry(tx, {
          reporterId: session.userId,
          tenantName: input.tenant_name,
          tenantNameKey: nameKey(input.tenant_name),
          tenantPhone: phone!,
          tenantEmail: input.tenant_email || null,
          lastAddress: input.last_address,
          amountKobo: input.amount_kobo,
          nature: input.nature,
          periodStart: input.period_start,
          periodEnd: input.period_end,
          statement: input.statement,
        });
        await repo.insertEvidence(
          tx,
          stored.map((s) => ({ entryId: entry.id, side: "reporter" as const, ...s })),
        );
        await this.step(tx, entry.id, "reporter", session.userId, "report", null, {
          after: { status: "pending", evidence: stored.length },
        });
        return entry;
      });
      return this.one(row);
    });
  }

  async mine(session: Session) {
    return this.view(await repo.entriesOfReporter(this.db, session.userId));
  }

  /** The reporter confirms the debt is settled: the entry is removed from search at once. */
  async settle(session: Session, id: number) {
    const row = await this.db.transaction(async (tx) => {
      const entry = await repo.entryById(tx, id, true);
      if (!entry || entry.reporterId !== session.userId) throw AppError.notFound(trustMessages.entryNotFound);
      if (entry.status !== "published") throw new AppError(409, trustMessages.notSettleable, "CONFLICT");
      const updated = await repo.updateEntry(tx, id, {
        status: "removed",
        removalReason: "settled",
        settledAt: new Date(),
      });
      await this.step(tx, id, "reporter", session.userId, "settled", null, {
        before: { status: entry.status },
        after: { status: "removed", removal_reason: "settled" },
      });
      return updated;
    });
    await this.tellTenant(row, "removed");
    return this.one(row);
  }

  // ── Search ────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Published, unexpired entries by exact phone or fuzzy name. Verified landlords and agents only; limited per
   * account (BLACKLIST_SEARCH_LIMIT an hour, shared by every instance through Redis); every search is logged with
   * the entries it showed.
   */
  async search(session: Session, q: { name?: string; phone?: string }) {
    await this.assertVerified(session);
    const rawPhone = q.phone?.trim() ?? "";
    const words = nameKey(q.name ?? "")
      .split(" ")
      .filter(Boolean);
    const phone = rawPhone ? normaliseNigerianPhone(rawPhone) : null;
    if (rawPhone && !phone) throw AppError.validation({ phone: [trustMessages.phoneInvalid] });
    if (!phone && words.join("").length < 3) throw AppError.validation({ name: [trustMessages.searchTerms] });
    if (
      !(await hit(
        this.deps,
        `blacklist-search:${session.userId}`,
        this.deps.config.BLACKLIST_SEARCH_LIMIT,
        3600,
      ))
    )
      throw new AppError(429, trustMessages.searchLimit, "RATE_LIMITED");
    const candidates = await repo.searchCandidates(this.db, phone, words);
    const found = candidates.filter(
      (r) =>
        (phone && r.tenantPhone === phone) ||
        (words.length && nameMatches(words, r.tenantNameKey.split(" "))),
    );
    await repo.logSearch(this.db, {
      searcherId: session.userId,
      queryName: q.name?.trim() || null,
      queryPhone: phone,
      resultIds: found.map((r) => r.id),
    });
    return this.view(found);
  }

  // ── The reported person (through the link they were sent) ───────────────────────────────────────────

  private async byToken(
    token: string,
    lock = false,
    tx = this.db as Parameters<typeof repo.entryByTokenHash>[0],
  ) {
    const row = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await repo.entryByTokenHash(tx, hashToken(token), lock)
      : null;
    if (!row || row.status === "erased") throw AppError.notFound(trustMessages.linkInvalid);
    return row;
  }

  async forTenant(token: string) {
    const row = await this.byToken(token);
    const files = (await repo.evidenceOf(this.db, [row.id])).filter((f) => f.side === "tenant");
    return {
      entry: await this.one(row),
      my_files: files.map((f) => ({ id: f.id, name: f.originalName, uploaded_at: iso(f.createdAt) })),
      erasure_requested_at: iso(row.erasureRequestedAt),
    };
  }

  /** The reported person's reply, counter-evidence and (optionally) appeal. Replaces an earlier reply. */
  async reply(token: string, readForm: () => Promise<MultipartBody>) {
    const current = await this.byToken(token);
    if (current.status !== "published") throw new AppError(409, trustMessages.replyClosed, "CONFLICT");
    const form = await readForm();
    const parsed = blacklistReplySchema.safeParse(form.fields);
    if (!parsed.success) throw AppError.validation(formErrors(parsed.error));
    return this.withFiles(form.files, `blacklist/entry-${current.id}`, async (stored) => {
      const row = await this.db.transaction(async (tx) => {
        const entry = await this.byToken(token, true, tx);
        if (entry.status !== "published") throw new AppError(409, trustMessages.replyClosed, "CONFLICT");
        const updated = await repo.updateEntry(tx, entry.id, {
          reply: parsed.data.reply,
          repliedAt: new Date(),
          ...(parsed.data.appeal && !entry.appealDecision ? { appeal: true } : {}),
        });
        await repo.insertEvidence(
          tx,
          stored.map((s) => ({ entryId: entry.id, side: "tenant" as const, ...s })),
        );
        await this.step(
          tx,
          entry.id,
          "tenant",
          null,
          parsed.data.appeal ? "reply_and_appeal" : "reply",
          null,
        );
        return updated;
      });
      return this.one(row);
    });
  }

  /** Data-subject request: everything held about the reported person in this entry (NDPA 2023 s.34). */
  async exportFor(token: string) {
    const row = await this.byToken(token);
    const [evidence, steps] = await Promise.all([
      repo.evidenceOf(this.db, [row.id]),
      repo.stepsOf(this.db, row.id),
    ]);
    await repo.recordStep(this.db, { entryId: row.id, actor: "tenant", actorId: null, step: "export" });
    return {
      exported_at: new Date().toISOString(),
      controller: "Ile (see /privacy)",
      entry: { ...(await this.one(row)), tenant_email: row.tenantEmail },
      evidence_files: evidence.map((f) => ({
        side: f.side,
        name: f.originalName,
        uploaded_at: iso(f.createdAt),
      })),
      history: steps.map((s) => ({ step: s.step, by: s.actor, at: iso(s.createdAt) })),
    };
  }

  async requestErasure(token: string, note: string | undefined) {
    await this.db.transaction(async (tx) => {
      const entry = await this.byToken(token, true, tx);
      await repo.updateEntry(tx, entry.id, { erasureRequestedAt: new Date(), erasureNote: note || null });
      await repo.recordStep(tx, {
        entryId: entry.id,
        actor: "tenant",
        actorId: null,
        step: "erasure_request",
        note,
      });
    });
  }

  // ── Admins ────────────────────────────────────────────────────────────────────────────────────────────

  async adminList(filter: repo.AdminFilter | undefined) {
    const rows = await repo.entriesForAdmin(this.db, filter);
    const views = await this.view(rows);
    return views.map((v, i) => ({
      ...v,
      erasure_requested_at: iso(rows[i]!.erasureRequestedAt),
    }));
  }

  async adminDetail(id: number) {
    const row = await repo.entryById(this.db, id);
    if (!row) throw AppError.notFound(trustMessages.entryNotFound);
    const [evidence, steps, searches] = await Promise.all([
      repo.evidenceOf(this.db, [id]),
      repo.stepsOf(this.db, id),
      repo.searchesOf(this.db, id, 50),
    ]);
    return {
      entry: await this.one(row),
      tenant_email: row.tenantEmail,
      reporter_id: row.reporterId,
      review_note: row.reviewNote,
      erasure_requested_at: iso(row.erasureRequestedAt),
      erasure_note: row.erasureNote,
      evidence: evidence.map((f) => ({
        id: f.id,
        side: f.side,
        name: f.originalName,
        url: `/api/admin/blacklist/evidence/${f.id}`,
        uploaded_at: iso(f.createdAt),
      })),
      steps: steps.map((s) => ({
        step: s.step,
        actor: s.actor,
        actor_id: s.actorId,
        note: s.note,
        at: iso(s.createdAt),
      })),
      searches: searches.map((s) => ({
        searcher_id: s.searcherId,
        searcher_email: s.email,
        name: s.queryName,
        phone: s.queryPhone,
        at: iso(s.createdAt),
      })),
    };
  }

  /** Approves a pending report: published for BLACKLIST_YEARS; the reported person gets the reply link. */
  async approve(adminId: number, id: number, note: string | undefined) {
    const token = randomBytes(24).toString("base64url");
    const row = await this.db.transaction(async (tx) => {
      const entry = await repo.entryById(tx, id, true);
      if (!entry) throw AppError.notFound(trustMessages.entryNotFound);
      if (entry.status !== "pending") throw new AppError(409, trustMessages.notPending, "CONFLICT");
      const now = new Date();
      const expires = new Date(now);
      expires.setUTCFullYear(expires.getUTCFullYear() + BLACKLIST_YEARS);
      const updated = await repo.updateEntry(tx, id, {
        status: "published",
        reviewedBy: adminId,
        reviewedAt: now,
        reviewNote: note || null,
        publishedAt: now,
        expiresAt: expires,
        replyTokenHash: hashToken(token),
      });
      await this.step(tx, id, "admin", adminId, "approve", note, {
        before: { status: "pending" },
        after: { status: "published", expires_at: expires.toISOString() },
      });
      return updated;
    });
    await this.tellTenant(row, "published", token);
    await this.tellReporter(
      row,
      "Your blacklist report was approved and is now visible to verified members.",
    );
    return this.one(row);
  }

  async reject(adminId: number, id: number, reason: string) {
    const row = await this.db.transaction(async (tx) => {
      const entry = await repo.entryById(tx, id, true);
      if (!entry) throw AppError.notFound(trustMessages.entryNotFound);
      if (entry.status !== "pending") throw new AppError(409, trustMessages.notPending, "CONFLICT");
      const updated = await repo.updateEntry(tx, id, {
        status: "rejected",
        reviewedBy: adminId,
        reviewedAt: new Date(),
        reviewNote: reason,
      });
      await this.step(tx, id, "admin", adminId, "reject", reason, {
        before: { status: "pending" },
        after: { status: "rejected" },
      });
      return updated;
    });
    await this.tellReporter(row, `Your blacklist report was not published. Reason: ${reason}`);
    return this.one(row);
  }

  async decideAppeal(adminId: number, id: number, decision: "upheld" | "dismissed", reason: string) {
    const row = await this.db.transaction(async (tx) => {
      const entry = await repo.entryById(tx, id, true);
      if (!entry) throw AppError.notFound(trustMessages.entryNotFound);
      if (!entry.appeal || entry.appealDecision || entry.status !== "published")
        throw new AppError(409, trustMessages.noAppeal, "CONFLICT");
      const updated = await repo.updateEntry(tx, id, {
        appealDecision: decision,
        ...(decision === "upheld"
          ? { status: "removed" as const, removalReason: "appeal_upheld" as const }
          : {}),
      });
      await this.step(tx, id, "admin", adminId, `appeal_${decision}`, reason, {
        before: { status: entry.status, appeal: true },
        after: { status: updated.status, appeal_decision: decision },
      });
      return updated;
    });
    await this.tellTenant(row, decision === "upheld" ? "removed" : "appeal_dismissed");
    await this.tellReporter(
      row,
      decision === "upheld"
        ? `The reported person's appeal was upheld and your blacklist entry is removed. Reason: ${reason}`
        : "The reported person's appeal was dismissed; your entry stays, shown with their reply.",
    );
    return this.one(row);
  }

  /** Erasure where lawful: the personal data of the entry is wiped and its files deleted; the steps remain. */
  async erase(adminId: number, id: number, reason: string) {
    const { row, files } = await this.db.transaction(async (tx) => {
      const entry = await repo.entryById(tx, id, true);
      if (!entry) throw AppError.notFound(trustMessages.entryNotFound);
      const files = await repo.deleteEvidenceRows(tx, id);
      const updated = await repo.updateEntry(tx, id, {
        status: "erased",
        removalReason: "erased",
        tenantName: "[erased]",
        tenantNameKey: "",
        tenantPhone: "",
        tenantEmail: null,
        lastAddress: "[erased]",
        statement: "[erased]",
        reply: null,
        replyTokenHash: null,
      });
      await this.step(tx, id, "admin", adminId, "erase", reason, {
        before: { status: entry.status },
        after: { status: "erased" },
      });
      return { row: updated, files };
    });
    await Promise.all(files.map((f) => removeStored(this.deps.config.UPLOADS_DIR, f.file)));
    return this.one(row);
  }

  /** An evidence file, for admins only (the route is admin-only; anyone else never reaches this). */
  async evidenceFile(id: number) {
    const row = await repo.evidenceById(this.db, id);
    if (!row) throw AppError.notFound(trustMessages.evidenceNotFound);
    const data = await readStored(this.deps.config.UPLOADS_DIR, row.file).catch(() => {
      throw AppError.notFound(trustMessages.evidenceNotFound);
    });
    return { data, contentType: contentTypeOf(row.file) };
  }

  async searchLog() {
    const rows = await repo.searchesOf(this.db, null, 200);
    return rows.map((s) => ({
      searcher_id: s.searcherId,
      searcher_email: s.email,
      name: s.queryName,
      phone: s.queryPhone,
      results: s.resultIds.length,
      at: iso(s.createdAt),
    }));
  }

  // ── Messages ──────────────────────────────────────────────────────────────────────────────────────────

  private async tellTenant(
    row: BlacklistEntryRow,
    what: "published" | "removed" | "appeal_dismissed",
    token?: string,
  ) {
    const link = token ? `${this.deps.config.PUBLIC_URL}/blacklist/respond/${token}` : "";
    const nature = BLACKLIST_NATURE_LABELS[row.nature].toLowerCase();
    const text =
      what === "published"
        ? `A landlord or agent has recorded a report about you on Ile's tenant blacklist (${nature}). It is shown only to verified landlords and agents, with your side. You can reply, upload counter-evidence, appeal, download your data or ask for erasure here: ${link}`
        : what === "removed"
          ? "The report about you on Ile's tenant blacklist has been removed. It no longer shows in searches."
          : "Your appeal against the report on Ile's tenant blacklist was dismissed. The entry stays, shown with your reply.";
    const sends = [
      this.deps.outbox.send({ channel: "sms", to: row.tenantPhone, text, kind: `blacklist_${what}` }),
    ];
    if (row.tenantEmail)
      sends.push(
        this.deps.outbox.send({
          channel: "email",
          to: row.tenantEmail,
          subject: "A report about you on Ile",
          text,
          kind: `blacklist_${what}`,
        }),
      );
    await Promise.all(sends);
  }

  private async tellReporter(row: BlacklistEntryRow, text: string) {
    const reporter = await repo.accountOf(this.db, row.reporterId);
    if (reporter?.email)
      await this.deps.outbox.send({
        channel: "email",
        to: reporter.email,
        subject: "Your blacklist report on Ile",
        text,
        kind: "blacklist_reporter",
      });
  }
}
