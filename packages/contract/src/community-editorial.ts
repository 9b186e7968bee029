/**
 * Community moderation and editorial extras (issue 21/23, ADR 0802): a private group's join requests, and the
 * editorial messages for removing posts and attaching supporting documents.
 */
import { z } from "zod";
import { personBriefSchema } from "./community.ts";

export const editorialMessages = {
  saved: "Saved",
  sentForReview: "Sent for review",
  published: "Published",
  movedToDrafts: "Moved back to drafts",
  videoSaved: "Video saved",
  unknownStatus: "Unknown status",
  unknownType: "Unknown type",
  categoryInvalid: "category must be tour or explainer",
  perPageMax: (max: number) => `per_page must be at most ${max}`,
  reasonTooLong: "reason must be at most 500 characters",
  postTitle: "Give the post a title",
  titleTooShort: "Title must be at least 3 characters",
  documentNotFound: "Document not found",
  videoNotFound: "Video not found",
  videoListed: "This video is already listed",
  rejected: "Request declined",
  archived: "Removed from the site",
  documentsAdded: "Documents attached",
  documentKinds: "Documents must be PDF files or JPEG, PNG, WebP or GIF images",
  documentsMax: "At most 10 documents per notice",
  documentsNoticesOnly: "Only notices carry supporting documents",
  videoKinds: "The video must be an MP4 or WebM file",
  posterKinds: "The poster must be a JPEG, PNG, WebP or GIF image",
  videoFileRequired: "Choose a video file",
  editorSaved: "Editor saved",
  editorRemoved: "Editor removed",
  editorNotFound: "This person is not an editor",
  adminsChooseEditors: "Only admins can choose editors",
  noAccountWithEmail: "No account has this email address",
} as const;

export const EDITOR_ROLES = ["writer", "publisher"] as const;
export type EditorRole = (typeof EDITOR_ROLES)[number];

/** A person on the editorial desk (GET /svc/news/editor/editors, admins). */
export const editorSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(EDITOR_ROLES),
  since: z.string(),
});
export type Editor = z.infer<typeof editorSchema>;
export const editorInputSchema = z.object({
  email: z.email({ error: "Enter the person's email address" }).max(254),
  role: z.enum(EDITOR_ROLES, { error: "role must be writer or publisher" }),
});

/** Supporting documents per notice. */
export const MAX_NOTICE_DOCUMENTS = 10;

export const joinRequestSchema = z.object({
  user: personBriefSchema,
  requested_at: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListReplySchema = z.object({
  status: z.literal("success"),
  requests: z.array(joinRequestSchema),
});
