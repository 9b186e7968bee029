/**
 * The editorial desk's file and state work (issues 21/23, ADR 0802): removing a post from the site (audited), and
 * uploaded videos with their poster going draft → review → published (audited). A notice's supporting documents
 * are caveat-notices.ts.
 */

import { randomBytes } from "node:crypto";
import { communityMessages as cm, editorialMessages as em, messages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { encodeImages, writeImage } from "../../platform/images.ts";
import { plainLine, plainText } from "../../platform/plain-text.ts";
import { slugify } from "../../platform/slug.ts";
import type { Storage } from "../../platform/storage.ts";
import { storePublicFile, type UploadedFile } from "../../platform/uploads.ts";
import { deleteEditor, editorRole, listEditors, upsertEditor, userIdByEmail } from "./editors.repo.ts";
import { postByKey, setPostStatus } from "./repo.ts";
import { insertVideo, listEditorVideos, setVideoStatus, videoById } from "./videos.repo.ts";

export type EditorRole = "writer" | "publisher";
export type VideoStatus = "draft" | "in_review" | "published" | "archived";

/** What a video file is, from its first bytes: MP4 (ISO base media `ftyp`) or WebM (EBML header). */
export function videoKind(buffer: Buffer): "mp4" | "webm" | null {
  if (buffer.length >= 12 && buffer.subarray(4, 8).toString("latin1") === "ftyp") return "mp4";
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return "webm";
  return null;
}

/** A publisher removes a post from the site (archived: kept, never public); audited with the reason. */
export async function archivePost(db: Db, s: Session, id: number, reason: string) {
  const row = await postByKey(db, String(id), false);
  if (!row) throw AppError.notFound(messages.news.notFound);
  const why = plainText(reason);
  if (!why) throw AppError.validation({ reason: [cm.reasonRequired] });
  await db.transaction(async (tx) => {
    await setPostStatus(tx, id, "archived", s.userId);
    await recordAudit(tx, {
      actorId: s.userId,
      action: "news.post.remove",
      targetType: "news_post",
      targetId: id,
      reason: why,
      before: { status: row.status },
      after: { status: "archived", type: row.type, slug: row.slug },
    });
  });
}

/** An uploaded video (MP4/WebM, stored public under a random name) with an optional poster image; a draft. */
export async function uploadVideo(
  db: Db,
  storage: Storage,
  s: Session,
  fields: Record<string, string | string[]>,
  files: UploadedFile[],
) {
  const text = (k: string) => (typeof fields[k] === "string" ? (fields[k] as string) : "");
  const title = plainLine(text("title"));
  if (title.length < 3) throw AppError.validation({ title: [em.titleTooShort] });
  const category = text("category") === "tour" ? "tour" : "explainer";
  const file = files.find((f) => f.field === "video");
  if (!file) throw AppError.validation({ video: [em.videoFileRequired] });
  const kind = videoKind(file.buffer);
  if (!kind) throw AppError.validation({ video: [em.videoKinds] });
  const poster = files.find((f) => f.field === "poster");
  let posterUrl: string | null = null;
  if (poster) {
    const [sizes] = await encodeImages([poster], em.posterKinds);
    posterUrl = `/uploads/${await writeImage(storage, "videos", sizes as Buffer[])}-1280.webp`;
  }
  const fileUrl = await storePublicFile(storage, "videos", file.buffer, kind);
  const duration = Number(text("duration_seconds"));
  const id = await insertVideo(db, {
    // The time and a random tail: two uploads with one title in the same millisecond still differ.
    slug: `${slugify(title).slice(0, 80) || "video"}-${Date.now().toString(36)}${randomBytes(2).toString("hex")}`,
    title,
    description: plainText(text("description")),
    category,
    source: "upload",
    youtube_id: null,
    file_url: fileUrl,
    poster_url: posterUrl,
    duration_seconds: Number.isInteger(duration) && duration > 0 && duration <= 36_000 ? duration : null,
    author_id: s.userId,
  });
  return videoById(db, id);
}

/**
 * Moves a video: writers send their own drafts for review; publishers (and admins) publish, move back to drafts
 * or remove. Publishing and removing are audited.
 */
export async function moveVideo(db: Db, s: Session, role: EditorRole, id: number, to: VideoStatus) {
  const v = await videoById(db, id);
  if (!v) throw AppError.notFound(em.videoNotFound);
  if (role === "writer" && !(to === "in_review" && Number(v.author_id) === s.userId && v.status === "draft"))
    throw AppError.forbidden(cm.publishersOnly);
  await db.transaction(async (tx) => {
    await setVideoStatus(tx, id, to);
    if (to === "published" || to === "archived" || v.status === "published")
      await recordAudit(tx, {
        actorId: s.userId,
        action: to === "published" ? "video.publish" : to === "archived" ? "video.remove" : "video.unpublish",
        targetType: "video",
        targetId: id,
        before: { status: v.status },
        after: { status: to, slug: v.slug },
      });
  });
  return videoById(db, id);
}

export { listEditorVideos };

// ── the desk's people (admins choose editors) ──

/** Makes the account with this email a writer or publisher (or changes their role); audited. Admins only. */
export async function setEditor(db: Db, s: Session, email: string, role: EditorRole) {
  if (s.role !== "admin") throw AppError.forbidden(em.adminsChooseEditors);
  const userId = await userIdByEmail(db, email);
  if (!userId) throw AppError.validation({ email: [em.noAccountWithEmail] }, em.noAccountWithEmail);
  await db.transaction(async (tx) => {
    const before = await editorRole(tx, userId);
    await upsertEditor(tx, userId, role);
    await recordAudit(tx, {
      actorId: s.userId,
      action: "news.editor.set",
      targetType: "news_editor",
      targetId: userId,
      before: before ? { role: before } : null,
      after: { role },
    });
  });
  return userId;
}

/** Takes an account off the editorial desk; audited. Admins only. */
export async function removeEditor(db: Db, s: Session, userId: number) {
  if (s.role !== "admin") throw AppError.forbidden(em.adminsChooseEditors);
  await db.transaction(async (tx) => {
    const before = await editorRole(tx, userId);
    if (!before || !(await deleteEditor(tx, userId))) throw AppError.notFound(em.editorNotFound);
    await recordAudit(tx, {
      actorId: s.userId,
      action: "news.editor.remove",
      targetType: "news_editor",
      targetId: userId,
      before: { role: before },
      after: null,
    });
  });
}

export async function editors(db: Db, s: Session) {
  if (s.role !== "admin") throw AppError.forbidden(em.adminsChooseEditors);
  return (await listEditors(db)).map((e) => ({ ...e, since: new Date(e.since).toISOString() }));
}
