/**
 * Scam reports on listings and profiles (issue 22, ADR 0902): any signed-in account reports a listing or a user
 * once (REPORT_LIMIT reports a day per account); three independent open reports hide a listing until an admin
 * decides (hide, restore, warn, suspend, dismiss). The decision answers every open report of the target, is in
 * the audit log, and the reporters and the owner are told the outcome (outbox).
 */
import {
  REPORT_REASON_LABELS,
  REPORTS_TO_HIDE,
  type ReportAction,
  type ReportReason,
  trustMail,
  trustMessages,
} from "@ile/contract";
import type { AbuseReportRow } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { MARKET } from "../../platform/page-cache.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { hit } from "../../platform/throttle.ts";
import { setUserStatus } from "../admin/repo.ts";
import * as repo from "./repo/scam-reports.ts";

export class ReportsService {
  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async limit(session: Session) {
    if (!(await hit(this.deps, `reports:${session.userId}`, this.deps.config.REPORT_LIMIT, 86_400)))
      throw new AppError(429, trustMessages.reportLimit, "RATE_LIMITED");
  }

  async reportListing(session: Session, slug: string, input: { reason: ReportReason; details?: string }) {
    const listing = await repo.listingBySlug(this.db, slug);
    if (!listing) throw AppError.notFound(trustMessages.listingNotFound);
    if (listing.ownerId === session.userId) throw AppError.forbidden(trustMessages.reportOwn);
    await this.limit(session);
    const hidden = await this.db.transaction(async (tx) => {
      const row = await repo.insertReport(tx, {
        reporterId: session.userId,
        targetType: "listing",
        listingId: listing.id,
        userId: listing.ownerId,
        reason: input.reason,
        details: input.details ?? "",
      });
      if (!row) throw new AppError(409, trustMessages.reportTwice, "CONFLICT");
      if (listing.hiddenAt || (await repo.openReporters(tx, listing.id)) < REPORTS_TO_HIDE) return false;
      await repo.setHidden(tx, listing.id, true);
      return true;
    });
    if (hidden) await this.deps.pages.bump(MARKET);
    return { hidden };
  }

  async reportUser(session: Session, userId: number, input: { reason: ReportReason; details?: string }) {
    const user = await repo.userContact(this.db, userId);
    if (!user || user.role === "admin") throw AppError.notFound(trustMessages.userNotFound);
    if (user.id === session.userId) throw AppError.forbidden(trustMessages.reportOwn);
    await this.limit(session);
    const row = await repo.insertReport(this.db, {
      reporterId: session.userId,
      targetType: "user",
      userId,
      reason: input.reason,
      details: input.details ?? "",
    });
    if (!row) throw new AppError(409, trustMessages.reportTwice, "CONFLICT");
    return { hidden: false };
  }

  async queue(status: "open" | "decided") {
    const rows = await repo.reportsForAdmin(this.db, status);
    return rows.map(({ report: r, listingSlug, listingTitle, listingHidden, userEmail }) => ({
      id: r.id,
      target_type: r.targetType,
      listing:
        r.listingId === null
          ? null
          : { id: r.listingId, slug: listingSlug, title: listingTitle, hidden: listingHidden !== null },
      user: { id: r.userId, email: userEmail },
      reporter_id: r.reporterId,
      reason: r.reason,
      reason_label:
        r.reason === "double_listing"
          ? "Second live listing of one unit (system)"
          : REPORT_REASON_LABELS[r.reason],
      details: r.details,
      status: r.status,
      action: r.action,
      decision_note: r.decisionNote,
      created_at: iso(r.createdAt),
      decided_at: iso(r.decidedAt),
    }));
  }

  /** An admin's decision on a report and every other open report of the same target (audited, everyone told). */
  async decide(adminId: number, id: number, action: ReportAction, note: string) {
    const { reports, report } = await this.db.transaction(async (tx) => {
      const report = await repo.reportById(tx, id, true);
      if (!report) throw AppError.notFound(trustMessages.reportNotFound);
      if (report.status !== "open") throw new AppError(409, trustMessages.reportDecided, "CONFLICT");
      if ((action === "hide" || action === "restore") && report.listingId === null)
        throw AppError.validation({
          action: [trustMessages.hideRestoreListingsOnly],
        });
      const reports = await repo.openReportsOfTarget(tx, report);
      await repo.decideReports(
        tx,
        reports.map((r) => r.id),
        { action, note, adminId },
      );
      if (report.listingId !== null && (action === "hide" || action === "restore" || action === "dismiss"))
        await repo.setHidden(tx, report.listingId, action === "hide");
      if (action === "suspend") {
        const user = await repo.userContact(tx, report.userId);
        if (user?.role === "admin") throw AppError.forbidden(trustMessages.adminAccount);
        await setUserStatus(tx, report.userId, "suspended");
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: `report.${action}`,
        targetType: "report",
        targetId: report.id,
        reason: note,
        before: { status: "open", reports: reports.length },
        after: { status: "decided", action, listing_id: report.listingId, user_id: report.userId },
      });
      return { reports, report };
    });
    await this.deps.pages.bump(MARKET);
    await this.tell(report, reports, action, note);
    const decided = (await this.queue("decided")).find((r) => r.id === id);
    if (!decided) throw AppError.notFound(trustMessages.reportNotFound);
    return decided;
  }

  private async tell(report: AbuseReportRow, reports: AbuseReportRow[], action: ReportAction, note: string) {
    const listing = report.listingId === null ? null : await repo.listingById(this.db, report.listingId);
    const title = listing ? listing.title : null;
    const owner = await repo.userContact(this.db, report.userId);
    const sends: Promise<unknown>[] = [];
    if (owner?.email)
      sends.push(
        this.deps.outbox.send({
          channel: "email",
          to: owner.email,
          subject: trustMail.reportOwnerSubject,
          text: trustMail.reportOwner(title, action, note),
          kind: "report_outcome_owner",
        }),
      );
    for (const r of reports) {
      if (r.reporterId === null) continue;
      const reporter = await repo.userContact(this.db, r.reporterId);
      if (reporter?.email)
        sends.push(
          this.deps.outbox.send({
            channel: "email",
            to: reporter.email,
            subject: trustMail.reportReporterSubject,
            text: trustMail.reportReporter(title, action),
            kind: "report_outcome_reporter",
          }),
        );
    }
    await Promise.all(sends);
  }
}
