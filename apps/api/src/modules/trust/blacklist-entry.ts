/**
 * One tenant-blacklist entry (issue 22, ADR 0901), shared by the members' and reported person's side
 * (blacklist.ts) and the admin review (blacklist-admin.ts): how entries read on the wire, the evidence files of
 * one side stored privately, each step in `blacklist_events` (and in the admin audit log when an account takes
 * it), and the texts and mails to the reported person and the reporter (outbox).
 */
import { createHash } from "node:crypto";
import {
  BLACKLIST_MAX_FILES,
  BLACKLIST_NATURE_LABELS,
  type BlacklistEntry,
  trustMail,
  trustMessages,
} from "@ile/contract";
import type { BlacklistEntryRow } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { type MultipartBody, removeStored, storePrivateDocument } from "../../platform/uploads.ts";
import * as repo from "./repo/blacklist.ts";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

import { iso } from "../../platform/iso.ts";

type Actor = "reporter" | "tenant" | "admin" | "system";

/** What both blacklist services build on (each is built once, in modules/services.ts). */
export class BlacklistEntries {
  constructor(protected readonly deps: ServiceDeps) {}

  protected get db() {
    return this.deps.db;
  }

  protected async view(rows: BlacklistEntryRow[]): Promise<BlacklistEntry[]> {
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

  protected async one(row: BlacklistEntryRow) {
    return (await this.view([row]))[0] as BlacklistEntry;
  }

  /** Stores the evidence files of one side privately; removes them again when `then` fails. */
  protected async withFiles<T>(
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
          file: await storePrivateDocument(this.deps.storage, folder, f, "evidence"),
          originalName: f.filename.slice(0, 200),
        });
      return await then(stored);
    } catch (err) {
      await Promise.all(stored.map((s) => removeStored(this.deps.storage, s.file)));
      throw err;
    }
  }

  protected async step(
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

  protected async tellTenant(
    row: BlacklistEntryRow,
    what: "published" | "removed" | "appeal_dismissed",
    token?: string,
  ) {
    const link = token ? `${this.deps.config.PUBLIC_URL}/blacklist/respond/${token}` : "";
    const nature = BLACKLIST_NATURE_LABELS[row.nature].toLowerCase();
    const text =
      what === "published"
        ? trustMail.blacklistPublished(nature, link)
        : what === "removed"
          ? trustMail.blacklistRemoved
          : trustMail.blacklistAppealDismissed;
    const sends = [
      this.deps.outbox.send({ channel: "sms", to: row.tenantPhone, text, kind: `blacklist_${what}` }),
    ];
    if (row.tenantEmail)
      sends.push(
        this.deps.outbox.send({
          channel: "email",
          to: row.tenantEmail,
          subject: trustMail.blacklistTenantSubject,
          text,
          kind: `blacklist_${what}`,
        }),
      );
    await Promise.all(sends);
  }

  protected async tellReporter(row: BlacklistEntryRow, text: string) {
    const reporter = await repo.accountOf(this.db, row.reporterId);
    if (reporter?.email)
      await this.deps.outbox.send({
        channel: "email",
        to: reporter.email,
        subject: trustMail.blacklistReporterSubject,
        text,
        kind: "blacklist_reporter",
      });
  }
}
