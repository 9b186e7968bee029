/**
 * Job requests with quotes (issue 20, ADR 0300): requested → quoted → accepted → done | cancelled, each step a
 * conditional update so it happens once, and a thread of events; the other side is told each step by mail and
 * (with a number) SMS through the outbox. Only the job's customer, its provider and admins see it.
 */
import {
  HOME_SERVICES_LIMITS,
  type JobWire,
  homeServicesMessages as M,
  homeServicesMail as Mail,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { encodeImages, writeImage } from "../../platform/images.ts";
import { pageOf } from "../../platform/pagination.ts";
import { isPartyOrAdmin } from "../../platform/parties.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import {
  eventsOf,
  insertEvent,
  insertJob,
  insertJobPhoto,
  type JobRow,
  jobById,
  jobsOf,
  moveJob,
} from "./jobs.repo.ts";
import { fmt, jobWire, kobo, naira } from "./present.ts";
import { providerById } from "./repo.ts";
import type { ProvidersDeps, ProvidersService } from "./service.ts";

export class ProviderJobsService {
  private readonly db: Db;
  constructor(
    private readonly deps: ProvidersDeps,
    private readonly providers: ProvidersService,
  ) {
    this.db = deps.db;
  }

  /** The job if the caller is its customer, its provider or an admin; 404 otherwise (nothing to learn). */
  private async party(id: number, session: Session): Promise<JobRow> {
    const job = await jobById(this.db, id);
    if (!job || !isPartyOrAdmin(session, job.customer_id, job.provider_user_id))
      throw AppError.notFound(M.jobNotFound);
    return job;
  }

  async job(id: number, session: Session): Promise<JobWire> {
    const job = await this.party(id, session);
    return jobWire(job, session, await eventsOf(this.db, [Number(job.id)]));
  }

  async jobs(
    session: Session,
    q: { as?: "customer" | "provider" | undefined; page?: number; per_page?: number },
  ) {
    return pageOf(
      q,
      HOME_SERVICES_LIMITS.defaultPerPage,
      (window) => jobsOf(this.db, session.userId, q.as, window),
      async (rows) => {
        const events = rows.length
          ? await eventsOf(
              this.db,
              rows.map((r) => Number(r.id)),
            )
          : [];
        return rows.map((r) =>
          jobWire(
            r,
            session,
            events.filter((e) => Number(e.job_id) === Number(r.id)),
          ),
        );
      },
    );
  }

  async request(
    session: Session,
    b: {
      provider_id: number;
      title: string;
      details: string;
      address: string;
      state: string;
      city: string;
      wanted_on?: string | undefined;
      budget?: number | null | undefined;
    },
  ): Promise<JobWire> {
    const provider = await providerById(this.db, b.provider_id);
    if (!provider) throw AppError.validation({ provider_id: [M.providerNotFound] });
    if (Number(provider.user_id) === session.userId) throw new AppError(409, M.ownJob, "OWN_JOB");
    const state = await this.providers.places.state(b.state);
    const id = await this.db.transaction(async (tx) => {
      const jobId = await insertJob(tx, {
        providerId: b.provider_id,
        customerId: session.userId,
        title: b.title,
        details: b.details,
        address: b.address,
        state,
        city: b.city,
        wantedOn: b.wanted_on ?? null,
        budgetKobo: kobo(b.budget),
      });
      await insertEvent(tx, jobId, session.userId, "requested", b.details);
      return jobId;
    });
    const job = (await jobById(this.db, id))!;
    await this.notify(job, "provider", `New job request: ${job.title}`, [
      `${job.customer_name || "A customer"} asks for a quote on Ile.`,
      `Job: ${job.title}`,
      `Where: ${job.address}, ${job.city}, ${job.state}`,
      job.wanted_on ? `When: ${job.wanted_on}` : "",
      job.budget_kobo !== null ? `Budget: ${fmt(naira(job.budget_kobo)!)}` : "",
      "",
      job.details,
    ]);
    return this.job(id, session);
  }

  async addJobPhotos(session: Session, id: number, files: UploadedFile[]): Promise<JobWire> {
    const job = await this.party(id, session);
    if (session.userId !== Number(job.customer_id)) throw AppError.notFound(M.jobNotFound);
    if ((job.photos?.length ?? 0) + files.length > HOME_SERVICES_LIMITS.maxPhotos)
      throw AppError.validation({ images: [M.tooManyPhotos] });
    const encoded = await encodeImages(files, M.notAnImage);
    for (const sizes of encoded) {
      const key = await writeImage(this.deps.storage, `jobs/${id}`, sizes);
      await insertJobPhoto(this.db, id, key);
    }
    return this.job(id, session);
  }

