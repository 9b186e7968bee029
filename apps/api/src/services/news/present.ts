/**
 * The news service's pure helpers (ADR 0800/0801): how posts and videos are shown, how an editor's input is
 * stored (markup stripped; articles keep their Markdown), title-number and address keys, distances, YouTube ids.
 */
import type { NewsPost, NewsPostType, newsPostInputSchema, Video } from "@ile/contract";
import { NEWS_POST_TYPES, webLinkOrNull } from "@ile/contract";
import type { z } from "zod";
import { plainLine, plainText } from "../../platform/plain-text.ts";
import { plainHtml, readingMinutes, renderMarkdown } from "./markdown.ts";
import type { PostRow, PostValues } from "./repo.ts";
import type { VideoRow } from "./videos.repo.ts";

export type PostInput = z.output<typeof newsPostInputSchema>;
export const ARTICLE_TYPES = new Set<NewsPostType>(["news", "blog"]);
export const PUBLIC_DEFAULT_TYPES = NEWS_POST_TYPES.filter((t) => t !== "blog");

export const words = (q: string | undefined) =>
  plainLine(q ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);

/** "LA/1234/2019 " → "LA12342019": title numbers compare without case, spaces or punctuation. */
export const titleKey = (v: string | null | undefined) => {
  const k = String(v ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  return k.length >= 3 ? k : null;
};
export const addressKey = (v: string | null | undefined) =>
  String(v ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function toPost(r: PostRow): NewsPost {
  const article = ARTICLE_TYPES.has(r.type);
  const html = article ? renderMarkdown(r.content) : plainHtml(r.content);
  return {
    id: Number(r.id),
    slug: r.slug,
    type: r.type,
    status: r.status,
    title: r.title,
    excerpt: r.excerpt,
    content: r.content,
    content_html: html,
    cover_url: coverOut(r.cover_url),
    tags: r.tags ?? [],
    author_name: r.author_name,
    reading_minutes: readingMinutes(r.content),
    title_number: r.title_number,
    survey_plan_number: r.survey_plan_number,
    state: r.state,
    lga: r.lga,
    address: r.address,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    claimant: r.claimant,
    nature_of_claim: r.nature_of_claim,
    claim_date: r.claim_date,
    documents: (r.documents ?? []).map((d) => ({ name: d.name, url: d.url })),
    sample: r.sample,
    published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

export function toVideo(v: VideoRow): Video {
  return {
    id: Number(v.id),
    slug: v.slug,
    title: v.title,
    description: v.description,
    category: v.category,
    source: v.source,
    youtube_id: v.youtube_id,
    file_url: v.file_url,
    poster_url: v.poster_url,
    duration_seconds: v.duration_seconds,
    status: v.status,
    created_at: new Date(v.created_at).toISOString(),
  };
}

/**
 * A stored cover as replies show it: an http(s) URL (the contract's one URL type) or a path on this site; rows
 * stored before the check that hold anything else (javascript:, data:) show none.
 */
const coverOut = (url: string | null) =>
  webLinkOrNull(url) ?? (url && /^\/(?![/\\])\S*$/.test(url) ? url : null);

/** The stored values of an editor's input: every text field plain (articles keep their Markdown source). */
export function valuesOf(input: PostInput, authorName: string): PostValues {
  const line = (v: string | null | undefined) => plainLine(v) || null;
  const article = ARTICLE_TYPES.has(input.type);
  return {
    type: input.type,
    title: plainLine(input.title),
    excerpt: plainLine(input.excerpt),
    // Markdown is kept as written (raw HTML in it is rendered as text); notices are plain text.
    content: article ? input.content.replace(/\r\n?/g, "\n").trim() : plainText(input.content),
    cover_url: input.cover_url ?? null,
    tags: [...new Set(input.tags.map((t) => plainLine(t).toLowerCase()).filter(Boolean))],
    author_name: authorName,
    title_number: line(input.title_number),
    title_number_key: titleKey(input.title_number),
    survey_plan_number: line(input.survey_plan_number),
    state: line(input.state),
    lga: line(input.lga),
    address: line(input.address),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    claimant: line(input.claimant),
    nature_of_claim: line(input.nature_of_claim),
    claim_date: input.claim_date ?? null,
  };
}

/** A YouTube video id from a watch, share, embed or shorts link; null otherwise. */
export function youtubeId(url: string): string | null {
  const m = url
    .trim()
    .match(
      /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/,
    );
  return m?.[1] ?? null;
}
