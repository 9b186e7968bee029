/**
 * Rules of the admin area (issue 23, ADR 0700). Each change and its audit entry are written in one
 * transaction, with the account row locked, so the log never misses a change nor records one that failed.
 * Admins never act on their own account here, and admin accounts are managed from the command line.
 */
import {
  type AdminRoleInput,
  type AdminUser,
  type AdminUserQuery,
  type AuditEntry,
  type AuditQuery,
  adminMessages,
  auditListReplySchema,
} from "@ile/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { recordAudit, watchAudit } from "../../platform/audit.repo.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { PageCache, pageKey } from "../../platform/page-cache.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import {
  type AdminUserRow,
  findUsers,
  hideListingsOfSuspended,
  kycApproved,
  searchAudit,
  setUserRole,
  setUserStatus,
  userById,
} from "./repo.ts";

/** What a kept audit page may show stale (an actor's name): every new entry makes a new version at once. */
const AUDIT_PAGE_TTL_MS = 5_000;

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ").trim();

function toAdminUser(r: AdminUserRow, kycVerified: boolean): AdminUser {
  return {
    id: Number(r.id),
    full_name: nameOf(r.firstName, r.lastName),
    email: r.email,
    phone: r.phone,
    role: r.role,
    status: r.status,
    email_verified: r.emailVerifiedAt !== null,
    phone_verified: r.phoneVerifiedAt !== null,
    kyc_verified: kycVerified || r.verifiedAt !== null,
    profile_slug: r.slug,
    deleted: r.deletedAt !== null,
    created_at: iso(r.createdAt),
  };
}

/** The state of an account an audit entry records before and after a change. */
const auditState = (u: AdminUserRow) => ({ status: u.status, role: u.role });

export class AdminService {
  /**
   * Audit replies as JSON bytes by query, under a version of their own. The log is append-only (ADR 0700), so
   * a query's page and count change only when an entry is added, and every entry bumps the version once its
   * transaction has committed (recordAudit → afterCommit). With Redis the version is shared by every instance;
   * a kept reply costs no database read.
   */
  private readonly auditPages: PageCache;
  private readonly db: Db;

  constructor(deps: Pick<ServiceDeps, "db" | "redis" | "config" | "log">) {
    this.db = deps.db;
    this.auditPages = new PageCache(
      deps.redis,
      `${deps.config.REDIS_KEY_PREFIX}audit:`,
      AUDIT_PAGE_TTL_MS,
      (msg, err) => deps.log.warn({ err }, msg),
    );
    watchAudit(deps.db, () => this.auditPages.bump());
  }

  async users(q: AdminUserQuery) {
    const { rows, total } = await findUsers(this.db, q);
    return {
      data: rows.map((r) => toAdminUser(r, r.verifiedAt !== null)),
      meta: pageMeta(q.page, q.per_page, total),
    };
  }

  async user(id: number): Promise<AdminUser> {
    const row = await userById(this.db, id);
    if (!row) throw AppError.notFound(adminMessages.userNotFound);
    return toAdminUser(row, await kycApproved(this.db, id));
  }

  suspend(actorId: number, id: number, reason: string) {
    return this.change(actorId, id, "user.suspend", reason, async (tx, u) => {
      if (u.status === "suspended") throw new AppError(409, adminMessages.alreadySuspended, "CONFLICT");
      await setUserStatus(tx, id, "suspended");
      return { listings_hidden: await hideListingsOfSuspended(tx, id, true) };
    });
  }

  restore(actorId: number, id: number, reason?: string) {
    return this.change(actorId, id, "user.restore", reason, async (tx, u) => {
      if (u.status !== "suspended") throw new AppError(409, adminMessages.notSuspended, "CONFLICT");
      await setUserStatus(tx, id, "active");
      return { listings_restored: await hideListingsOfSuspended(tx, id, false) };
    });
  }

  changeRole(actorId: number, id: number, input: AdminRoleInput) {
    return this.change(actorId, id, "user.role", input.reason, async (tx, u) => {
      if (u.role === input.role) throw new AppError(409, adminMessages.sameRole, "CONFLICT");
      await setUserRole(tx, id, input.role);
    });
  }

  /** Locks the account, checks who may change it, applies `apply`, and records before → after. */
  private async change(
    actorId: number,
    id: number,
    action: string,
    reason: string | undefined,
    apply: (tx: DbOrTx, before: AdminUserRow) => Promise<Record<string, number> | undefined | void>,
  ): Promise<AdminUser> {
    return this.db.transaction(async (tx) => {
      const before = await userById(tx, id, true);
      if (!before || before.deletedAt) throw AppError.notFound(adminMessages.userNotFound);
      if (id === actorId) throw AppError.forbidden(adminMessages.notYourself);
      if (before.role === "admin") throw AppError.forbidden(adminMessages.adminAccount);
      const effects = await apply(tx, before);
      const after = (await userById(tx, id)) as AdminUserRow;
      await recordAudit(tx, {
        actorId,
        action,
        targetType: "user",
        targetId: id,
        reason,
        before: auditState(before),
        after: { ...auditState(after), ...effects },
      });
      return toAdminUser(after, await kycApproved(tx, id));
    });
  }

  /** GET /admin/audit's whole 200 reply as bytes: kept while no entry has been added since (see auditPages). */
  auditJson(q: AuditQuery): Promise<Buffer> {
    return this.auditPages.page(pageKey("audit", { ...q }), async () =>
      JSON.stringify(auditListReplySchema.parse({ status: "success", ...(await this.audit(q)) })),
    );
  }

  async audit(q: AuditQuery) {
    const { rows, total, capped } = await searchAudit(this.db, q);
    const data: AuditEntry[] = rows.map((r) => ({
      id: Number(r.id),
      actor: {
        id: Number(r.actorId),
        name: nameOf(r.actorFirst, r.actorLast) || r.actorEmail,
        email: r.actorEmail,
      },
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      reason: r.reason,
      before: (r.before ?? null) as AuditEntry["before"],
      after: (r.after ?? null) as AuditEntry["after"],
      created_at: iso(r.createdAt),
    }));
    return { data, meta: { ...pageMeta(q.page, q.per_page, total), total_capped: capped } };
  }
}
