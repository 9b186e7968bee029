/**
 * People rules (issue 5, ADR 0401): the directory (words, role, state, city, verified only, sort), a person's
 * public profile with a page of their listings, and what seeing their premium profile would cost. SQL is in
 * repo.ts; the search language (words, states, tsquery) is platform/language.
 */
import { messages, PREMIUM_PROFILE_FIELDS } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { parseState } from "../../platform/language/states.ts";
import { singular, stripMarkup, words } from "../../platform/language/text.ts";
import { buildTsQuery } from "../../platform/language/tsquery.ts";
import { MARKET, type PageCache } from "../../platform/page-cache.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { premiumProfileAccess, profileUnlockInstructions, type Viewer } from "../payments/entitlements.ts";
import type { PropertiesService } from "../properties/service.ts";
import { loadPersonCards } from "./cards.ts";
import { fullProfile, listedUser, profileHeadline, profileKeyOf, publicProfile } from "./profiles.ts";
import { findPeople, type PeopleSearch } from "./repo.ts";

export interface DirectoryQuery {
  page: number;
  limit: number;
  roles: string[] | null;
  sort: "newest" | "rating" | "name";
  state?: string;
  city?: string;
  query?: string;
  verified?: string;
}

export const viewerOf = (session: Session | null): Viewer | null =>
  session ? { userId: session.userId, role: session.role } : null;

export class PeopleService {
  private readonly db: Db;
  private readonly pages: PageCache;
  private readonly unlockPriceKobo: number;

  constructor(
    deps: ServiceDeps,
    private readonly listings: PropertiesService,
  ) {
    this.db = deps.db;
    this.pages = deps.pages;
    this.unlockPriceKobo = deps.config.PROFILE_UNLOCK_PRICE_KOBO;
  }

  /** One page of listed people's ids and the total; totals are reused until the next write (ADR 0403). */
  find(q: PeopleSearch, page: number, limit: number, few?: number) {
    return findPeople(
      this.db,
      q,
      page,
      limit,
      (key, count) => this.pages.currentTotal(key, count, MARKET),
      few,
    );
  }

  /** Cards for the given user ids, in that order. */
  cards(ids: number[], viewer: Viewer | null) {
    return loadPersonCards(this.db, ids, viewer);
  }

  async directory(q: DirectoryQuery, session: Session | null) {
    const cityWords = words(stripMarkup(q.city ?? ""));
    const stateText = stripMarkup(q.state ?? "");
    const terms = words(stripMarkup(q.query ?? ""))
      .slice(0, 12)
      .map(singular);
    const tsquery = buildTsQuery({
      terms,
      cities: cityWords.length ? [{ name: q.city ?? "", words: cityWords, fromText: false }] : [],
    });
    const verifiedOnly = ["true", "1", "yes"].includes((q.verified ?? "").trim().toLowerCase());
    const { ids, total } = await this.find(
      {
        tsquery,
        states: stateText ? parseState(stateText).aliases : null,
        roles: q.roles,
        verifiedOnly,
        order: q.sort === "newest" && terms.length ? "relevance" : q.sort,
      },
      q.page,
      q.limit,
    );
    return { data: await this.cards(ids, viewerOf(session)), pagination: pageMeta(q.page, q.limit, total) };
  }

  /** A listed person's public profile with a page of their listings; 404 when not listed. */
  async profile(rawKey: string, page: number, limit: number, session: Session | null) {
    const profile = await publicProfile(this.db, profileKeyOf(rawKey));
    if (!profile) throw AppError.notFound(messages.profileLookup.notFound);
    const list = await this.listings.list(
      { owner_id: Number(profile.id), sort: "newest", page, limit },
      session,
    );
    const unlocked = !!session && (session.role === "admin" || session.userId === Number(profile.id));
    return {
      ...profile,
      listings: { data: list.data, pagination: list.meta },
      premium: { locked: !unlocked, fields: [...PREMIUM_PROFILE_FIELDS] },
    };
  }

  /** The bare facts a locked profile's 402 names, or null when no listed person has the key. */
  headline(uniqueKey: string) {
    return profileHeadline(this.db, uniqueKey);
  }

  /** The whole profile with premium fields: call only after entitlements allowed it (documents: self and admins). */
  fullProfile(uniqueKey: string, withDocuments: boolean) {
    return fullProfile(this.db, { uniqueKey }, withDocuments);
  }

  /** What seeing this person's premium profile would cost the session (nothing is spent). */
  async premiumAccess(rawKey: string, session: Session) {
    const person = await listedUser(this.db, profileKeyOf(rawKey));
    if (person === null) throw AppError.notFound(messages.profileLookup.notFound);
    const cost = await premiumProfileAccess(this.db, viewerOf(session)!, person.userId);
    const instructions =
      cost.access === "payment" ? profileUnlockInstructions(this.unlockPriceKobo, person.uniqueKey) : null;
    return { ...cost, payment_instructions: instructions };
  }
}
