/**
 * The services of the modules, created once at start and reached through `app.services.<name>` (declared in
 * fastify.d.ts). A module's root plugin provides its own; route handlers only call them.
 */
import type { FastifyInstance, FastifyServices } from "fastify";

export function provideServices(app: FastifyInstance, services: Partial<FastifyServices>) {
  if (!app.hasDecorator("services")) app.decorate("services", {} as FastifyServices);
  for (const [name, service] of Object.entries(services)) {
    if (name in app.services) throw new Error(`The service ${name} is provided twice`);
    (app.services as unknown as Record<string, unknown>)[name] = service;
  }
}
