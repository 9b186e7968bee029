/**
 * Caveat notices (issues 21/38, ADR 0800/0802): the news posts of a notice type (caveat, change of name, loss of
 * title). Two things only notices have: the listing caveat check (a published caveat or loss-of-title notice
 * matches a listing by title number, by coordinates within CAVEAT_MATCH_METRES, or by the same address) and a
 * notice's supporting documents (stored privately, served only while the notice is published: they are the public
 * evidence of its claim). The public reads call these through NewsService (service.ts), the editors' writes
 * through NewsDeskService (desk.ts); listing, reading and publishing notices is the same as any post.
 */
import { CAVEAT_MATCH_METRES, editorialMessages as em, MAX_NOTICE_DOCUMENTS, messages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { plainLine } from "../../platform/plain-text.ts";
import { contentTypeOf, type Storage } from "../../platform/storage.ts";
import { readStored, storePrivateDocument, type UploadedFile } from "../../platform/uploads.ts";
import { addressKey, metresBetween, titleKey } from "./present.ts";
import { addDocuments, caveatCandidates, postByKey, storedDocuments } from "./repo.ts";

export const NEWS_BASE = "/svc/news";
const NOTICE_TYPES = new Set(["caveat", "change_of_name", "loss_of_title"]);

/** What the listing caveat check is asked about: a listing's title number, coordinates, address and state. */
export interface CaveatMatchQuery {
  title_number?: string;
  latitude?: number;
  longitude?: number;
  address?: string;
  state?: string;
}

/** The listing caveat check: published notices that may concern a place, each with what it matched on. */
export async function caveatMatches(db: Db, q: CaveatMatchQuery) {
  const key = titleKey(q.title_number);
  const here =
    q.latitude !== undefined && q.longitude !== undefined ? { lat: q.latitude, lng: q.longitude } : null;
  const dLat = CAVEAT_MATCH_METRES / 111_000;
  const dLng = here ? dLat / Math.max(0.1, Math.cos((here.lat * Math.PI) / 180)) : 0;
  const addr = addressKey(q.address);
  const rows = await caveatCandidates(db, {
    titleKey: key,
    box: here
      ? {
          minLat: here.lat - dLat,
          maxLat: here.lat + dLat,
          minLng: here.lng - dLng,
          maxLng: here.lng + dLng,
        }
      : null,
    state: addr.length >= 8 && q.state ? plainLine(q.state) : null,
  });
  const posts = [];
  for (const r of rows) {
    const matched_on =
      key && r.title_number_key === key
        ? ("title_number" as const)
        : here &&
            r.latitude !== null &&
            r.longitude !== null &&
            metresBetween(here, { lat: Number(r.latitude), lng: Number(r.longitude) }) <= CAVEAT_MATCH_METRES
          ? ("location" as const)
          : addr.length >= 8 && addressKey(r.address) === addr
            ? ("address" as const)
            : null;
    if (matched_on)
      posts.push({
        id: Number(r.id),
        slug: r.slug,
        type: r.type,
        title: r.title,
        title_number: r.title_number,
        address: r.address,
        sample: r.sample,
        matched_on,
      });
  }
  return posts;
}

/** Attaches supporting documents (PDF as sent, images re-encoded without metadata) to a notice. */
export async function attachDocuments(db: Db, storage: Storage, id: number, files: UploadedFile[]) {
  const row = await postByKey(db, String(id), false);
  if (!row) throw AppError.notFound(messages.news.notFound);
  if (!NOTICE_TYPES.has(row.type)) throw AppError.validation({ documents: [em.documentsNoticesOnly] });
  if (!files.length) throw AppError.validation({ documents: [em.documentKinds] });
  const stored = await storedDocuments(db, id);
  if (stored.length + files.length > MAX_NOTICE_DOCUMENTS)
    throw AppError.validation({ documents: [em.documentsMax] });
  const docs = [];
  for (const [i, f] of files.entries()) {
    const path = await storePrivateDocument(storage, "notices", f, "documents").catch((e: unknown) => {
      if (e instanceof AppError) throw AppError.validation({ documents: [em.documentKinds] });
      throw e;
    });
    const n = stored.length + i;
    const name = plainLine(f.filename).slice(0, 120) || `Document ${n + 1}`;
    docs.push({ name, url: `${NEWS_BASE}/caveat/${id}/documents/${n}`, path });
  }
  await addDocuments(db, id, docs);
}

/** One supporting document of a published notice (public evidence); 404 otherwise. */
export async function documentFile(db: Db, storage: Storage, key: string, n: number) {
  const row = await postByKey(db, key, true);
  const doc = row ? (await storedDocuments(db, Number(row.id)))[n] : undefined;
  if (!doc?.path) throw AppError.notFound(em.documentNotFound);
  const data = await readStored(storage, doc.path).catch(() => {
    throw AppError.notFound(em.documentNotFound);
  });
  return { data, contentType: contentTypeOf(doc.path), name: doc.name };
}
