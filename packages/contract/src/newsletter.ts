import { z } from "zod";

import { NEWSLETTER_PLATFORM } from "./constants.ts";
import { messages } from "./messages.ts";

/** POST /svc/newsletter/subscribe: the API's body, and the footer form's check before sending. */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: messages.newsletter.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, { error: messages.newsletter.invalidEmail })
    .pipe(z.email({ error: messages.newsletter.invalidEmail })),
  platform: z.string().trim().max(64).optional().default(NEWSLETTER_PLATFORM),
  honeypot: z.string().max(1000).optional().default(""),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
});
export type NewsletterReply = z.infer<typeof newsletterReplySchema>;