  /**
   * One step of the job's life. `who` is the side allowed to take it; `from` the states it leaves. A job in
   * any other state answers 409 with the state it is in, and nothing changes.
   */
  private async step(
    session: Session,
    id: number,
    a: {
      who: "customer" | "provider" | "either";
      from: readonly JobRow["status"][];
      to: JobRow["status"];
      kind: string;
      verb: string;
      body: string;
      extra?: { quoteKobo?: number; quoteNote?: string; cancelledBy?: number };
      mail: (job: JobRow) => { subject: string; lines: string[] };
    },
  ): Promise<JobWire> {
    const job = await this.party(id, session);
    const isCustomer = session.userId === Number(job.customer_id);
    const isProvider = session.userId === Number(job.provider_user_id);
    const allowed =
      a.who === "either" ? isCustomer || isProvider : a.who === "customer" ? isCustomer : isProvider;
    if (!allowed) throw AppError.forbidden(a.who === "customer" ? M.customerOnly : M.providerOnly);
    const moved = await this.db.transaction(async (tx) => {
      if (!(await moveJob(tx, id, a.from, a.to, a.extra))) return false;
      await insertEvent(tx, id, session.userId, a.kind, a.body);
      return true;
    });
    if (!moved) {
      const now = (await jobById(this.db, id))!;
      throw new AppError(409, M.illegal(now.status, a.verb), "ILLEGAL_TRANSITION", {
        status: [M.illegal(now.status, a.verb)],
      });
    }
    const after = (await jobById(this.db, id))!;
    const { subject, lines } = a.mail(after);
    await this.notify(after, isCustomer ? "provider" : "customer", subject, lines);
    return this.job(id, session);
  }

  quote(session: Session, id: number, b: { amount: number; note: string }) {
    return this.step(session, id, {
      who: "provider",
      from: ["requested", "quoted"],
      to: "quoted",
      kind: "quoted",
      verb: "quoted",
      body: [`Quote: ${fmt(b.amount)}`, b.note].filter(Boolean).join("\n"),
      extra: { quoteKobo: b.amount * 100, quoteNote: b.note },
      mail: (j) => ({
        subject: Mail.quoteSubject(j.title, fmt(b.amount)),
        lines: Mail.quoteLines(j.provider_name, fmt(b.amount), j.title, b.note),
      }),
    });
  }

  accept(session: Session, id: number, note: string) {
    return this.step(session, id, {
      who: "customer",
      from: ["quoted"],
      to: "accepted",
      kind: "accepted",
      verb: "accepted",
      body: note,
      mail: (j) => ({
        subject: Mail.acceptedSubject(j.title),
        lines: Mail.acceptedLines(j.customer_name, j.title, note),
      }),
    });
  }

  decline(session: Session, id: number, note: string) {
    return this.step(session, id, {
      who: "customer",
      from: ["quoted"],
      to: "cancelled",
      kind: "declined",
      verb: "declined",
      body: note,
      extra: { cancelledBy: session.userId },
      mail: (j) => ({
        subject: Mail.declinedSubject(j.title),
        lines: Mail.declinedLines(j.customer_name, j.title, note),
      }),
    });
  }

  complete(session: Session, id: number, note: string) {
    return this.step(session, id, {
      who: "either",
      from: ["accepted"],
      to: "done",
      kind: "done",
      verb: "marked done",
      body: note,
      mail: (j) => ({ subject: Mail.doneSubject(j.title), lines: Mail.doneLines(j.title, note) }),
    });
  }

  cancel(session: Session, id: number, note: string) {
    return this.step(session, id, {
      who: "either",
      from: ["requested", "quoted", "accepted"],
      to: "cancelled",
      kind: "cancelled",
      verb: "cancelled",
      body: note,
      extra: { cancelledBy: session.userId },
      mail: (j) => ({ subject: Mail.cancelledSubject(j.title), lines: Mail.cancelledLines(j.title, note) }),
    });
  }

  async note(session: Session, id: number, note: string): Promise<JobWire> {
    const job = await this.party(id, session);
    if (
      session.role === "admin" &&
      session.userId !== Number(job.customer_id) &&
      session.userId !== Number(job.provider_user_id)
    )
      throw AppError.forbidden(M.jobPartiesOnly);
    if (!note) throw AppError.validation({ note: [M.messageRequired] });
    await insertEvent(this.db, id, session.userId, "note", note);
    const isCustomer = session.userId === Number(job.customer_id);
    await this.notify(job, isCustomer ? "provider" : "customer", Mail.noteSubject(job.title), [note]);
    return this.job(id, session);
  }

  /** Mail and (when there is a number) SMS to one side of the job, through the outbox. */
  private async notify(job: JobRow, to: "customer" | "provider", subject: string, lines: string[]) {
    const email = to === "customer" ? job.customer_email : job.provider_email;
    const phone = to === "customer" ? job.customer_phone : job.provider_phone;
    const text = [...lines.filter((l) => l !== undefined), "", Mail.jobFooter(job.id)].join("\n");
    try {
      await this.deps.outbox.sendMailAndSms({
        email,
        phone,
        subject,
        text,
        sms: Mail.sms(subject),
        kind: `job_${job.status}`,
      });
    } catch (err) {
      this.deps.log.warn({ err, job: job.id }, "job notification not stored");
    }
  }
}
