/**
 * How inspections tell a person something (ADR 0970), through the shared helpers only: the bell
 * (`notify`), an e-mail and, when given an SMS text and the person has an international number, an SMS
 * (`outbox.send`), web push where they enabled it (`PushService.sendToUser`), and the message's WhatsApp template
 * when the person turned WhatsApp on (issue 50, ADR 0750; its e-mail is already sent, so no fallback). A channel added to Ile is added
 * here once. Telling never fails the change it reports: a failure is logged.
 */
import type { WhatsAppTemplateKey } from "@ile/contract";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { notify } from "../notifications/service.ts";
import type { PushService } from "../push/service.ts";
import { contactOf } from "./repo.ts";

export interface Message {
  title: string;
  text: string;
  /** Sent by SMS too when given. */
  sms?: string;
  /** A path on Ile (the bell and the push message open it). */
  link: string;
  /** The outbox kind (viewing_booked, viewing_reminder…). */
  kind: string;
  /** The WhatsApp template and its parameters; `event` names the change once (the person's id is added). */
  whatsapp?: { template: WhatsAppTemplateKey; params: string[]; event: string };
}

export type Tell = (userId: number, m: Message) => Promise<void>;

export function tellerOf(deps: Pick<ServiceDeps, "db" | "outbox" | "log">, push: PushService): Tell {
  return async (userId, m) => {
    try {
      await notify(deps.db, userId, { kind: "viewing", title: m.title, body: m.text, link: m.link });
      const contact = await contactOf(deps.db, userId);
      if (contact?.email)
        await deps.outbox.send({
          channel: "email",
          to: contact.email,
          subject: m.title,
          text: m.text,
          kind: m.kind,
        });
      if (m.sms && contact?.phone?.startsWith("+"))
        await deps.outbox.send({ channel: "sms", to: contact.phone, text: m.sms, kind: m.kind });
      if (m.whatsapp)
        await deps.outbox.whatsapp.template(userId, m.whatsapp.template, m.whatsapp.params, {
          eventKey: `${m.whatsapp.event}:${userId}`,
        });
      await push.sendToUser(userId, { title: m.title, body: m.text.slice(0, 300), url: m.link, tag: m.kind });
    } catch (err) {
      deps.log.warn({ err, userId, kind: m.kind }, "viewing notification not sent");
    }
  };
}
