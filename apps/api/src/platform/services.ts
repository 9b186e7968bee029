/**
 * The services of the modules, created once at start and reached through `app.services.<name>` (declared in
 * fastify.d.ts). A module's root plugin provides its own; route handlers only call them.
 */
import type { FastifyInstance } from "fastify";
import type { Services } from "./fastify.d.ts";

export function provideServices(app: FastifyInstance, services: Partial<Services>) {
  if (!app.hasDecorator("services")) app.decorate("services", {} as Services);
  for (const [name, service] of Object.entries(services)) {
    if (name in app.services) throw new Error(`The service ${name} is provided twice`);
    (app.services as unknown as Record<string, unknown>)[name] = service;
  }
}
