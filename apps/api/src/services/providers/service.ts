/**
 * The service-providers service (issue 20, ADR 0300): the directory (SPEC §7 `service-providers.php`), provider
 * profiles with photos of work, job requests with quotes (requested → quoted → accepted → done | cancelled, each
 * step a conditional update so it happens once), and reviews from completed jobs with one reply each.
 * Built once (modules/services.ts) from its own dependencies; imports nothing of the main API's modules (ADR 0005).
 */
import {
  HOME_SERVICES_LIMITS,
  type JobWire,
  LICENCE_BODIES,
  homeServicesMessages as M,
  type ProviderCategory,
  type ProviderResult,
  type ProviderReviewWire,
  type ProviderWire,
  providerListReplySchema,
  type ServiceAreas,
} from "@ile/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { encodeImages, writeImage } from "../../platform/images.ts";
import { parseState } from "../../platform/language/states.ts";
import { TOWNS_BY_STATE } from "../../platform/language/towns.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { BUMPED_PAGE_TTL_MS, type PageCache, pageKey } from "../../platform/page-cache.ts";
import { pageMeta, pageWindow } from "../../platform/pagination.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import { lgaNames } from "./areas.repo.ts";
import * as repo from "./repo.ts";
import { searchProviderCards } from "./search.repo.ts";

export interface ProvidersDeps {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
  uploadsDir: string;
  /** The anonymous page cache (ADR 0202/0403): directory pages and their totals live under its content version. */
  pages: PageCache;
}

/** The directory's query (SPEC §7 `service-providers.php`). */
export interface ProviderQuery {
  category?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  query?: string | undefined;
  verified?: "1" | "0" | undefined;
  id?: number | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** Photo paths are relative to the service's base (SPEC §3 "image"); the base redirects them to /uploads. */
export const photoPath = (key: string, width = 640) => `uploads/${key}-${width}.webp`;

const kobo = (naira: number | null | undefined) =>
  naira === null || naira === undefined ? null : naira * 100;
const naira = (k: number | null) => (k === null ? null : Math.round(Number(k) / 100));
const fmt = (n: number) => `₦${n.toLocaleString("en-NG")}`;

/** How a served area is compared: "Eti Osa", "eti-osa" and "Eti-Osa" are one place. */
const areaKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
/** A state's areas are the seeded geo data and a fixed list: they change only with a deploy. */
const AREAS_TTL_MS = 60 * 60 * 1000;

/** SPEC §9: the mean of the ratings, 0 with none (one decimal). */
export const averageRating = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : 0;

export function pricingText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? fmt(min) : `${fmt(min)} – ${fmt(max)}`;
  if (min !== null) return `From ${fmt(min)}`;
  if (max !== null) return `Up to ${fmt(max)}`;
  return "";
}

type ProviderBody = {
  name: string;
  category: ProviderCategory;
  speciality: string;
  state: string;
  city: string;
  service_areas: string[];
  email: string;
  phone: string;
  phone2?: string | undefined;
  price_min?: number | null | undefined;
  price_max?: number | null | undefined;
  pricing?: string | undefined;
  experience_years?: number | null | undefined;
  bio: string;
  licence_number?: string | undefined;
  availability: string;
  bank_name?: string | undefined;
  account_number?: string | undefined;
  payment_method?: string | undefined;
};

export class ProvidersService {
  readonly db: Db;
  constructor(private readonly deps: ProvidersDeps) {
    this.db = deps.db;
  }

