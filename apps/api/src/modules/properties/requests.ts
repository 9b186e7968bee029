/** Property requests: what people look for, theirs, and those matching an owner's listings (admins: all). */
import {
  notificationMessages,
  propertyMessages,
  type RequestResponse,
  type RequestResponseInput,
  requestResponseMessages,
} from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { hit } from "../../platform/throttle.ts";
import { requestOut, toKobo } from "./present.ts";
import {
  countRequests,
  insertRequest,
  insertResponse,
  ownAvailableListing,
  personOf,
  type RequestScope,
  requestById,
  requestMatchesOwner,
  requestPage,
} from "./repo/requests.ts";
import type { PropertiesService } from "./service.ts";

export interface RequestInput {
  listing_type: string;
  category?: string | null;
  property_type?: string | null;
  state: string;
  city?: string | null;
  min_budget?: number | null;
  max_budget: number;
  bedrooms?: number | null;
  move_in_date?: string | null;
  note: string;
}

/** Answers to property requests one account may send in an hour (ADR 0270). */
const ANSWERS_PER_HOUR = 10;

export class PropertyRequestsService {
  constructor(private readonly listings: PropertiesService) {}

  async post(session: Session, b: RequestInput) {
    if (b.min_budget != null && b.min_budget > b.max_budget)
      throw AppError.validation({ min_budget: [propertyMessages.budgetRange] });
    const row = await insertRequest(this.listings.db, {
      userId: session.userId,
      listing_type: b.listing_type,
      category: b.category ?? null,
      property_type: b.property_type ?? null,
      state: b.state,
      city: b.city ?? null,
      minBudgetKobo: b.min_budget == null ? null : toKobo(b.min_budget),
      maxBudgetKobo: toKobo(b.max_budget),
      bedrooms: b.bedrooms ?? null,
      move_in_date: b.move_in_date ?? null,
      note: b.note,
    });
    return requestOut(row);
  }

  mine(session: Session, page: number, perPage: number) {
    return this.page({ userId: session.userId }, page, perPage);
  }

  /** Requests an owner's available listings could answer (same type and state, budget covers the price). */
  matching(session: Session, page: number, perPage: number) {
    this.listings.assertOwnerRole(session);
    return this.page(session.role === "admin" ? "all" : { matchingOwner: session.userId }, page, perPage);
  }

  /**
   * An agent (landlord, developer; admins: any request) answers a request one of their available listings
   * matches, with a message and optionally that listing (issue 37, ADR 0270). One answer per responder per
   * request, at most ANSWERS_PER_HOUR an hour; the requester is told in the bell and by e-mail.
   */
  async respond(session: Session, requestId: number, b: RequestResponseInput): Promise<RequestResponse> {
    this.listings.assertOwnerRole(session);
    const db = this.listings.db;
    const request = await requestById(db, requestId);
    if (!request) throw AppError.notFound(requestResponseMessages.requestNotFound);
    const requesterId = Number(request.user_id);
    if (requesterId === session.userId) throw AppError.forbidden(requestResponseMessages.ownRequest);
    if (session.role !== "admin" && !(await requestMatchesOwner(db, requestId, session.userId)))
      throw AppError.forbidden(requestResponseMessages.notMatching);
    const listing = b.listing_slug ? await ownAvailableListing(db, b.listing_slug, session.userId) : null;
    if (b.listing_slug && !listing)
      throw AppError.validation({ listing_slug: [requestResponseMessages.listingNotYours] });
    if (!(await hit(this.listings.deps, `request-answer:${session.userId}`, ANSWERS_PER_HOUR, 3600)))
      throw new AppError(429, requestResponseMessages.tooMany, "RATE_LIMITED");

    const me = await personOf(db, session.userId);
    const name =
      [me?.first_name, me?.last_name].filter(Boolean).join(" ").trim() || me?.company_name || "An agent";
    const message = b.message.trim();
    const link = listing ? `/property/${listing.slug}` : null;
    const stored = await db.transaction(async (tx) => {
      const row = await insertResponse(tx, {
        requestId,
        responderId: session.userId,
        propertyId: listing ? Number(listing.id) : null,
        message,
      });
      if (!row) throw new AppError(409, requestResponseMessages.alreadyAnswered, "CONFLICT");
      await this.listings.notifications.notify(tx, requesterId, {
        kind: "request_response",
        title: notificationMessages.requestResponseTitle,
        body: notificationMessages.requestResponseBody(name, message),
        link,
      });
      return row;
    });
    await this.listings.notifications.mail(requesterId, {
      subject: notificationMessages.requestResponseMailSubject,
      text: notificationMessages.requestResponseMail({
        name,
        email: me?.email ?? "",
        message,
        listingUrl: link ? `${this.listings.deps.config.PUBLIC_URL}${link}` : null,
      }),
      kind: "request_response",
    });
    return {
      id: Number(stored.id),
      request_id: requestId,
      message,
      listing: listing ? { slug: listing.slug, title: listing.title } : null,
      responder: { id: session.userId, name },
      created_at: new Date(stored.created_at).toISOString(),
    };
  }

  private async page(scope: RequestScope, page: number, perPage: number) {
    const db = this.listings.db;
    const total = await countRequests(db, scope);
    const rows = await requestPage(db, scope, page, perPage);
    return { data: rows.map(requestOut), meta: pageMeta(page, perPage, total) };
  }
}
