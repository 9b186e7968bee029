/**
 * Tenancies (issue 24, ADR 0950): a landlord (or an agent for one) lets a unit to a tenant account or an invited
 * email; the fixed term's rent schedule is made at once; notice to quit follows the Lagos State Tenancy Law 2011
 * s.13, renewal makes the next tenancy of the same unit, and the rent sweep ends finished tenancies and reminds
 * tenants. Notice and renewal are term.ts; rent paid online or offline and its receipts, rent.ts. Only the two
 * parties see a tenancy, its schedule and its receipts (access.ts: anyone else gets 404, as if it did not exist).
 */
import {
  tenancyMessages as M,
  noticeEnd,
  rentSchedule,
  TENANCY_MANAGER_ROLES,
  type TenancyDetail,
  type TenancyPeriod,
  type tenancyInputSchema,
  termEnd,
} from "@ile/contract";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { Unit, UnitsService } from "../units/service.ts";
import { visibleTenancy } from "./access.ts";
import type { RentService } from "./rent.ts";
import * as repo from "./repo.ts";
import { installmentOut, lagosToday, landlordPending, receiptOut, tenancyOut } from "./views.ts";

export { lagosToday };

type Input = z.output<typeof tenancyInputSchema>;

const MANAGERS = new Set<string>(TENANCY_MANAGER_ROLES);

/** How a unit reads on a tenancy and its receipts: "Flat 2, 14 Admiralty Way, Lekki, Lagos". */
const unitAddress = (u: Unit) => [u.unit_label, u.address, u.city, u.state].filter(Boolean).join(", ");

/** The fixed term's rent schedule, or 422 when the term is too long to schedule (a new tenancy, a renewal). */
export function scheduleOf(term: Parameters<typeof rentSchedule>[0]) {
  try {
    return rentSchedule(term);
  } catch {
    throw AppError.validation({ periods: [M.termTooLong] }, M.termTooLong);
  }
}

