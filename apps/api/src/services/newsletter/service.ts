import { messages } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import { csvFile } from "../../platform/csv.ts";
import { allSubscribers, insertSubscriber } from "./repo.ts";

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

  /** The subscribers as a CSV file (email, platform, subscribed_at), for an admin to take to a mailing tool. */
  async subscribersCsv(): Promise<string> {
    const rows = await allSubscribers(this.db);
    return csvFile(
      ["email", "platform", "subscribed_at"],
      rows.map((r) => [r.email, r.platform, new Date(r.createdAt).toISOString()]),
    );
  }
}
