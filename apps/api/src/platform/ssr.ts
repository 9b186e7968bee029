/**
 * Server-rendered public pages (ADR 0019). When the web build holds the server renderer
 * (WEB_DIST_DIR/server/entry-server.js), every GET of a page path is answered with the page's HTML, rendered from
 * the web app's own route table, loaders and query options. Their API calls are answered in-process
 * (`app.inject`) with the visitor's address and user agent, through the same routes, auth and page cache as a
 * browser's calls, and always signed out (the session lives in the browser's storage). Client pages, and any
 * page whose render fails, get the app shell (index.html) as before; without the renderer the app.ts not-found
 * handler serves the shell for every page.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Paths that are never pages (the API, the services, stored files). */
const NOT_PAGES = /^\/(api|svc|uploads)(\/|$)/;

type RenderResult =
  | { kind: "shell" }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string };

interface Renderer {
  createRenderer(opts: {
    template: string;
    manifest?: Record<string, unknown>;
  }): (req: { url: string; headers?: Record<string, string>; fetch: typeof fetch }) => Promise<RenderResult>;
}

/** A `fetch` for same-origin paths that answers them from this app in-process, as `request`'s visitor. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://ile.local");
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => {
      if (k !== "authorization") headers[k] = v;
    });
    const ua = request.headers["user-agent"];
    if (ua) headers["user-agent"] = ua;
    const res = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(", ") : String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

export async function ssrPlugin(app: FastifyInstance, { webDir }: { webDir: string }) {
  const entry = join(webDir, "server", "entry-server.js");
  if (!existsSync(entry)) return;
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as Renderer;
  const template = readFileSync(join(webDir, "index.html"), "utf8");
  const manifestFile = join(webDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const render = createRenderer({ template, manifest });

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (NOT_PAGES.test(path)) return reply.callNotFound();
    const shell = () => reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    let result: RenderResult;
    try {
      const url = `${request.protocol}://${request.host}${request.url}`;
      result = await render({ url, fetch: inProcessFetch(app, request) });
    } catch (err) {
      request.log.error({ err }, "server render failed; sending the app shell");
      return shell();
    }
    if (result.kind === "shell") return shell();
    if (result.kind === "redirect") return reply.redirect(result.location, result.status);
    return reply
      .status(result.status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(result.html);
  });
}
