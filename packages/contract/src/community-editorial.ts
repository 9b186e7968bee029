/**
 * Community moderation and editorial extras (issue 21/23, ADR 0802): a private group's join requests, and the
 * editorial messages for removing posts and attaching supporting documents.
 */
import { z } from "zod";
import { personBriefSchema } from "./community.ts";

export const editorialMessages = {
  rejected: "Request declined",
  archived: "Removed from the site",
  documentsAdded: "Documents attached",
  documentKinds: "Documents must be PDF files or JPEG, PNG, WebP or GIF images",
  documentsMax: "At most 10 documents per notice",
  documentsNoticesOnly: "Only notices carry supporting documents",
  videoKinds: "The video must be an MP4 or WebM file",
  posterKinds: "The poster must be a JPEG, PNG, WebP or GIF image",
  videoFileRequired: "Choose a video file",
} as const;

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
