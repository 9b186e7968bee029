/** Property requests: what people look for, theirs, and those matching an owner's listings (admins: all). */
import { propertyMessages } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { requestOut, toKobo } from "./present.ts";
import { countRequests, insertRequest, type RequestScope, requestPage } from "./repo/requests.ts";
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

  private async page(scope: RequestScope, page: number, perPage: number) {
    const db = this.listings.db;
    const total = await countRequests(db, scope);
    const rows = await requestPage(db, scope, page, perPage);
    return { data: rows.map(requestOut), meta: pageMeta(page, perPage, total) };
  }
}
