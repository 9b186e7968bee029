/**
 * Saved searches (issue 37, ADR 0406): an account's own list (at most MAX_SAVED_SEARCHES), each a search's
 * parameters as GET /api/search takes them, checked by the search's own parser when saved, so a search that
 * /api/search would refuse is refused here with the same messages. Another account's search is "not found".
 */
import {
  savedSearchMessages as M,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchParams,
  savedSearchInputSchema,
  type savedSearchUpdateSchema,
  whatsappMessages,
} from "@ile/contract";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { SearchService } from "../search/service.ts";
import {
  channelsOf,
  deleteOwn,
  findOwn,
  insertWithin,
  listOwn,
  type NewSavedSearch,
  type SavedSearchRow,
  setPaused,
  updateOwn,
  userPhone,
} from "./repo.ts";

export function toSavedSearch(r: SavedSearchRow): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    params: r.params,
    frequency: r.frequency,
    channels: r.channels,
    paused: r.paused,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The parameters without empty ones: what is stored and what the search parser is given. */
export function cleanParams(params: SavedSearchParams): SavedSearchParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== ""),
  ) as SavedSearchParams;
}

export class SavedSearchesService {
  private readonly db: Db;
  private readonly outbox: ServiceDeps["outbox"];

  constructor(
    deps: ServiceDeps,
    private readonly search: SearchService,
  ) {
    this.db = deps.db;
    this.outbox = deps.outbox;
  }

  async list(session: Session): Promise<SavedSearch[]> {
    return (await listOwn(this.db, session.userId)).map(toSavedSearch);
  }

  async create(session: Session, input: z.output<typeof savedSearchInputSchema>): Promise<SavedSearch> {
    const s = await this.checked(session, input);
    const row = await this.db.transaction((tx) => insertWithin(tx, session.userId, s, MAX_SAVED_SEARCHES));
    if (!row) throw new AppError(409, M.limit, "SAVED_SEARCH_LIMIT");
    return toSavedSearch(row);
  }

  async update(
    session: Session,
    id: number,
    patch: z.output<typeof savedSearchUpdateSchema>,
  ): Promise<SavedSearch> {
    const current = await findOwn(this.db, session.userId, id);
    if (!current) throw AppError.notFound(M.notFound);
    const merged = savedSearchInputSchema.parse({
      name: current.name,
      params: current.params,
      frequency: current.frequency,
      channels: current.channels,
      paused: current.paused,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    });
    const row = await updateOwn(this.db, session.userId, id, await this.checked(session, merged));
    if (!row) throw AppError.notFound(M.notFound);
    return toSavedSearch(row);
  }

  async remove(session: Session, id: number): Promise<void> {
    if (!(await deleteOwn(this.db, session.userId, id))) throw AppError.notFound(M.notFound);
  }

  /** The unsubscribe link's effect: the search is paused (false when it is gone). */
  pause(id: number): Promise<boolean> {
    return setPaused(this.db, id, true);
  }

  /** The unsubscribe page's "turn the alert back on": the search is resumed (false when it is gone). */
  resume(id: number): Promise<boolean> {
    return setPaused(this.db, id, false);
  }

  /** Whether the bell is one of the search's channels (`in_app`). */
  async toldInApp(id: number): Promise<boolean> {
    return (await channelsOf(this.db, id)).includes("in_app");
  }

  /** Checks the search as /api/search would (same parser, same messages) and the channels against the account. */
  private async checked(
    session: Session,
    input: z.output<typeof savedSearchInputSchema>,
  ): Promise<NewSavedSearch> {
    const params = cleanParams(input.params);
    if (!Object.keys(params).length) throw AppError.validation({ params: [M.emptySearch] }, M.emptySearch);
    const { category: _category, ...searchParams } = params;
    await this.search.parse({ ...searchParams, asTyped: "1" });
    const channels = [...new Set(input.channels)];
    if (channels.includes("sms") && !(await userPhone(this.db, session.userId)))
      throw AppError.validation({ channels: [M.smsNeedsPhone] }, M.smsNeedsPhone);
    if (channels.includes("whatsapp") && !(await this.outbox.whatsapp.optedIn(session.userId)))
      throw AppError.validation(
        { channels: [whatsappMessages.savedSearchNeedsOptIn] },
        whatsappMessages.savedSearchNeedsOptIn,
      );
    return { name: input.name, params, frequency: input.frequency, channels, paused: input.paused };
  }
}
