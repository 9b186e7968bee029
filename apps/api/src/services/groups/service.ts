/**
 * The groups service's rules (issue 21, ADR 0800): public and private groups, joining and leaving, private
 * groups' join requests decided by the group's owner and moderators (and admins), and the search helpers. A
 * group's discussions are discussions.ts. Everything typed is stored as plain text (markup stripped).
 */
import {
  communityMessages as cm,
  editorialMessages as em,
  GROUP_PAGE_SIZE,
  type Group,
  type GroupResult,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { type PageCache, SERVICES } from "../../platform/page-cache.ts";
import { plainLine, plainText } from "../../platform/plain-text.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { slugify } from "../../platform/slug.ts";
import {
  activateMember,
  deleteMember,
  deletePending,
  type GroupRow,
  groupByKey,
  insertGroup,
  listGroups,
  pendingMembers,
  slugExists,
  upsertMember,
} from "./repo.ts";
import { groupWords, searchGroupCards, searchGroups } from "./search.repo.ts";

export const nameOf = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ").trim() || "Ile member";
const words = (q: string | undefined) =>
  plainLine(q ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);

export function canModerate(group: GroupRow, session: Session | null): boolean {
  if (!session) return false;
  if (session.role === "admin") return true;
  return group.my_status === "active" && (group.my_role === "owner" || group.my_role === "moderator");
}

export function toGroup(row: GroupRow, session: Session | null): Group {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    kind: row.kind,
    state: row.state,
    city: row.city,
    visibility: row.visibility,
    member_count: Number(row.member_count),
    discussion_count: Number(row.discussion_count),
    owner: {
      id: Number(row.owner_id),
      name: nameOf(row.owner_first, row.owner_last),
      picture: row.owner_picture,
    },
    membership: row.my_role && row.my_status ? { role: row.my_role, status: row.my_status } : null,
    can_moderate: canModerate(row, session),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export class GroupsService {
  private readonly db: Db;
  private readonly pages: PageCache;
  constructor(deps: ServiceDeps) {
    this.db = deps.db;
    this.pages = deps.pages;
  }

  async list(
    q: { query?: string; kind?: "place" | "interest"; cursor?: number; limit?: number },
    s: Session | null,
  ) {
    const limit = q.limit ?? GROUP_PAGE_SIZE;
    const rows = await listGroups(this.db, {
      words: words(q.query),
      kind: q.kind,
      afterId: q.cursor,
      limit: limit + 1,
      userId: s?.userId ?? null,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      groups: page.map((r) => toGroup(r, s)),
      next_cursor: rows.length > limit && last ? String(last.id) : null,
    };
  }

  /** The group by slug or id, with the caller's membership (404 when there is none). */
  async row(key: string, s: Session | null): Promise<GroupRow> {
    const row = await groupByKey(this.db, key, s?.userId ?? null);
    if (!row) throw AppError.notFound(cm.groupNotFound);
    return row;
  }

  async get(key: string, s: Session | null): Promise<Group> {
    return toGroup(await this.row(key, s), s);
  }

  async create(
    s: Session,
    input: {
      name: string;
      description: string;
      kind: "place" | "interest";
      state?: string | null;
      city?: string | null;
      visibility: "public" | "private";
    },
  ): Promise<Group> {
    const name = plainLine(input.name);
    if (name.length < 3) throw AppError.validation({ name: [cm.nameTooShort] });
    const slug = slugify(name);
    if (!slug) throw AppError.validation({ name: [cm.nameLetters] });
    const taken = () => new AppError(409, cm.slugTaken, "CONFLICT");
    if (await slugExists(this.db, slug)) throw taken();
    // A group with the same name made at the same moment: its unique slug decides, the same 409 (before, the
    // loser was made an owner of the winner's group).
    await this.db.transaction(async (tx) => {
      const id = await insertGroup(tx, {
        slug,
        name,
        description: plainText(input.description),
        kind: input.kind,
        state: plainLine(input.state) || null,
        city: plainLine(input.city) || null,
        visibility: input.visibility,
        ownerId: s.userId,
      });
      if (id === null) throw taken();
      await upsertMember(tx, id, s.userId, "owner", "active");
    });
    // Search keeps its group results under the services version (modules/search): a new group is found at once.
    await this.pages.bump(SERVICES);
    return this.get(slug, s);
  }

  async join(key: string, s: Session) {
    const g = await this.row(key, s);
    if (g.my_role)
      return { message: g.my_status === "pending" ? cm.requested : cm.joined, group: toGroup(g, s) };
    const status = g.visibility === "private" ? "pending" : "active";
    await upsertMember(this.db, g.id, s.userId, "member", status);
    return { message: status === "pending" ? cm.requested : cm.joined, group: await this.get(g.slug, s) };
  }

  async leave(key: string, s: Session) {
    const g = await this.row(key, s);
    if (g.my_role === "owner") throw new AppError(409, cm.ownerCannotLeave, "CONFLICT");
    await deleteMember(this.db, g.id, s.userId);
    return { message: cm.left, group: await this.get(g.slug, s) };
  }

  async approve(key: string, userId: number, s: Session) {
    const g = await this.row(key, s);
    if (!canModerate(g, s)) throw AppError.forbidden(cm.moderatorsOnly);
    if (!(await activateMember(this.db, g.id, userId))) throw AppError.notFound(cm.noRequest);
    return { message: cm.approved, group: await this.get(g.slug, s) };
  }

  /** A private group's pending join requests (moderators). */
  async requests(key: string, s: Session) {
    const g = await this.row(key, s);
    if (!canModerate(g, s)) throw AppError.forbidden(cm.moderatorsOnly);
    const rows = await pendingMembers(this.db, g.id);
    return rows.map((r) => ({
      user: { id: Number(r.user_id), name: nameOf(r.first_name, r.last_name), picture: r.profile_picture },
      requested_at: new Date(r.created_at).toISOString(),
    }));
  }

  async reject(key: string, userId: number, s: Session) {
    const g = await this.row(key, s);
    if (!canModerate(g, s)) throw AppError.forbidden(cm.moderatorsOnly);
    if (!(await deletePending(this.db, g.id, userId))) throw AppError.notFound(cm.noRequest);
    return { message: em.rejected, group: await this.get(g.slug, s) };
  }

  /** GET /api/search's helper with place filters (ADR 0404): public group cards. */
  async searchCards(f: HelperSearch): Promise<{ items: GroupResult[]; total: number }> {
    const { rows, total } = await searchGroupCards(this.db, f);
    return {
      items: rows.map((g) => ({ ...g, id: Number(g.id), member_count: Number(g.member_count) })),
      total,
    };
  }

  /** The words a group can be found by (the search's helper words: `mayMatch`). */
  searchWords(): Promise<string | null> {
    return groupWords(this.db);
  }

  /** Search helper: public groups matching every word, paged by per_page/page. */
  async search(query: string, perPage: number, page: number) {
    const { items, total } = await searchGroups(this.db, words(query), perPage, (page - 1) * perPage);
    return { items: items.map((g) => ({ ...g, id: Number(g.id) })), total };
  }
}
