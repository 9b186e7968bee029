/** The newsletter service (SPEC §7 POST /subscribe). */
import { messages } from "@ile/contract";
import { env } from "@/config/env";
import { type SimpleClientOptions, satellite } from "./satellite";

export interface NewsletterPayload {
  email: string;
  platform: string;
  honeypot: string;
}

export function createNewsletterApi(opts: SimpleClientOptions) {
  return {
    subscribe: (payload: NewsletterPayload) =>
      satellite<{ status: string; message: string }>(opts, "/subscribe", messages.newsletter.failed, {
        method: "POST",
        body: payload,
      }),
  };
}

/** The app's client (its own module, so a page that never calls it does not load it). */
export const newsletterApi = createNewsletterApi({ baseUrl: env.newsletterBase });
