/**
 * The news desk (issue 21, ADR 0800/0801/0802): editors (news_editors rows, and every admin) write and submit
 * drafts; publishers (and admins) publish, unpublish and remove posts, which the admin audit log records; notices
 * take supporting documents; videos are added from YouTube or uploaded and moved draft → review → published; admins
 * name the desk's people. The public reads are service.ts.
 */
import {
  communityMessages as cm,
  editorialMessages as em,
  messages,
  NEWS_POST_TYPES,
  type NewsPost,
  type NewsPostType,
  pageMeta,
  type Video,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { type PageCache, SERVICES } from "../../platform/page-cache.ts";
import { plainLine, plainText } from "../../platform/plain-text.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { slugify } from "../../platform/slug.ts";
import type { Storage } from "../../platform/storage.ts";
import type { MultipartBody, UploadedFile } from "../../platform/uploads.ts";
import { attachDocuments } from "./caveat-notices.ts";
import * as ed from "./editorial.ts";
import { editorRole } from "./editors.repo.ts";
import { type PostInput, toPost, toVideo, valuesOf, youtubeId } from "./present.ts";
import {
  authorNameOf,
  insertPost,
  listPosts,
  type PostRow,
  postByKey,
  setPostStatus,
  slugTaken,
  updatePost,
} from "./repo.ts";
import { insertVideo, type VideoRow, videoById } from "./videos.repo.ts";

export class NewsDeskService {
  private readonly db: Db;
  private readonly storage: Storage;
  private readonly pages: PageCache;
  constructor(deps: ServiceDeps) {
    this.db = deps.db;
    this.storage = deps.storage;
    this.pages = deps.pages;
  }

  /** A post as it stands now after a write, which search's kept caveat-post results must not outlive (SERVICES). */
  private async written(id: number): Promise<NewsPost> {
    await this.pages.bump(SERVICES);
    return this.post(id);
  }

  /** A post as it stands now, any status (after a write). */
  private async post(id: number): Promise<NewsPost> {
    return toPost((await postByKey(this.db, String(id), false)) as PostRow);
  }

  /** The caller's editorial role: admins publish; news_editors rows write or publish; null for everyone else. */
  async deskRole(s: Session): Promise<"writer" | "publisher" | null> {
    if (s.role === "admin") return "publisher";
    return (await editorRole(this.db, s.userId)) ?? null;
  }

  /** The caller's editorial role; everyone else is refused (403). */
  async roleOf(s: Session): Promise<"writer" | "publisher"> {
    const role = await this.deskRole(s);
    if (!role) throw AppError.forbidden(cm.editorsOnly);
    return role;
  }

  async editorList(
    s: Session,
    q: { page?: number; per_page?: number; status?: PostRow["status"]; type?: NewsPostType },
  ) {
    await this.roleOf(s);
    const perPage = q.per_page ?? 20;
    const page = q.page ?? 1;
    const { items, total } = await listPosts(this.db, {
      statuses: q.status ? [q.status] : ["draft", "in_review", "published", "archived"],
      types: q.type ? [q.type] : [...NEWS_POST_TYPES],
      words: [],
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return { posts: items.map(toPost), pagination: pageMeta(page, perPage, total) };
  }

  private async editable(s: Session, id: number) {
    const role = await this.roleOf(s);
    const row = await postByKey(this.db, String(id), false);
    if (!row) throw AppError.notFound(messages.news.notFound);
    if (role === "writer" && (Number(row.author_id) !== s.userId || row.status === "published"))
      throw AppError.forbidden(cm.publishersOnly);
    return { role, row };
  }

  async create(s: Session, input: PostInput): Promise<NewsPost> {
    await this.roleOf(s);
    const values = valuesOf(input, await authorNameOf(this.db, s.userId));
    if (!values.title) throw AppError.validation({ title: [em.postTitle] });
    const base = slugify(values.title).slice(0, 80) || "post";
    // The first free of base, base-2, base-3…; a post written at the same moment may take it between the check
    // and the insert (which then stores nothing): try the next one.
    let id = 0;
    for (let n = 1; !id; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await slugTaken(this.db, slug)))
        id = await insertPost(this.db, { ...values, slug, author_id: s.userId });
    }
    return this.post(id);
  }

  async update(s: Session, id: number, input: PostInput): Promise<NewsPost> {
    const { row } = await this.editable(s, id);
    const values = valuesOf(input, row.author_name);
    if (!values.title) throw AppError.validation({ title: [em.postTitle] });
    await updatePost(this.db, id, values);
    return this.written(id);
  }

  async submit(s: Session, id: number): Promise<NewsPost> {
    const { row } = await this.editable(s, id);
    if (row.status === "draft") await setPostStatus(this.db, id, "in_review", null);
    return this.written(id);
  }

  async setPublished(s: Session, id: number, publish: boolean): Promise<NewsPost> {
    const role = await this.roleOf(s);
    if (role !== "publisher") throw AppError.forbidden(cm.publishersOnly);
    const row = await postByKey(this.db, String(id), false);
    if (!row) throw AppError.notFound(messages.news.notFound);
    await this.db.transaction(async (tx) => {
      await setPostStatus(tx, id, publish ? "published" : "draft", s.userId);
      await recordAudit(tx, {
        actorId: s.userId,
        action: publish ? "news.post.publish" : "news.post.unpublish",
        targetType: "news_post",
        targetId: id,
        before: { status: row.status },
        after: { status: publish ? "published" : "draft", type: row.type, slug: row.slug },
      });
    });
    return this.written(id);
  }

  /** Removes a post from the site (publishers; audited with its reason). */
  async archive(s: Session, id: number, reason: string): Promise<NewsPost> {
    if ((await this.roleOf(s)) !== "publisher") throw AppError.forbidden(cm.publishersOnly);
    await ed.archivePost(this.db, s, id, reason);
    return this.written(id);
  }

  async addDocuments(s: Session, id: number, files: UploadedFile[]): Promise<NewsPost> {
    await this.editable(s, id);
    await attachDocuments(this.db, this.storage, id, files);
    return this.written(id);
  }

  /** The desk's people (admins): list, add or change, remove; each change audited. */
  editors(s: Session) {
    return ed.editors(this.db, s);
  }
  async setEditor(s: Session, email: string, role: ed.EditorRole) {
    await ed.setEditor(this.db, s, email, role);
    return this.editors(s);
  }
  removeEditor(s: Session, userId: number) {
    return ed.removeEditor(this.db, s, userId);
  }

  async editorVideos(s: Session, status?: ed.VideoStatus): Promise<Video[]> {
    await this.roleOf(s);
    return (await ed.listEditorVideos(this.db, status)).map(toVideo);
  }

  async uploadVideo(s: Session, body: MultipartBody): Promise<Video> {
    await this.roleOf(s);
    return toVideo((await ed.uploadVideo(this.db, this.storage, s, body.fields, body.files)) as VideoRow);
  }

  async moveVideo(s: Session, id: number, to: ed.VideoStatus): Promise<Video> {
    const role = await this.roleOf(s);
    return toVideo((await ed.moveVideo(this.db, s, role, id, to)) as VideoRow);
  }

  async addVideo(
    s: Session,
    input: {
      title: string;
      description: string;
      category: "tour" | "explainer";
      youtube_url?: string | null;
      duration_seconds?: number | null;
    },
  ): Promise<Video> {
    await this.roleOf(s);
    const id = input.youtube_url ? youtubeId(input.youtube_url) : null;
    if (!id)
      throw AppError.validation({ youtube_url: [input.youtube_url ? cm.youtubeInvalid : cm.videoSource] });
    const title = plainLine(input.title);
    const base = slugify(title).slice(0, 80) || "video";
    const vid = await insertVideo(this.db, {
      slug: `${base}-${id.toLowerCase()}`,
      title,
      description: plainText(input.description),
      category: input.category,
      source: "youtube",
      youtube_id: id,
      file_url: null,
      poster_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      duration_seconds: input.duration_seconds ?? null,
      author_id: s.userId,
    });
    if (!vid) throw new AppError(409, em.videoListed, "CONFLICT");
    return toVideo((await videoById(this.db, vid)) as VideoRow);
  }
}
