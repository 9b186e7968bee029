/** WhatsApp's service, built once (app.services.whatsapp); delivery itself is the outbox's (platform/whatsapp.ts). */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { serviceDepsOf } from "../../platform/service-deps.ts";
import { provideServices } from "../../platform/services.ts";
import { WhatsAppService } from "./service.ts";

declare module "fastify" {
  interface FastifyServices {
    whatsapp: WhatsAppService;
  }
}

export const whatsappPlugin = fp(
  async (app: FastifyInstance) => {
    provideServices(app, { whatsapp: new WhatsAppService(serviceDepsOf(app)) });
  },
  { name: "ile-whatsapp", dependencies: ["ile-outbox", "ile-services"] },
);
