/**
 * Server-rendered public pages (ADR 0022). When the web build holds the server renderer
 * (WEB_DIST_DIR/server/entry-server.js), every GET of a page path is answered with the page's HTML, rendered from
 * the web app's own route table, loaders and query options. Their API calls are answered in-process
 * (`app.inject`) with the visitor's address and user agent, through the same routes, auth and page cache as a
 * browser's calls, and always signed out (the session lives in the browser's storage). Client pages, and any
 * page whose render fails, get the app shell (index.html) as before; without the renderer the app.ts not-found
 * handler serves the shell for every page. Rendered pages are kept in the page cache (see `pageFor`). Also
 * registers robots.txt and sitemap.xml (sitemap.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DatabaseUnavailable } from "./errors.ts";
import { afterStart } from "./jobs.ts";
import { derivedPageBytes } from "./page-bytes.ts";
import { BUMPED_PAGE_TTL_MS, pageCacheOf } from "./page-cache.ts";
import { sitemapRoutes } from "./sitemap.ts";

/** Paths that are never pages (the API, the services, stored files). */
const NOT_PAGES = /^\/(api|svc|uploads)(\/|$)/;

type RenderResult =
  | { kind: "shell" }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string };

/**
 * Pages made only of data whose every change bumps the content version (a listing page: listing and people
 * writes), kept as long as the home-services lists; only their view count can lag. Other pages (groups, auctions
 * with their bids, articles) are kept the cache's 5 s.
 */
const BUMPED_PAGES = /^\/property\/[^/?]+$/;

/** A kept render as read once per kept copy: the result, its counted API calls, and the HTML's bytes to send. */
interface Kept {
  result: RenderResult;
  counted: string[];
  html: Buffer | null;
}

interface Renderer {
  createRenderer(opts: {
    template: string;
    manifest?: Record<string, unknown>;
  }): (req: { url: string; headers?: Record<string, string>; fetch: typeof fetch }) => Promise<RenderResult>;
}

/**
 * A render made while the database could not be reached (one of its API calls answered 503): shown to its
 * visitor but never kept, so the page's error state does not outlive the outage; the last page kept before it
 * is served instead while there is one (page-cache.ts).
 */
class OutageRender extends DatabaseUnavailable {
  constructor(readonly json: string) {
    super("a page rendered while the database could not be reached");
  }
}

/**
 * A `fetch` for same-origin paths that answers them from this app in-process, as `request`'s visitor; `calls`
 * gets each path and `statuses` each answer's status.
 */
function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: string[],
  statuses: number[],
): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://ile.local");
    calls.push(url.pathname + url.search);
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
    statuses.push(res.statusCode);
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(", ") : String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

export async function ssrPlugin(app: FastifyInstance, { webDir }: { webDir: string }) {
  await app.register(sitemapRoutes, { publicUrl: app.config.PUBLIC_URL });
  const entry = join(webDir, "server", "entry-server.js");
  if (!existsSync(entry)) return;
  const template = readFileSync(join(webDir, "index.html"), "utf8");
  const manifestFile = join(webDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  // The renderer's bundle (React and every page) is imported by the first page asked for, or in the background
  // once the server has started (`afterStart`), not before listening: an API request after a restart need not
  // wait for it (issue 52).
  type Render = ReturnType<Renderer["createRenderer"]>;
  let loading: Promise<Render> | null = null;
  const renderer = () => {
    loading ??= import(pathToFileURL(entry).href).then((m: Renderer) =>
      m.createRenderer({ template, manifest }),
    );
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  afterStart(app, () => {
    renderer().catch((err: unknown) => app.log.error({ err }, "the server renderer did not load"));
  });
  const render: Render = async (req) => (await renderer())(req);

  const cache = pageCacheOf(app);

  /**
   * The page for `url` as `request`'s visitor would get it: rendered, or kept from a render of the same URL
   * under the current content version (the page cache of the listing and search pages: a write is visible at
   * once; a page lives 5 s, a listing page 60 s: BUMPED_PAGES). A kept page still has the effects of its API calls for this visitor (a
   * listing's view), through the modules' page-visit handlers (platform/page-visits.ts), not a second API call.
   */
  const read = new WeakMap<Buffer, Kept>();
  async function pageFor(url: string, path: string, request: FastifyRequest): Promise<Kept> {
    let rendered = false;
    let bytes: Buffer;
    try {
      bytes = await cache.page(
        `ssr:${url}`,
        async () => {
          rendered = true;
          const calls: string[] = [];
          const statuses: number[] = [];
          const result = await render({ url, fetch: inProcessFetch(app, request, calls, statuses) });
          const json = JSON.stringify({ result, counted: app.pageVisits.counted(calls) });
          if (statuses.includes(503)) throw new OutageRender(json);
          return json;
        },
        BUMPED_PAGES.test(path) ? BUMPED_PAGE_TTL_MS : undefined,
      );
    } catch (err) {
      if (!(err instanceof OutageRender)) throw err;
      bytes = Buffer.from(err.json);
    }
    // Parsed once per kept copy (a hit is then a map lookup), and the HTML made bytes once (compressed once).
    let kept = read.get(bytes);
    if (!kept) {
      const { result, counted } = JSON.parse(bytes.toString("utf8")) as Omit<Kept, "html">;
      kept = { result, counted, html: result.kind === "page" ? derivedPageBytes(result.html) : null };
      read.set(bytes, kept);
    }
    if (!rendered) app.pageVisits.visit(kept.counted, request);
    return kept;
  }

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (NOT_PAGES.test(path)) return reply.callNotFound();
    const shell = () => reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    let kept: Kept;
    try {
      kept = await pageFor(`${request.protocol}://${request.host}${request.url}`, path, request);
    } catch (err) {
      request.log.error({ err }, "server render failed; sending the app shell");
      return shell();
    }
    const { result, html } = kept;
    if (result.kind === "shell") return shell();
    if (result.kind === "redirect") return reply.redirect(result.location, result.status);
    return reply
      .status(result.status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
