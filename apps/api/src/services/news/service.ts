/**
 * The news service's rules (issue 21, ADR 0800/0801): caveat, change-of-name and loss-of-title notices, news and
 * blog articles, videos. Only published posts are public. A published caveat matches a listing by title number,
 * by coordinates within CAVEAT_MATCH_METRES, or by the same address (caveat-notices.ts, with a notice's
 * documents). The editors' side (writing, review, publishing) is desk.ts.
 */
import { type CaveatPostResult, messages, type NewsPost, type NewsPostType, pageMeta } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { plainLine } from "../../platform/plain-text.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { Storage } from "../../platform/storage.ts";
import { type CaveatMatchQuery, caveatMatches, documentFile } from "./caveat-notices.ts";
import {
  metresBetween,
  PUBLIC_DEFAULT_TYPES,
  titleKey,
  toPost,
  toVideo,
  valuesOf,
  words,
  youtubeId,
} from "./present.ts";
import { listPosts, postByKey } from "./repo.ts";
import { postWords, searchPostCards } from "./search.repo.ts";
import { listVideos } from "./videos.repo.ts";

export { metresBetween, titleKey, toPost, toVideo, valuesOf, youtubeId };

export class NewsService {
  private readonly db: Db;
  private readonly storage: Storage;
  constructor(deps: ServiceDeps) {
    this.db = deps.db;
    this.storage = deps.storage;
  }

  async listPublic(q: {
    per_page?: number;
    page?: number;
    type?: NewsPostType;
    query?: string;
    state?: string;
    tag?: string;
    title_number?: string;
    place?: string;
  }) {
    const perPage = q.per_page ?? 4;
    const page = q.page ?? 1;
    const { items, total } = await listPosts(this.db, {
      statuses: ["published"],
      types: q.type ? [q.type] : PUBLIC_DEFAULT_TYPES,
      words: words(q.query),
      state: plainLine(q.state) || undefined,
      tag: plainLine(q.tag).toLowerCase() || undefined,
      titleNumberPrefix: (q.title_number ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "") || undefined,
      place: plainLine(q.place) || undefined,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return { posts: items.map(toPost), pagination: pageMeta(page, perPage, total) };
  }

  async getPublic(key: string): Promise<NewsPost> {
    const row = await postByKey(this.db, key, true);
    if (!row) throw AppError.notFound(messages.news.notFound);
    return toPost(row);
  }

  /** The listing caveat check: published notices that may concern a place (caveat-notices.ts). */
  matches(q: CaveatMatchQuery) {
    return caveatMatches(this.db, q);
  }

  /** GET /api/search's helper with place filters (ADR 0404): published notice and news cards. */
  async searchCards(f: HelperSearch): Promise<{ items: CaveatPostResult[]; total: number }> {
    const { rows, total } = await searchPostCards(this.db, PUBLIC_DEFAULT_TYPES, f);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        slug: r.slug,
        type: r.type,
        title: r.title,
        content: r.excerpt || r.content.slice(0, 240),
        state: r.state,
        lga: r.lga,
        sample: r.sample,
        published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
      })),
      total,
    };
  }

  /** The words a post can be found by (the search's helper words: `mayMatch`). */
  searchWords(): Promise<string | null> {
    return postWords(this.db);
  }

  /** Search helper: published notices and news whose title or content has every word. */
  async search(query: string, perPage: number, page: number) {
    const { items, total } = await listPosts(this.db, {
      statuses: ["published"],
      types: PUBLIC_DEFAULT_TYPES,
      words: words(query),
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      items: items.map((r) => ({
        id: Number(r.id),
        slug: r.slug,
        type: r.type,
        title: r.title,
        content: r.excerpt || r.content.slice(0, 240),
      })),
      total,
    };
  }

  /** A published notice's supporting document (its public evidence). */
  document(key: string, n: number) {
    return documentFile(this.db, this.storage, key, n);
  }

  // ── videos ──

  async videos(q: { category?: "tour" | "explainer"; page?: number; per_page?: number }) {
    const perPage = q.per_page ?? 12;
    const page = q.page ?? 1;
    const { items, total } = await listVideos(this.db, {
      category: q.category,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return { videos: items.map(toVideo), pagination: pageMeta(page, perPage, total) };
  }
}
