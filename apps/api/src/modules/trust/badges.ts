/**
 * Verified badges beyond KYC (issue 22, ADR 0903): an agent or developer gives a LASRERA registration number, any
 * account a CAC number; the format is checked and the number normalised (contract normaliseLasrera /
 * normaliseCac); the badge ("LASRERA registered", "CAC registered company") shows only after an admin has
 * checked the number against the register. The decision is in the audit log and the person is told (outbox).
 */
import {
  type AdminBadgeCheck,
  type BadgeCheck,
  type BadgeKind,
  type BadgeStatus,
  LASRERA_ROLES,
  normaliseCac,
  normaliseLasrera,
  trustMail,
  trustMessages,
} from "@ile/contract";
import type { BadgeCheckRow } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import * as repo from "./repo/badges.ts";

const lasreraAllowed = (role: string) => (LASRERA_ROLES as readonly string[]).includes(role);

function view(row: BadgeCheckRow): BadgeCheck {
  return {
    kind: row.kind,
    number: row.number,
    status: row.status,
    reason: row.reason,
    submitted_at: iso(row.submittedAt) as string,
    reviewed_at: iso(row.reviewedAt),
  };
}

export class BadgesService {
  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async status(session: Session): Promise<BadgeStatus> {
    const rows = await repo.checksOf(this.db, session.userId);
    const of = (kind: BadgeKind) => {
      const row = rows.find((r) => r.kind === kind);
      return row ? view(row) : null;
    };
    return { lasrera: of("lasrera"), cac: of("cac"), lasrera_allowed: lasreraAllowed(session.role) };
  }

  /**
   * Records the numbers given (either or both). Every given number is validated before anything is stored; an
   * unchanged number waiting for or past its check is left as it is; a new one waits for a check again.
   */
  async submit(session: Session, input: { lasrera_number?: string; cac_number?: string }) {
    if (session.role === "admin") throw AppError.forbidden(trustMessages.badgeAdmins);
    const given: [BadgeKind, string][] = [];
    const errors: Record<string, string[]> = {};
    if (input.lasrera_number) {
      if (!lasreraAllowed(session.role)) throw AppError.forbidden(trustMessages.lasreraRoles);
      const n = normaliseLasrera(input.lasrera_number);
      if (n) given.push(["lasrera", n]);
      else errors.lasrera_number = [trustMessages.lasreraFormat];
    }
    if (input.cac_number) {
      const n = normaliseCac(input.cac_number);
      if (n) given.push(["cac", n]);
      else errors.cac_number = [trustMessages.cacFormat];
    }
    if (!input.lasrera_number && !input.cac_number) errors.body = [trustMessages.badgeNumberRequired];
    if (Object.keys(errors).length) throw AppError.validation(errors);

    let changed = 0;
    await this.db.transaction(async (tx) => {
      for (const [kind, number] of given) {
        if (await repo.approvedElsewhere(tx, session.userId, kind, number))
          throw new AppError(409, trustMessages.badgeTaken, "CONFLICT");
        const current = await repo.checkOf(tx, session.userId, kind, true);
        if (current && current.number === number && current.status !== "rejected") continue;
        await repo.upsertPending(tx, session.userId, kind, number);
        changed++;
      }
    });
    return {
      message: changed ? trustMessages.badgeSubmitted : trustMessages.badgeUnchanged,
      data: await this.status(session),
    };
  }

  async queue(status: "pending" | "approved" | "rejected"): Promise<AdminBadgeCheck[]> {
    const rows = await repo.queue(this.db, status);
    return rows.map((r) => ({
      ...view(r.check),
      user: {
        id: r.check.userId,
        name: [r.firstName, r.lastName].filter(Boolean).join(" ").trim() || `Account #${r.check.userId}`,
        email: r.email,
        role: r.role,
      },
    }));
  }

  /** An admin's check of a person's number: approved shows the badge; rejected needs a reason. Audited; told. */
  async decide(
    adminId: number,
    userId: number,
    d: { kind: BadgeKind; decision: "approved" | "rejected"; reason?: string },
  ) {
    const reason = d.reason?.trim() || null;
    if (d.decision === "rejected" && (!reason || reason.length < 3))
      throw AppError.validation({ reason: [trustMessages.badgeReasonRequired] });
    const row = await this.db.transaction(async (tx) => {
      const current = await repo.checkOf(tx, userId, d.kind, true);
      if (!current) throw AppError.notFound(trustMessages.badgeNothingToCheck);
      if (current.status !== "pending")
        throw new AppError(409, trustMessages.badgeNothingToCheck, "CONFLICT");
      const decided = await repo.decide(tx, current.id, { status: d.decision, reason, adminId });
      if (!decided) throw new AppError(409, trustMessages.badgeNothingToCheck, "CONFLICT");
      await recordAudit(tx, {
        actorId: adminId,
        action: d.decision === "approved" ? `badge.${d.kind}.approve` : `badge.${d.kind}.reject`,
        targetType: "badge",
        targetId: current.id,
        reason,
        before: { status: "pending", kind: d.kind, number: current.number, user_id: userId },
        after: { status: d.decision, kind: d.kind, number: current.number, user_id: userId },
      });
      return decided;
    });
    await this.tell(row);
    return view(row);
  }

  private async tell(row: BadgeCheckRow) {
    const person = await repo.personOf(this.db, row.userId);
    if (!person?.email) return;
    await this.deps.outbox.send({
      channel: "email",
      to: person.email,
      subject:
        row.status === "approved"
          ? trustMail.badgeApprovedSubject(row.kind)
          : trustMail.badgeRejectedSubject(row.kind),
      text:
        row.status === "approved"
          ? trustMail.badgeApproved(person.firstName, row.kind, row.number)
          : trustMail.badgeRejected(person.firstName, row.kind, row.number, row.reason),
      kind: `badge_${row.kind}_${row.status}`,
    });
  }
}
