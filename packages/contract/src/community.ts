/**
 * Community and content (issue 21, ADR 0800): the groups service (/svc/groups) and the news service (/svc/news):
 * groups, discussions, caveat and other notices, news and blog posts, videos. SPEC §7 fixes the paths of the
 * reads and §8 the messages; the bodies are ours and documented here and in the OpenAPI. This file holds the
 * groups' schemas; the constants and messages are in community-constants.ts, the news service's schemas in
 * community-news.ts.
 */
import { z } from "zod";
import { GROUP_KINDS, GROUP_VISIBILITIES, REACTION_KINDS } from "./community-constants.ts";
import { plain } from "./community-fields.ts";
import { intString } from "./schemas.ts";

// ── groups ──

export const personBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
});

export const membershipSchema = z
  .object({ role: z.enum(["owner", "moderator", "member"]), status: z.enum(["active", "pending"]) })
  .nullable();

export const groupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(GROUP_KINDS),
  state: z.string().nullable(),
  city: z.string().nullable(),
  visibility: z.enum(GROUP_VISIBILITIES),
  member_count: z.number().int(),
  discussion_count: z.number().int(),
  owner: personBriefSchema,
  /** The signed-in caller's membership, null when signed out or not a member. */
  membership: membershipSchema,
  /** True when the caller may pin, lock and remove (owner, moderator, admin). */
  can_moderate: z.boolean(),
  created_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

const reactionCounts = z.object({
  like: z.number().int(),
  helpful: z.number().int(),
  thanks: z.number().int(),
});

export const replySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  body: z.string(),
  photos: z.array(z.string()),
  author: personBriefSchema,
  reactions: reactionCounts,
  my_reactions: z.array(z.enum(REACTION_KINDS)),
  edited_at: z.string().nullable(),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Reply = z.infer<typeof replySchema>;

export const discussionSchema = replySchema.extend({
  group_id: z.number().int(),
  title: z.string(),
  pinned: z.boolean(),
  locked: z.boolean(),
  reply_count: z.number().int(),
  replies: z.array(replySchema),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const groupListQuerySchema = z.object({
  query: plain("query", 200).optional(),
  kind: z.enum(GROUP_KINDS, { error: "kind must be place or interest" }).optional(),
  cursor: intString("cursor", 0).optional(),
  limit: intString("limit", 1).max(100, { error: "limit must be at most 100" }).optional(),
});
export const groupListReplySchema = z.object({
  status: z.literal("success"),
  groups: z.array(groupSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export const groupReplySchema = z.object({ status: z.literal("success"), group: groupSchema });

export const discussionListQuerySchema = z.object({
  cursor: z
    .string()
    .max(40)
    .regex(/^\d{1,10}$/, { error: "cursor is not valid" })
    .optional(),
  limit: intString("limit", 1).max(50, { error: "limit must be at most 50" }).optional(),
});
export const discussionListReplySchema = z.object({
  status: z.literal("success"),
  group: groupSchema,
  discussions: z.array(discussionSchema),
  next_cursor: z.string().nullable(),
});

export const groupInputSchema = z.object({
  name: plain("name", 80).min(3, { error: "Name must be at least 3 characters" }),
  description: plain("description", 2000).default(""),
  kind: z.enum(GROUP_KINDS, { error: "kind must be place or interest" }).default("interest"),
  state: plain("state", 60).nullable().optional(),
  city: plain("city", 60).nullable().optional(),
  visibility: z.enum(GROUP_VISIBILITIES, { error: "visibility must be public or private" }).default("public"),
});

export const discussionInputSchema = z.object({
  title: plain("title", 160),
  body: plain("body", 10_000),
});
export const replyInputSchema = z.object({ body: plain("body", 10_000) });
export const discussionUpdateSchema = z.object({
  title: plain("title", 160).optional(),
  body: plain("body", 10_000),
});
export const reactionInputSchema = z.object({
  kind: z.enum(REACTION_KINDS, { error: "kind must be like, helpful or thanks" }),
});
export const removalInputSchema = z.object({ reason: plain("reason", 500) });
export const flagInputSchema = z.object({ value: z.boolean({ error: "value must be true or false" }) });

export const groupSearchHitSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
