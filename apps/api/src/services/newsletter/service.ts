import { messages } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import { insertSubscriber } from "./repo.ts";

export type SubscribeOutcome = { created: boolean; message: string };

/** The newsletter's rules; built once per app (modules/services.ts, ADR 0019) and reached as `app.services.newsletter`. */
export class NewsletterService {
  constructor(private readonly db: DbOrTx) {}

  /**
   * A filled honeypot means a bot: it gets the same reply as a new subscriber, so it learns nothing, and
   * nothing is stored. A repeat address is a success too, without a second row.
   */
  async subscribe(input: { email: string; platform: string; honeypot: string }): Promise<SubscribeOutcome> {
    if (input.honeypot.trim() !== "") return { created: true, message: messages.newsletter.subscribed };
    const created = await insertSubscriber(this.db, input.email, input.platform);
    return created
      ? { created: true, message: messages.newsletter.subscribed }
      : { created: false, message: messages.newsletter.alreadySubscribed };
  }
}
