/**
 * How a tenancy's term ends (issue 24, ADR 0950): notice to quit by either party, whose end date follows the Lagos
 * State Tenancy Law 2011 s.13 (never inside the fixed term), or renewal by the landlord side into the next tenancy
 * of the same unit. Tenancies that simply run out are ended by the rent sweep (service.ts).
 */
import { addDays, isIsoDate, tenancyMessages as M, noticeEnd, termEnd } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { assertNotOver, managedTenancy, visibleTenancy } from "./access.ts";
import * as repo from "./repo.ts";
import { scheduleOf, type TenanciesService } from "./service.ts";
import { isManager, lagosToday, landlordSideEmails } from "./views.ts";

export class TermService {
  private readonly db: Db;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly tenancies: TenanciesService,
  ) {
    this.db = deps.db;
  }

  /** Notice to quit, by either party: the tenancy ends when the s.13 notice runs out (never inside the term). */
  async giveNotice(id: number, session: Session, givenOn: string | undefined) {
    const t = await visibleTenancy(this.db, id, session);
    assertNotOver(t);
    if (t.notice_given_on) throw new AppError(409, M.noticeAlready, "NOTICE_ALREADY");
    const today = lagosToday();
    const on = givenOn ?? today;
    if (!isIsoDate(on) || on < t.start_date || on > today)
      throw AppError.validation({
        given_on: [M.givenOnOutside],
      });
    const by = isManager(t, session) ? ("landlord" as const) : ("tenant" as const);
    const termLast = termEnd(t.start_date, t.period, Number(t.periods));
    const result = noticeEnd(t.period, on, termLast);
    await this.db.transaction(async (tx) => {
      await repo.lockUnit(tx, t.unit_id);
      if (!(await repo.setNotice(tx, Number(t.id), on, by, result.endDate)))
        throw new AppError(409, M.noticeAlready, "NOTICE_ALREADY");
      await repo.dropInstallmentsAfter(tx, Number(t.id), result.endDate);
    });
    const who =
      by === "landlord" ? t.landlord_name : t.tenant_account_name || t.tenant_name || t.tenant_email;
    for (const to of new Set([t.tenant_email, ...landlordSideEmails(t)]))
      await this.deps.outbox.send({
        channel: "email",
        to,
        subject: M.noticeSubject(t.unit_address),
        text: M.noticeText(who, t.unit_address, result.endDate, result.explanation),
        kind: "tenancy_notice",
      });
    return { detail: await this.tenancies.detail(id, session), explanation: result.explanation };
  }

  /** Renewal by the landlord: the next tenancy of the same unit from the day after this one ends. */
  async renew(id: number, session: Session, input: { periods: number; rent_kobo?: number }) {
    const t = await managedTenancy(this.db, id, session);
    if (t.status !== "active" || t.notice_given_on) throw new AppError(409, M.cannotRenew, "CANNOT_RENEW");
    const start = addDays(t.end_date, 1);
    const rent = input.rent_kobo ?? Number(t.rent_kobo);
    const schedule = scheduleOf({ start, period: t.period, periods: input.periods, rentKobo: rent });
    const end = termEnd(start, t.period, input.periods);
    const nextId = await this.db.transaction(async (tx) => {
      await repo.lockUnit(tx, t.unit_id);
      if (await repo.overlapping(tx, t.unit_id, start, end, Number(t.id)))
        throw new AppError(409, M.overlap, "TENANCY_OVERLAP");
      const row = await repo.insertTenancy(tx, {
        unitId: t.unit_id,
        unitAddress: t.unit_address,
        landlordId: Number(t.landlord_id),
        createdBy: session.userId,
        managedBy: t.managed_by === null ? null : Number(t.managed_by),
        landlordEmail: t.named_landlord_email,
        landlordConfirmed: t.landlord_confirmed_at !== null,
        tenantId: t.tenant_id === null ? null : Number(t.tenant_id),
        tenantEmail: t.tenant_email,
        tenantName: t.tenant_name,
        startDate: start,
        endDate: end,
        period: t.period,
        periods: input.periods,
        rentKobo: rent,
        cautionDepositKobo: Number(t.caution_deposit_kobo),
      });
      await repo.insertInstallments(tx, row.id, schedule);
      await repo.markRenewed(tx, Number(t.id), Number(row.id));
      return Number(row.id);
    });
    return this.tenancies.detail(nextId, session);
  }
}