export class TenanciesService {
  private readonly db: Db;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly units: UnitsService,
    private readonly rent: RentService,
  ) {
    this.db = deps.db;
  }

  private link(path: string) {
    return `${this.deps.config.PUBLIC_URL}${path}`;
  }

  /**
   * A landlord adds a tenancy of their unit; an agent adds one for themself or, naming `landlord_email`, for that
   * landlord (ADR 0951): the landlord's account is linked at once (or when they sign up) and asked to confirm.
   */
  async create(session: Session, input: Input) {
    if (!MANAGERS.has(session.role)) throw AppError.forbidden(M.notManager);
    if (!input.unit_id && !(input.address && input.city && input.state))
      throw AppError.validation({ unit_id: [M.unitRequired] }, M.unitRequired);
    const me = (await repo.userById(this.db, session.userId))!;
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (same(me.email, input.tenant_email))
      throw AppError.validation({ tenant_email: [M.selfTenant] }, M.selfTenant);
    const named = input.landlord_email && !same(input.landlord_email, me.email) ? input.landlord_email : null;
    if (named && session.role === "landlord") throw AppError.forbidden(M.onlyAgentsName);
    if (named && same(named, input.tenant_email))
      throw AppError.validation({ landlord_email: [M.landlordIsTenant] }, M.landlordIsTenant);
    const period = input.period as TenancyPeriod;
    const schedule = scheduleOf({
      start: input.start_date,
      period,
      periods: input.periods,
      rentKobo: input.rent_kobo,
    });
    const end = termEnd(input.start_date, period, input.periods);
    const tenant = await repo.userByEmail(this.db, input.tenant_email);
    const landlord = named ? await repo.userByEmail(this.db, named) : null;
    const landlordId = landlord ? Number(landlord.id) : session.userId;
    const id = await this.db.transaction(async (tx) => {
      const unit = input.unit_id
        ? await this.units.byId(input.unit_id, tx)
        : (
            await this.units.findOrCreateUnit(tx, {
              address: input.address!,
              unitLabel: input.unit_label ?? null,
              city: input.city!,
              state: input.state!,
              ownerId: landlordId,
            })
          ).unit;
      if (!unit) throw AppError.validation({ unit_id: [M.unitNotFound] }, M.unitNotFound);
      const owner = Number(unit.owner_id);
      if (input.unit_id && owner !== session.userId && owner !== landlordId && session.role !== "admin")
        throw AppError.validation({ unit_id: [M.unitNotFound] }, M.unitNotFound);
      await repo.lockUnit(tx, unit.id);
      if (await repo.overlapping(tx, unit.id, input.start_date, end))
        throw new AppError(409, M.overlap, "TENANCY_OVERLAP", { start_date: [M.overlap] });
      const row = await repo.insertTenancy(tx, {
        unitId: unit.id,
        unitAddress: unitAddress(unit),
        landlordId,
        createdBy: session.userId,
        managedBy: named ? session.userId : null,
        landlordEmail: named,
        landlordConfirmed: false,
        tenantId: tenant && Number(tenant.id) !== landlordId ? Number(tenant.id) : null,
        tenantEmail: input.tenant_email,
        tenantName: input.tenant_name ?? "",
        startDate: input.start_date,
        endDate: end,
        period,
        periods: input.periods,
        rentKobo: input.rent_kobo,
        cautionDepositKobo: input.caution_deposit_kobo ?? 0,
      });
      await repo.insertInstallments(tx, row.id, schedule);
      return Number(row.id);
    });
    const detail = await this.detail(id, session);
    await this.deps.outbox.send({
      channel: "email",
      to: input.tenant_email,
      subject: M.inviteSubject(me.name),
      text: M.inviteText(
        me.name,
        detail.unit_address,
        this.link(tenant ? "/dashboard/tenancy" : `/signup?email=${encodeURIComponent(input.tenant_email)}`),
      ),
      kind: "tenancy_invite",
    });
    if (named)
      await this.deps.outbox.send({
        channel: "email",
        to: named,
        subject: M.agentNamedSubject(me.name),
        text: M.agentNamedText(
          me.name,
          detail.unit_address,
          this.link(landlord ? "/dashboard/tenancies" : `/signup?email=${encodeURIComponent(named)}`),
        ),
        kind: "tenancy_landlord_named",
      });
    return { detail, invited: !tenant, named };
  }

  /**
   * The landlord an agent named answers (ADR 0951): `accept` confirms the agent; no before confirming hands the
   * tenancy back to the agent alone, no after confirming ends the agent's management. The agent is emailed.
   */
  async answerAgent(id: number, session: Session, accept: boolean) {
    const t = await visibleTenancy(this.db, id, session);
    const waiting = t.managed_by !== null && !landlordPending(t) && Number(t.landlord_id) === session.userId;
    if (!waiting || (accept && t.landlord_confirmed_at !== null))
      throw new AppError(409, M.noAgent, "NO_AGENT");
    const done = accept
      ? await repo.confirmAgent(this.db, id, session.userId)
      : await repo.dropAgent(this.db, id, session.userId);
    if (!done) throw new AppError(409, M.noAgent, "NO_AGENT");
    if (t.agent_email)
      await this.deps.outbox.send({
        channel: "email",
        to: t.agent_email,
        subject: M.agentAnswerSubject(t.unit_address),
        text: M.agentAnswerText(t.landlord_name, t.unit_address, accept),
        kind: "tenancy_agent_answer",
      });
    if (accept) return { message: M.agentConfirmed, detail: await this.detail(id, session) };
    const confirmed = "confirmed" in done && done.confirmed;
    return {
      message: confirmed ? M.agentRemoved : M.agentDeclined,
      detail: confirmed ? await this.detail(id, session) : null,
    };
  }

  /** The session's tenancies, as landlord and as tenant (invitations to its email are claimed first). */
  async mine(session: Session) {
    const me = await repo.userById(this.db, session.userId);
    if (me) {
      await repo.claimInvites(this.db, session.userId, me.email);
      await repo.claimLandlordInvites(this.db, session.userId, me.email);
    }
    const rows = await repo.tenanciesOf(this.db, session.userId);
    const installments = await repo.installmentsOf(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    const today = lagosToday();
    return rows.map((t) => tenancyOut(t, installments, session, today));
  }

  async detail(id: number, session: Session): Promise<TenancyDetail> {
    const t = await visibleTenancy(this.db, id, session);
    const installments = await repo.installmentsOf(this.db, [Number(t.id)]);
    const receipts = await repo.receiptsOf(this.db, Number(t.id));
    const today = lagosToday();
    return {
      ...tenancyOut(t, installments, session, today),
      installments: installments.map((i) => installmentOut(i, today)),
      receipts: receipts.map(receiptOut),
      notice_rule: noticeEnd(t.period, today, null).explanation,
    };
  }

  /**
   * The rent sweep (ADR 0950): tenancies past their end become ended, then the tenants due a reminder are
   * reminded (RentService.remind).
   */
  async sweep(today = lagosToday()) {
    const ended = await repo.endFinished(this.db, today);
    return { ended: ended.length, reminded: await this.rent.remind(today) };
  }

  figures() {
    return repo.audienceFigures(this.db);
  }
}
