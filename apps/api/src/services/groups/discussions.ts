/**
 * A group's discussions (issue 21, ADR 0800): discussions with text and photos, one level of replies, reactions,
 * an author's edit window and own deletion, and moderation (pin, lock, remove with a reason kept and written to
 * the admin audit log) by the group's owner and moderators and by admins. Private groups show theirs to members
 * only. Everything typed is stored as plain text (markup stripped).
 */
import {
  communityMessages as cm,
  DISCUSSION_EDIT_WINDOW_MINUTES,
  DISCUSSION_PAGE_SIZE,
  type Discussion,
  MAX_DISCUSSION_PHOTOS,
  type REACTION_KINDS,
  type Reply,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { encodeImages, writeImage } from "../../platform/images.ts";
import { iso } from "../../platform/iso.ts";
import { plainLine, plainText } from "../../platform/plain-text.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { Storage } from "../../platform/storage.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import {
  type DiscussionRow,
  discussionById,
  insertDiscussion,
  listDiscussions,
  reactionsOf,
  removeDiscussion,
  repliesOf,
  setFlag,
  setPhotos,
  softDeleteDiscussion,
  toggleReaction,
  updateDiscussionText,
} from "./discussions.repo.ts";
import type { GroupRow } from "./repo.ts";
import { canModerate, type GroupsService, nameOf, toGroup } from "./service.ts";

const isMember = (g: GroupRow) => g.my_status === "active";

export class DiscussionsService {
  private readonly db: Db;
  private readonly storage: Storage;
  constructor(
    deps: ServiceDeps,
    private readonly groups: GroupsService,
  ) {
    this.db = deps.db;
    this.storage = deps.storage;
  }

  /** Private groups show their discussions to active members and admins only. */
  private assertCanRead(g: GroupRow, s: Session | null) {
    if (g.visibility === "private" && !isMember(g) && s?.role !== "admin")
      throw AppError.forbidden(cm.privateGroup);
  }

  async discussions(key: string, q: { cursor?: string; limit?: number }, s: Session | null) {
    const g = await this.groups.row(key, s);
    this.assertCanRead(g, s);
    const limit = q.limit ?? DISCUSSION_PAGE_SIZE;
    const rows = await listDiscussions(this.db, g.id, {
      beforeId: q.cursor ? Number(q.cursor) : undefined,
      limit,
    });
    const unpinned = rows.filter((r) => !r.pinned || q.cursor);
    const hasMore = unpinned.length > limit;
    const keep = hasMore ? rows.slice(0, rows.length - 1) : rows;
    const lastUnpinned = keep.filter((r) => !r.pinned || q.cursor).at(-1);
    return {
      group: toGroup(g, s),
      discussions: await this.present(keep, g, s),
      next_cursor: hasMore && lastUnpinned ? String(lastUnpinned.id) : null,
    };
  }

  private async present(rows: DiscussionRow[], g: GroupRow, s: Session | null): Promise<Discussion[]> {
    const replies = await repliesOf(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    const ids = [...rows, ...replies].map((r) => Number(r.id));
    const reactions = await reactionsOf(this.db, ids, s?.userId ?? null);
    const moderator = canModerate(g, s);
    const reply = (r: DiscussionRow): Reply => {
      const mine = s?.userId === Number(r.author_id);
      const counts = { like: 0, helpful: 0, thanks: 0 };
      const my: Reply["my_reactions"] = [];
      for (const x of reactions)
        if (Number(x.discussion_id) === Number(r.id)) {
          counts[x.kind] = Number(x.n);
          if (x.mine) my.push(x.kind);
        }
      return {
        id: Number(r.id),
        parent_id: r.parent_id === null ? null : Number(r.parent_id),
        body: r.body,
        photos: r.photos ?? [],
        author: {
          id: Number(r.author_id),
          name: nameOf(r.author_first, r.author_last),
          picture: r.author_picture,
        },
        reactions: counts,
        my_reactions: my,
        edited_at: iso(r.edited_at),
        created_at: new Date(r.created_at).toISOString(),
        can_edit: mine && withinWindow(r.created_at),
        can_delete: mine || moderator,
      };
    };
    return rows.map((r) => ({
      ...reply(r),
      group_id: Number(r.group_id),
      title: r.title,
      pinned: r.pinned,
      locked: r.locked,
      reply_count: Number(r.reply_count),
      replies: replies.filter((x) => Number(x.parent_id) === Number(r.id)).map(reply),
    }));
  }

  /** One discussion (or reply) as its group's page shows it, with the group row for the rules. */
  private async discussion(id: number, s: Session | null) {
    const d = await discussionById(this.db, id);
    if (!d || d.deleted_at || d.removed_at) throw AppError.notFound(cm.discussionNotFound);
    const g = await this.groups.row(String(d.group_id), s);
    return { d, g };
  }

  private async one(id: number, s: Session | null): Promise<Discussion> {
    const { d, g } = await this.discussion(id, s);
    const top = d.parent_id === null ? d : await discussionById(this.db, Number(d.parent_id));
    if (!top) throw AppError.notFound(cm.discussionNotFound);
    const [out] = await this.present([top], g, s);
    return out as Discussion;
  }

  private assertMember(g: GroupRow, s: Session) {
    if (!isMember(g) && s.role !== "admin") throw AppError.forbidden(cm.membersOnly);
  }

  async post(key: string, s: Session, input: { title: string; body: string }): Promise<Discussion> {
    const g = await this.groups.row(key, s);
    this.assertMember(g, s);
    const title = plainLine(input.title);
    const body = plainText(input.body);
    const errors: Record<string, string[]> = {};
    if (!title) errors.title = [cm.titleRequired];
    if (!body) errors.body = [cm.bodyRequired];
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const id = await insertDiscussion(this.db, {
      groupId: g.id,
      authorId: s.userId,
      parentId: null,
      title,
      body,
    });
    return this.one(id, s);
  }

  async reply(id: number, s: Session, input: { body: string }): Promise<Discussion> {
    const { d, g } = await this.discussion(id, s);
    this.assertMember(g, s);
    if (d.parent_id !== null) throw AppError.validation({ parent_id: [cm.replyDepth] });
    if (d.locked) throw new AppError(409, cm.locked, "CONFLICT");
    const body = plainText(input.body);
    if (!body) throw AppError.validation({ body: [cm.bodyRequired] });
    await insertDiscussion(this.db, { groupId: g.id, authorId: s.userId, parentId: d.id, title: "", body });
    return this.one(d.id, s);
  }

  async edit(id: number, s: Session, input: { title?: string; body: string }): Promise<Discussion> {
    const { d } = await this.discussion(id, s);
    if (Number(d.author_id) !== s.userId) throw AppError.forbidden(cm.notYours);
    if (!withinWindow(d.created_at)) throw AppError.forbidden(cm.editWindow);
    const body = plainText(input.body);
    if (!body) throw AppError.validation({ body: [cm.bodyRequired] });
    const title = d.parent_id === null && input.title !== undefined ? plainLine(input.title) : null;
    if (title === "") throw AppError.validation({ title: [cm.titleRequired] });
    await updateDiscussionText(this.db, d.id, title, body);
    return this.one(d.id, s);
  }

  /** An author deletes their own post; moderators remove others' with `moderate` (a reason is required). */
  async remove(id: number, s: Session) {
    const { d } = await this.discussion(id, s);
    if (Number(d.author_id) !== s.userId) throw AppError.forbidden(cm.notYours);
    await softDeleteDiscussion(this.db, d.id);
    return { message: cm.deleted };
  }

  async moderate(id: number, s: Session, reason: string) {
    const { d, g } = await this.discussion(id, s);
    if (!canModerate(g, s)) throw AppError.forbidden(cm.moderatorsOnly);
    const why = plainText(reason);
    if (!why) throw AppError.validation({ reason: [cm.reasonRequired] });
    await this.db.transaction(async (tx) => {
      await removeDiscussion(tx, d.id, s.userId, why);
      await recordAudit(tx, {
        actorId: s.userId,
        action: "group.discussion.remove",
        targetType: "group_discussion",
        targetId: d.id,
        reason: why,
        before: { group: g.slug, author_id: Number(d.author_id), title: d.title, body: d.body },
        after: { removed: true },
      });
    });
    return { message: cm.removed };
  }

  async flag(id: number, s: Session, flag: "pinned" | "locked", value: boolean): Promise<Discussion> {
    const { d, g } = await this.discussion(id, s);
    if (!canModerate(g, s)) throw AppError.forbidden(cm.moderatorsOnly);
    if (d.parent_id !== null) throw AppError.validation({ id: [cm.onlyDiscussionsPinned] });
    await setFlag(this.db, d.id, flag, value);
    return this.one(d.id, s);
  }

  async react(id: number, s: Session, kind: (typeof REACTION_KINDS)[number]): Promise<Discussion> {
    const { d, g } = await this.discussion(id, s);
    this.assertMember(g, s);
    await toggleReaction(this.db, d.id, s.userId, kind);
    return this.one(d.id, s);
  }

  async addPhotos(id: number, s: Session, files: UploadedFile[]): Promise<Discussion> {
    const { d } = await this.discussion(id, s);
    if (Number(d.author_id) !== s.userId) throw AppError.forbidden(cm.notYours);
    if ((d.photos ?? []).length + files.length > MAX_DISCUSSION_PHOTOS)
      throw AppError.validation({ photos: [cm.photosMax] });
    const encoded = await encodeImages(files, "Photos must be JPEG, PNG, WebP or GIF images");
    const urls: string[] = [];
    for (const sizes of encoded) {
      const key = await writeImage(this.storage, "groups", sizes);
      urls.push(`/uploads/${key}-1280.webp`);
    }
    await setPhotos(this.db, d.id, [...(d.photos ?? []), ...urls]);
    return this.one(d.id, s);
  }
}

export function withinWindow(createdAt: Date | string, now = Date.now()) {
  return now - new Date(createdAt).getTime() <= DISCUSSION_EDIT_WINDOW_MINUTES * 60_000;
}