  /** A provider as the list sends it; bank fields only for the provider and admins. */
  wire(r: repo.ProviderRow, viewer: Session | null): ProviderWire {
    const own = viewer !== null && (viewer.userId === Number(r.user_id) || viewer.role === "admin");
    const phones = [r.phone, r.phone2].filter((p): p is string => Boolean(p));
    const min = naira(r.price_min_kobo);
    const max = naira(r.price_max_kobo);
    return {
      id: Number(r.id),
      user_id: Number(r.user_id),
      name: r.name,
      image: r.image_key ? photoPath(r.image_key) : null,
      category: r.category,
      speciality: r.speciality,
      location: `${r.city}, ${r.state}`,
      state: r.state,
      city: r.city,
      service_areas: r.service_areas ?? [],
      email: r.email,
      phone: phones[0] ?? "",
      phone2: phones[1] ?? "",
      phone_numbers: phones,
      pricing: r.pricing || pricingText(min, max),
      price_min: min,
      price_max: max,
      experience: r.experience_years === null ? "" : `${r.experience_years} years`,
      experience_years: r.experience_years,
      bio: r.bio,
      ratings: averageRating(r.rating_sum, r.rating_count),
      rating_count: r.rating_count,
      views: r.views,
      verified: r.verified ? "1" : "0",
      licence_body: r.licence_body,
      licence_number: r.licence_number,
      availability: r.availability,
      photos: (r.photos ?? []).map((k) => photoPath(k, 1280)),
      bank_name: own ? r.bank_name : null,
      account_number: own ? r.account_number : null,
      payment_method: own ? r.payment_method : null,
      registration_date: r.created_at.toISOString().slice(0, 10),
    };
  }

