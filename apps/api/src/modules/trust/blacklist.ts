import { blacklistReplySchema, blacklistReportSchema, trustMessages } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError, fieldErrorsOf } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { hit } from "../../platform/throttle.ts";
import type { MultipartBody } from "../../platform/uploads.ts";
import { normaliseNigerianPhone } from "../accounts/validation.ts";
import { BlacklistEntries, hashToken } from "./blacklist-entry.ts";
import * as repo from "./repo/blacklist.ts";

const VERIFIED_ROLES = new Set(["landlord", "agent"]);
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

/** The members' side: verified landlords and agents report and search; the reported person answers by link. */
export class BlacklistService extends BlacklistEntries {
  /** 403 unless the session is a landlord or agent whose identity an admin has verified (checked before input). */
  async assertVerified(session: Session) {
    if (!VERIFIED_ROLES.has(session.role)) throw AppError.forbidden(trustMessages.verifiedOnly);
    const account = await repo.accountOf(this.db, session.userId);
    if (!account?.verifiedAt) throw AppError.forbidden(trustMessages.verifiedOnly);
    return account;
  }

  // ── The reporter ──────────────────────────────────────────────────────────────────────────────────────

  /** A report (multipart). Verified first, then the form; files are removed again if the row is not written. */
  async report(session: Session, readForm: () => Promise<MultipartBody>) {
    await this.assertVerified(session);
    const form = await readForm();
    const parsed = blacklistReportSchema.safeParse(form.fields);
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
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
    if (!parsed.success) throw AppError.validation(fieldErrorsOf(parsed.error));
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
}
