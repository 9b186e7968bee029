/** The route shapes the groups service's route files share: tags, the bearer line, parameters and replies. */
import { discussionSchema, groupSchema, intString } from "@ile/contract";
import { z } from "zod";
import { bearer } from "../../platform/route-shapes.ts";

export const tags = ["groups"];
export const security = bearer;
/** A group's slug, or its id. */
export const key = z.string().min(1).max(120);
export const idParams = z.object({ id: intString("id", 1) });
export const ok = z.object({ status: z.literal("success"), message: z.string() });
export const discussionReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  discussion: discussionSchema,
});
export const groupMessageReply = z.object({
  status: z.literal("success"),
  message: z.string(),
  group: groupSchema,
});
