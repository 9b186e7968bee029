import { z } from "zod";

import { NEWSLETTER_PLATFORM } from "./constants.ts";

export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  platform: z.string().trim().max(64).default(NEWSLETTER_PLATFORM),
  honeypot: z.string().max(1000).optional().default(""),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
});
export type NewsletterReply = z.infer<typeof newsletterReplySchema>;
