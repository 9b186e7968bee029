/**
 * The service-providers service (issue 20, ADR 0300): the directory (SPEC §7 `service-providers.php`) and provider
 * profiles with photos of work. Job requests with quotes are jobs.ts, reviews reviews.ts, served areas areas.ts,
 * the wire shapes present.ts. Built once (modules/services.ts) from its own dependencies; imports nothing of the
 * main API's modules (ADR 0005).
 */
import {
  HOME_SERVICES_LIMITS,
  LICENCE_BODIES,
  homeServicesMessages as M,
  type ProviderCategory,
  type ProviderResult,
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
import type { Outbox } from "../../platform/outbox.ts";
import { BUMPED_PAGE_TTL_MS, type PageCache, pageKey, SERVICES } from "../../platform/page-cache.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { Storage } from "../../platform/storage.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import { ProviderAreas } from "./areas.ts";
import { kobo, providerCard, providerWire } from "./present.ts";
import * as repo from "./repo.ts";
import { providerWords, searchProviderCards } from "./search.repo.ts";

export interface ProvidersDeps {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** Where their photos are stored (platform/storage.ts). */
  storage: Storage;
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
  /** States and served areas (their lists are kept an hour). */
  readonly places: ProviderAreas;
  constructor(private readonly deps: ProvidersDeps) {
    this.db = deps.db;
    this.places = new ProviderAreas(deps.db);
  }

  /** GET /api/search's helper (ADR 0404): provider cards matching the search's filters, no bank or contact fields. */
  async searchCards(f: HelperSearch): Promise<{ items: ProviderResult[]; total: number }> {
    const { rows, total } = await searchProviderCards(this.db, f);
    return { items: rows.map(providerCard), total };
  }

  /** The words a provider can be found by (the search's helper words: `mayMatch`). */
  searchWords(): Promise<string | null> {
    return providerWords(this.db);
  }

  /** The directory (SPEC §7); totals are reused under the page cache's content version (read now if not given). */
  async list(q: ProviderQuery, viewer: Session | null, version?: number) {
    const at = version ?? (await this.deps.pages.version(SERVICES));
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
      (key, count) => this.deps.pages.total(at, key, count, SERVICES),
    );
    return {
      service_providers: rows.map((r) => providerWire(r, viewer)),
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
  changed(): Promise<void> {
    return this.deps.pages.bump(SERVICES);
  }

  async get(id: number, viewer: Session | null, countView = false): Promise<ProviderWire> {
    const row = await repo.providerById(this.db, id);
    if (!row) throw AppError.notFound(M.providerNotFound);
    if (countView && viewer?.userId !== Number(row.user_id)) {
      await repo.bumpViews(this.db, id);
      row.views += 1;
    }
    return providerWire(row, viewer);
  }

  async mine(session: Session): Promise<ProviderWire | null> {
    const row = await repo.providerByUser(this.db, session.userId);
    return row ? providerWire(row, session) : null;
  }

  /** Where a provider in the state can serve (ADR 0303): its LGAs (geo data) and its well-known towns. */
  areas(stateAsTyped: string): Promise<ServiceAreas> {
    return this.places.areas(stateAsTyped);
  }

  private async values(
    b: ProviderBody,
    stored?: { state: string; areas: readonly string[] },
  ): Promise<repo.ProviderValues> {
    const state = await this.places.state(b.state);
    const serviceAreas = await this.places.served(state, b, stored?.state === state ? stored.areas : []);
    const body = LICENCE_BODIES[b.category] ?? null;
    const licence = b.licence_number?.trim() || null;
    if (body && !licence) throw AppError.validation({ licence_number: [M.licenceRequired(body)] });
    const min = b.price_min ?? null;
    const max = b.price_max ?? null;
    if (min !== null && max !== null && min > max) throw AppError.validation({ price_max: [M.priceOrder] });
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
    const current = providerWire(row, session);
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
      const key = await writeImage(this.deps.storage, `providers/${row.id}`, sizes);
      await repo.insertPhoto(this.db, Number(row.id), key);
    }
    await this.changed();
    return this.get(Number(row.id), session);
  }
}
