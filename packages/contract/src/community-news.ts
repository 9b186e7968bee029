/**
 * The news service's schemas (issue 21, ADR 0800/0801; /svc/news): posts (caveat, change-of-name and
 * loss-of-title notices, news and blog articles) with their supporting documents, the listing caveat check,
 * editors' post input and list, and videos. Constants and messages are community.ts.
 */
import { z } from "zod";
import { communityMessages, NEWS_POST_STATUSES, NEWS_POST_TYPES } from "./community-constants.ts";
import { plain } from "./community-fields.ts";
import { paginationSchema } from "./page.ts";
import { intString } from "./schemas.ts";
import { httpUrl } from "./urls.ts";

export const postDocumentSchema = z.object({ name: z.string(), url: z.string() });

export const newsPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(NEWS_POST_TYPES),
  status: z.enum(NEWS_POST_STATUSES),
  title: z.string(),
  excerpt: z.string(),
  /** Markdown (articles) or plain text (notices), as written. */
  content: z.string(),
  /** The content rendered to HTML on the server with raw HTML disabled (safe to insert). */
  content_html: z.string(),
  cover_url: z.string().nullable(),
  tags: z.array(z.string()),
  author_name: z.string(),
  reading_minutes: z.number().int(),
  title_number: z.string().nullable(),
  survey_plan_number: z.string().nullable(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  claimant: z.string().nullable(),
  nature_of_claim: z.string().nullable(),
  claim_date: z.string().nullable(),
  documents: z.array(postDocumentSchema),
  sample: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsListQuerySchema = z.object({
  status: z.enum(["published"], { error: "Only published posts are listed here" }).optional(),
  per_page: intString("per_page", 1).max(50, { error: "per_page must be at most 50" }).optional(),
  page: intString("page", 1).optional(),
  type: z.enum(NEWS_POST_TYPES, { error: `type must be one of ${NEWS_POST_TYPES.join(", ")}` }).optional(),
  query: plain("query", 200).optional(),
  state: plain("state", 60).optional(),
  tag: plain("tag", 60).optional(),
  /** Notices on a title number, as typed ("LA/1234/2019", "la 1234"): its letters and digits begin the number's. */
  title_number: plain("title_number", 80).optional(),
  /** Notices in a place: a state, an LGA or part of an address ("Lekki", "Akinyele"). */
  place: plain("place", 100).optional(),
});
export const newsListReplySchema = z.object({
  status: z.literal("success"),
  posts: z.array(newsPostSchema),
  pagination: paginationSchema,
});
export const newsPostReplySchema = z.object({ status: z.literal("success"), post: newsPostSchema });

export const caveatMatchQuerySchema = z.object({
  title_number: plain("title_number", 80).optional(),
  latitude: z.coerce.number({ error: "latitude must be a number" }).min(-90).max(90).optional(),
  longitude: z.coerce.number({ error: "longitude must be a number" }).min(-180).max(180).optional(),
  address: plain("address", 300).optional(),
  state: plain("state", 60).optional(),
});
export const caveatMatchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(NEWS_POST_TYPES),
  title: z.string(),
  title_number: z.string().nullable(),
  address: z.string().nullable(),
  sample: z.boolean(),
  /** Why it matched: the same title number, a location within 150 m, or the same address. */
  matched_on: z.enum(["title_number", "location", "address"]),
});
export const caveatMatchReplySchema = z.object({
  status: z.literal("success"),
  posts: z.array(caveatMatchSchema),
});
/** Radius within which a caveat's coordinates match a listing's. */
export const CAVEAT_MATCH_METRES = 150;

const optText = (name: string, max: number) => plain(name, max).nullable().optional();
export const newsPostInputSchema = z.object({
  type: z.enum(NEWS_POST_TYPES, { error: `type must be one of ${NEWS_POST_TYPES.join(", ")}` }),
  title: plain("title", 200).min(3, { error: "Title must be at least 3 characters" }),
  excerpt: plain("excerpt", 400).default(""),
  content: plain("content", 100_000).default(""),
  cover_url: httpUrl("cover_url must be a web address starting with http:// or https://")
    .nullable()
    .optional(),
  tags: z.array(plain("tag", 40)).max(10, { error: "At most 10 tags" }).default([]),
  title_number: optText("title_number", 80),
  survey_plan_number: optText("survey_plan_number", 80),
  state: optText("state", 60),
  lga: optText("lga", 80),
  address: optText("address", 300),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  claimant: optText("claimant", 200),
  nature_of_claim: optText("nature_of_claim", 500),
  claim_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "claim_date must be YYYY-MM-DD" })
    .nullable()
    .optional(),
});
export const editorPostListReplySchema = z.object({
  status: z.literal("success"),
  posts: z.array(newsPostSchema),
  pagination: paginationSchema,
});

export const videoSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(["tour", "explainer"]),
  source: z.enum(["youtube", "upload"]),
  youtube_id: z.string().nullable(),
  file_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  status: z.enum(["draft", "in_review", "published", "archived"]),
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListReplySchema = z.object({
  status: z.literal("success"),
  videos: z.array(videoSchema),
  pagination: paginationSchema,
});
export const videoInputSchema = z.object({
  title: plain("title", 200).min(3, { error: "Title must be at least 3 characters" }),
  description: plain("description", 4000).default(""),
  category: z
    .enum(["tour", "explainer"], { error: "category must be tour or explainer" })
    .default("explainer"),
  youtube_url: httpUrl(communityMessages.youtubeInvalid).nullable().optional(),
  duration_seconds: z.number().int().min(1).max(36_000).nullable().optional(),
});
