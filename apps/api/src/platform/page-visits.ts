/**
 * What a page visit does besides showing the page (ADR 0022): a listing page counts a view. A module registers
 * the API paths whose reads have such an effect; when the server answers a page from a kept render (no API call
 * made), it hands the visit to the module instead of re-running the whole API request (ADR 0021: cheap hits).
 */
import type { FastifyRequest } from "fastify";

type Handler = (match: RegExpExecArray, request: FastifyRequest) => void;

export class PageVisits {
  private readonly handlers: { pattern: RegExp; handle: Handler }[] = [];

  /** `handle` runs for every kept page whose render called an API path matching `pattern`. */
  on(pattern: RegExp, handle: Handler): void {
    this.handlers.push({ pattern, handle });
  }

  /** The API calls of a render that have an effect of their own. */
  counted(calls: string[]): string[] {
    return calls.filter((c) => this.handlers.some((h) => h.pattern.test(c)));
  }

  /** Replays those effects for `request`'s visitor; never throws (a lost view is not worth a failed page). */
  visit(paths: string[], request: FastifyRequest): void {
    for (const path of paths)
      for (const h of this.handlers) {
        const match = h.pattern.exec(path);
        if (!match) continue;
        try {
          h.handle(match, request);
        } catch (err) {
          request.log.warn({ err }, "page visit effect failed");
        }
      }
  }
}