  /** GET /api/search's helper (ADR 0404): provider cards matching the search's filters, no bank or contact fields. */
  async searchCards(f: HelperSearch): Promise<{ items: ProviderResult[]; total: number }> {
    const { rows, total } = await searchProviderCards(this.db, f);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        category: r.category,
        speciality: r.speciality,
        location: `${r.city}, ${r.state}`,
        state: r.state,
        city: r.city,
        image: r.image_key ? `/${photoPath(r.image_key)}` : null,
        verified: r.verified,
        ratings: averageRating(r.rating_sum, r.rating_count),
        rating_count: r.rating_count,
        pricing: r.pricing || pricingText(naira(r.price_min_kobo), naira(r.price_max_kobo)),
      })),
      total,
    };
  }

  /** The directory (SPEC §7); totals are reused under the page cache's content version (read now if not given). */
  async list(q: ProviderQuery, viewer: Session | null, version?: number) {
    const at = version ?? (await this.deps.pages.version());
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await repo.listProviders(
      this.db,
      {
        category: q.category,
        states: q.state ? parseState(q.state).aliases : undefined,
        city: q.city || undefined,
        query: q.query,
        id: q.id,
        verified: q.verified === undefined ? undefined : q.verified === "1",
      },
      { page, limit: perPage },
      (key, count) => this.deps.pages.total(at, key, count),
    );
    return {
      service_providers: rows.map((r) => this.wire(r, viewer)),
      pagination: pageMeta(page, perPage, total),
    };
  }

  /**
   * The directory's reply to a signed-out visitor as JSON bytes (what the route's serializer would give), kept in
   * the page cache: without a session nothing in it depends on who asks (bank fields are never in it). Profile,
   * photo and review writes bump the content version (`changed`); view counts may lag by the cache's 5 s.
   */
  listAnonymousJson(q: ProviderQuery): Promise<Buffer> {
    return this.deps.pages.page(
      pageKey("providers", { ...q }),
      async (version) =>
        JSON.stringify(
          providerListReplySchema.parse({
            status: "success",
            message: M.providersListed,
            ...(await this.list(q, null, version)),
          }),
        ),
      BUMPED_PAGE_TTL_MS,
    );
  }

  /** After a write the directory shows (profiles, photos, ratings): cached pages of the old content go. */
  private changed(): Promise<void> {
    return this.deps.pages.bump();
  }

  async get(id: number, viewer: Session | null, countView = false): Promise<ProviderWire> {
    const row = await repo.providerById(this.db, id);
    if (!row) throw AppError.notFound(M.providerNotFound);
    if (countView && viewer?.userId !== Number(row.user_id)) {
      await repo.bumpViews(this.db, id);
      row.views += 1;
    }
    return this.wire(row, viewer);
  }

  async mine(session: Session): Promise<ProviderWire | null> {
    const row = await repo.providerByUser(this.db, session.userId);
    return row ? this.wire(row, session) : null;
  }

  private readonly areaCache = new Map<string, { at: number; areas: ServiceAreas }>();

  /** Where a provider in the state can serve (ADR 0303): its LGAs (geo data) and its well-known towns. */
  async areas(stateAsTyped: string): Promise<ServiceAreas> {
    const state = await repo.stateName(this.db, parseState(stateAsTyped).name);
    if (!state) throw AppError.validation({ state: [M.unknownState] });
    return this.areasOf(state);
  }

  /** The areas of a state named as the `states` table names it; kept an hour once the state has LGAs. */
  private async areasOf(state: string): Promise<ServiceAreas> {
    const hit = this.areaCache.get(state);
    if (hit && Date.now() - hit.at < AREAS_TTL_MS) return hit.areas;
    const lgas = await lgaNames(this.db, state);
    const isLga = new Set(lgas.map(areaKey));
    const towns = (TOWNS_BY_STATE[state] ?? [])
      .filter((t) => !isLga.has(areaKey(t)))
      .sort((a, b) => a.localeCompare(b));
    const areas = { state, lgas, towns };
    if (lgas.length) this.areaCache.set(state, { at: Date.now(), areas });
    return areas;
  }

  /**
   * The served areas as the state's list spells them, in the order given. Each must be one of the state's LGAs or
   * towns, the provider's own town, or an area the profile already has in that state (ADR 0303); otherwise 422.
   */
  private async servedAreas(state: string, b: ProviderBody, kept: readonly string[]): Promise<string[]> {
    const { lgas, towns } = await this.areasOf(state);
    const known = new Map<string, string>();
    for (const name of [...kept, b.city.trim(), ...towns, ...lgas]) if (name) known.set(areaKey(name), name);
    const chosen = new Map<string, string>();
    const unknown: string[] = [];
    for (const area of b.service_areas) {
      const key = areaKey(area);
      const name = known.get(key);
      if (name) chosen.set(key, name);
      else if (key) unknown.push(area.trim());
    }
    if (unknown.length) throw AppError.validation({ service_areas: [M.unknownAreas(unknown, state)] });
    return [...chosen.values()];
  }

  private async values(
    b: ProviderBody,
    stored?: { state: string; areas: readonly string[] },
  ): Promise<repo.ProviderValues> {
    const state = await repo.stateName(this.db, parseState(b.state).name);
    if (!state) throw AppError.validation({ state: [M.unknownState] });
    const serviceAreas = await this.servedAreas(state, b, stored?.state === state ? stored.areas : []);
    const body = LICENCE_BODIES[b.category] ?? null;
    const licence = b.licence_number?.trim() || null;
    if (body && !licence) throw AppError.validation({ licence_number: [M.licenceRequired(body)] });
    const min = b.price_min ?? null;
    const max = b.price_max ?? null;
    if (min !== null && max !== null && min > max)
      throw AppError.validation({ price_max: ["The highest price must be at least the lowest"] });
    return {
      name: b.name,
      category: b.category,
      speciality: b.speciality,
      state,
      city: b.city,
      serviceAreas,
      email: b.email,
      phone: b.phone,
      phone2: b.phone2 || null,
      pricing: b.pricing?.trim() || "",
      priceMinKobo: kobo(min),
      priceMaxKobo: kobo(max),
      experienceYears: b.experience_years ?? null,
      bio: b.bio,
      licenceBody: licence ? (body ?? null) : null,
      licenceNumber: licence,
      availability: b.availability,
      bankName: b.bank_name?.trim() || null,
      accountNumber: b.account_number?.trim() || null,
      paymentMethod: b.payment_method?.trim() || null,
    };
  }

  /** "Become a provider": one profile per account. */
  async create(session: Session, b: ProviderBody): Promise<ProviderWire> {
    const id = await repo.insertProvider(this.db, session.userId, await this.values(b));
    if (id === null) throw new AppError(409, M.alreadyProvider, "ALREADY_PROVIDER");
    await this.changed();
    return this.get(id, session);
  }

  async update(session: Session, patch: Partial<ProviderBody>): Promise<ProviderWire> {
    const row = await repo.providerByUser(this.db, session.userId);
    if (!row) throw AppError.notFound(M.notProvider);
    const current = this.wire(row, session);
    const merged: ProviderBody = {
      name: current.name,
      category: current.category as ProviderCategory,
      speciality: current.speciality,
      state: current.state,
      city: current.city,
      service_areas: current.service_areas,
      email: current.email,
      phone: current.phone,
      phone2: current.phone2,
      price_min: current.price_min,
      price_max: current.price_max,
      pricing: row.pricing,
      experience_years: current.experience_years,
      bio: current.bio,
      licence_number: current.licence_number ?? undefined,
      availability: current.availability,
      bank_name: row.bank_name ?? undefined,
      account_number: row.account_number ?? undefined,
      payment_method: row.payment_method ?? undefined,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    const stored = { state: row.state, areas: row.service_areas ?? [] };
    await repo.updateProvider(this.db, Number(row.id), await this.values(merged, stored));
    await this.changed();
    return this.get(Number(row.id), session);
  }

  async addPhotos(session: Session, files: UploadedFile[]): Promise<ProviderWire> {
    const row = await repo.providerByUser(this.db, session.userId);
    if (!row) throw AppError.notFound(M.notProvider);
    const count = await repo.photoCount(this.db, Number(row.id));
    if (count + files.length > HOME_SERVICES_LIMITS.maxPhotos)
      throw AppError.validation({ images: [M.tooManyPhotos] });
    const encoded = await encodeImages(files, M.notAnImage);
    for (const sizes of encoded) {
      const key = await writeImage(this.deps.uploadsDir, `providers/${row.id}`, sizes);
      await repo.insertPhoto(this.db, Number(row.id), key);
    }
    await this.changed();
    return this.get(Number(row.id), session);
  }

  // ── jobs ───────────────────────────────────────────────────────────────────────────────────────────────

  private jobWire(j: repo.JobRow, viewer: Session, events: repo.EventRow[]): JobWire {
    const role =
      viewer.userId === Number(j.customer_id)
        ? "customer"
        : viewer.userId === Number(j.provider_user_id)
          ? "provider"
          : "admin";
    return {
      id: Number(j.id),
      provider: {
        id: Number(j.provider_id),
        name: j.provider_name,
        category: j.provider_category,
        user_id: Number(j.provider_user_id),
      },
      customer: { id: Number(j.customer_id), name: j.customer_name },
      title: j.title,
      details: j.details,
      address: j.address,
      state: j.state,
      city: j.city,
      wanted_on: j.wanted_on,
      budget: naira(j.budget_kobo),
      status: j.status,
      quote: naira(j.quote_kobo),
      quote_note: j.quote_note,
      photos: (j.photos ?? []).map((k) => photoPath(k, 1280)),
      role,
      reviewed: j.reviewed,
      events: events.map((e) => ({
        id: Number(e.id),
        kind: e.kind,
        author: Number(e.author_id) === Number(j.customer_id) ? "customer" : "provider",
        body: e.body,
        created_at: e.created_at.toISOString(),
      })),
      created_at: j.created_at.toISOString(),
      updated_at: j.updated_at.toISOString(),
    };
  }

  /** The job if the caller is its customer, its provider or an admin; 404 otherwise (nothing to learn). */
  private async party(id: number, session: Session): Promise<repo.JobRow> {
    const job = await repo.jobById(this.db, id);
    if (
      !job ||
      (session.userId !== Number(job.customer_id) &&
        session.userId !== Number(job.provider_user_id) &&
        session.role !== "admin")
    )
      throw AppError.notFound(M.jobNotFound);
    return job;
  }

  async job(id: number, session: Session): Promise<JobWire> {
    const job = await this.party(id, session);
    return this.jobWire(job, session, await repo.eventsOf(this.db, [Number(job.id)]));
  }

  async jobs(
    session: Session,
    q: { as?: "customer" | "provider" | undefined; page?: number; per_page?: number },
  ) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await repo.jobsOf(this.db, session.userId, q.as, pageWindow(page, perPage));
    const events = rows.length
      ? await repo.eventsOf(
          this.db,
          rows.map((r) => Number(r.id)),
        )
      : [];
    return {
      data: rows.map((r) =>
        this.jobWire(
          r,
          session,
          events.filter((e) => Number(e.job_id) === Number(r.id)),
        ),
      ),
      pagination: pageMeta(page, perPage, total),
    };
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
    const provider = await repo.providerById(this.db, b.provider_id);
    if (!provider) throw AppError.validation({ provider_id: [M.providerNotFound] });
    if (Number(provider.user_id) === session.userId) throw new AppError(409, M.ownJob, "OWN_JOB");
    const state = await repo.stateName(this.db, parseState(b.state).name);
    if (!state) throw AppError.validation({ state: [M.unknownState] });
    const id = await this.db.transaction(async (tx) => {
      const jobId = await repo.insertJob(tx, {
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
      await repo.insertEvent(tx, jobId, session.userId, "requested", b.details);
      return jobId;
    });
    const job = (await repo.jobById(this.db, id))!;
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
      const key = await writeImage(this.deps.uploadsDir, `jobs/${id}`, sizes);
      await repo.insertJobPhoto(this.db, id, key);
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
      from: readonly repo.JobRow["status"][];
      to: repo.JobRow["status"];
      kind: string;
      verb: string;
      body: string;
      extra?: { quoteKobo?: number; quoteNote?: string; cancelledBy?: number };
      mail: (job: repo.JobRow) => { subject: string; lines: string[] };
    },
  ): Promise<JobWire> {
    const job = await this.party(id, session);
    const isCustomer = session.userId === Number(job.customer_id);
    const isProvider = session.userId === Number(job.provider_user_id);
    const allowed =
      a.who === "either" ? isCustomer || isProvider : a.who === "customer" ? isCustomer : isProvider;
    if (!allowed)
      throw AppError.forbidden(
        a.who === "customer" ? "Only the customer can do this" : "Only the provider can do this",
      );
    const moved = await this.db.transaction(async (tx) => {
      if (!(await repo.moveJob(tx, id, a.from, a.to, a.extra))) return false;
      await repo.insertEvent(tx, id, session.userId, a.kind, a.body);
      return true;
    });
    if (!moved) {
      const now = (await repo.jobById(this.db, id))!;
      throw new AppError(409, M.illegal(now.status, a.verb), "ILLEGAL_TRANSITION", {
        status: [M.illegal(now.status, a.verb)],
      });
    }
    const after = (await repo.jobById(this.db, id))!;
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
        subject: `Quote for ${j.title}: ${fmt(b.amount)}`,
        lines: [
          `${j.provider_name} quoted ${fmt(b.amount)} for "${j.title}".`,
          b.note,
          "Accept or decline it on Ile.",
        ],
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
        subject: `Quote accepted: ${j.title}`,
        lines: [`${j.customer_name || "Your customer"} accepted your quote for "${j.title}".`, note],
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
        subject: `Quote declined: ${j.title}`,
        lines: [`${j.customer_name || "Your customer"} declined your quote for "${j.title}".`, note],
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
      mail: (j) => ({
        subject: `Job done: ${j.title}`,
        lines: [`"${j.title}" is marked as done.`, note, "The customer can now leave a review."],
      }),
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
      mail: (j) => ({ subject: `Job cancelled: ${j.title}`, lines: [`"${j.title}" was cancelled.`, note] }),
    });
  }

  async note(session: Session, id: number, note: string): Promise<JobWire> {
    const job = await this.party(id, session);
    if (
      session.role === "admin" &&
      session.userId !== Number(job.customer_id) &&
      session.userId !== Number(job.provider_user_id)
    )
      throw AppError.forbidden("Only the customer or the provider can write here");
    if (!note) throw AppError.validation({ note: ["Write a message"] });
    await repo.insertEvent(this.db, id, session.userId, "note", note);
    const isCustomer = session.userId === Number(job.customer_id);
    await this.notify(job, isCustomer ? "provider" : "customer", `New message about ${job.title}`, [note]);
    return this.job(id, session);
  }

  /** Mail and (when there is a number) SMS to one side of the job, through the outbox. */
  private async notify(job: repo.JobRow, to: "customer" | "provider", subject: string, lines: string[]) {
    const email = to === "customer" ? job.customer_email : job.provider_email;
    const phone = to === "customer" ? job.customer_phone : job.provider_phone;
    const text = [...lines.filter((l) => l !== undefined), "", `Job #${job.id} on Ile`].join("\n");
    try {
      await this.deps.outbox.send({ channel: "email", to: email, subject, text, kind: `job_${job.status}` });
      if (phone?.startsWith("+"))
        await this.deps.outbox.send({
          channel: "sms",
          to: phone,
          text: `Ile: ${subject}`,
          kind: `job_${job.status}`,
        });
    } catch (err) {
      this.deps.log.warn({ err, job: job.id }, "job notification not stored");
    }
  }

  // ── reviews ────────────────────────────────────────────────────────────────────────────────────────────

  private reviewWire(r: repo.ReviewRow): ProviderReviewWire {
    return {
      id: Number(r.id),
      provider_id: Number(r.provider_id),
      job_id: Number(r.job_id),
      author_name: r.author_name || "Ile user",
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      replied_at: r.replied_at ? r.replied_at.toISOString() : null,
      created_at: r.created_at.toISOString(),
    };
  }

  async reviews(providerId: number, q: { page?: number | undefined; per_page?: number | undefined }) {
    const provider = await repo.providerById(this.db, providerId);
    if (!provider) throw AppError.notFound(M.providerNotFound);
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await repo.reviewsOf(this.db, providerId, pageWindow(page, perPage));
    return {
      data: rows.map((r) => this.reviewWire(r)),
      average_rating: averageRating(provider.rating_sum, provider.rating_count),
      pagination: pageMeta(page, perPage, total),
    };
  }

  /** Only the customer of a job that is done, once per job. */
  async review(
    session: Session,
    providerId: number,
    b: { job_id: number; rating: number; comment: string },
  ): Promise<ProviderReviewWire> {
    const job = await repo.jobById(this.db, b.job_id);
    if (
      !job ||
      Number(job.provider_id) !== providerId ||
      Number(job.customer_id) !== session.userId ||
      job.status !== "done"
    )
      throw new AppError(403, M.reviewNeedsJob, "REVIEW_NEEDS_JOB");
    const id = await this.db.transaction((tx) =>
      repo.insertReview(tx, {
        providerId,
        jobId: b.job_id,
        authorId: session.userId,
        rating: b.rating,
        comment: b.comment,
      }),
    );
    if (id === null) throw new AppError(409, M.alreadyReviewed, "ALREADY_REVIEWED");
    await this.changed();
    const { data } = await this.reviews(providerId, { page: 1, per_page: 100 });
    return data.find((r) => r.id === id)!;
  }

  async reply(session: Session, reviewId: number, reply: string) {
    const review = await repo.reviewById(this.db, reviewId);
    const provider = review ? await repo.providerById(this.db, Number(review.provider_id)) : null;
    if (!review || !provider) throw AppError.notFound(M.reviewNotFound);
    if (Number(provider.user_id) !== session.userId)
      throw AppError.forbidden("Only the provider can reply to this review");
    if (!(await repo.setReply(this.db, reviewId, reply)))
      throw new AppError(409, M.alreadyReplied, "ALREADY_REPLIED");
  }
}
