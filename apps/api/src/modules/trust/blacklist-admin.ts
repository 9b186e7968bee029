/**
 * The tenant blacklist's admin review (issue 22, ADR 0901): entries to review, one entry with both sides' evidence,
 * approval (published for BLACKLIST_YEARS, the reported person gets the reply link), rejection, appeals, erasure
 * where lawful, evidence files and the search log. Every decision is a step in `blacklist_events` and in the admin
 * audit log (blacklist-entry.ts).
 */
import { randomBytes } from "node:crypto";
import { BLACKLIST_YEARS, trustMail, trustMessages } from "@ile/contract";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { contentTypeOf } from "../../platform/storage.ts";
import { readStored, removeStored } from "../../platform/uploads.ts";
import { BlacklistEntries, hashToken } from "./blacklist-entry.ts";
import * as repo from "./repo/blacklist.ts";

export class BlacklistAdminService extends BlacklistEntries {
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
    await this.tellReporter(row, trustMail.blacklistApprovedReporter);
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
    await this.tellReporter(row, trustMail.blacklistRejectedReporter(reason));
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
        ? trustMail.blacklistAppealUpheldReporter(reason)
        : trustMail.blacklistAppealDismissedReporter,
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
    await Promise.all(files.map((f) => removeStored(this.deps.storage, f.file)));
    return this.one(row);
  }

  /** An evidence file, for admins only (the route is admin-only; anyone else never reaches this). */
  async evidenceFile(id: number) {
    const row = await repo.evidenceById(this.db, id);
    if (!row) throw AppError.notFound(trustMessages.evidenceNotFound);
    const data = await readStored(this.deps.storage, row.file).catch(() => {
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
}
