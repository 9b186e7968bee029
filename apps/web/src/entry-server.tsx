/**
 * The server renderer (ADR 0022), built by `vite build --ssr` into dist/server and loaded by the API at start
 * (apps/api/src/platform/ssr.ts). It renders a public page from the same route table, loaders and query options
 * as the browser, with the page's data fetched through the API in-process (the `fetch` the server hands in), and
 * returns the whole HTML document: the built index.html with the page's head, its markup, the modules its route
 * needs, and the state the browser hydrates from.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider, createQueryClient } from "./app/provider";
import { type PageHandle, routes, type ServerContext } from "./app/router";
import { dehydrateQueries, SSR_STATE_ID, serializeState } from "./app/ssr-state";
import { setFetch } from "./lib/http";
import { setServerOrigin } from "./lib/origin";

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  headers?: HeadersInit;
  /** Answers the API calls of this request's loaders (in-process on the server). */
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: "shell" }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string };

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setFetch((input, init) => {
  const current = requestFetch.getStore();
  if (!current) throw new Error("An API call outside a server render");
  return current(input, init);
});

const handler = createStaticHandler(routes);

/** Hoisted head elements React writes before the markup of a tree rendered without <html> (React 19). */
const HEAD_PREFIX = /^(?:<title>[^<]*<\/title>|<(?:meta|link|base)\b[^>]*>)+/;

/** Every JS and CSS file a manifest entry needs, its static imports included. */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file, ...(chunk.css ?? [])]);
  for (const imported of chunk.imports ?? [])
    for (const f of chunkFiles(manifest, imported, seen)) files.add(f);
  return files;
}

function preloadTags(files: Iterable<string>, template: string): string {
  let tags = "";
  for (const f of files) {
    if (template.includes(`/${f}"`)) continue;
    tags += f.endsWith(".css")
      ? `<link rel="stylesheet" href="/${f}">`
      : `<link rel="modulepreload" crossorigin href="/${f}">`;
  }
  return tags;
}

const SCRIPT_TAGS =
  /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Moves the page's module script and module preloads out of the head: the page lists them in #ile-scripts and
 * public/boot.js (deferred in index.html's head, a static script of a few hundred bytes allowed by the CSP's
 * script-src 'self') adds them after the browser has painted. A server-rendered page is readable from its HTML and CSS alone, so its ~150 KB of
 * JavaScript neither competes with them on a slow connection nor runs (hydration) before the first paint
 * (issue 19, ADR 0022 addendum).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  let entry = "";
  const stripped = html.replace(SCRIPT_TAGS, (_tag, src?: string, href?: string) => {
    if (src) entry = src;
    else if (href) preloads.push(href);
    return "";
  });
  if (!entry) return html;
  const list = JSON.stringify({ entry, preloads }).replaceAll("<", "\\u003c");
  return stripped.replace(
    "</body>",
    `<script type="application/json" id="ile-scripts">${list}</script></body>`,
  );
}

/** Drops the template's own title and description when the page brings its own. */
function mergeHead(template: string, pageHead: string, extra: string): string {
  let html = template;
  if (pageHead.includes("<title>")) html = html.replace(/<title>[^<]*<\/title>\s*/, "");
  if (pageHead.includes('name="description"')) html = html.replace(/<meta name="description"[^>]*>\s*/, "");
  return html.replace("</head>", `${pageHead}${extra}</head>`);
}

export function createRenderer({
  template,
  manifest = {},
}: {
  template: string;
  manifest?: Record<string, ManifestChunk>;
}) {
  /** The preload tags of a route's modules, worked out once per route. */
  const preloads = new Map<string, string>();
  const preloadOf = (modules: string[]) => {
    const key = modules.join("|");
    let tags = preloads.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      for (const m of modules) for (const f of chunkFiles(manifest, m)) files.add(f);
      tags = preloadTags(files, template);
      preloads.set(key, tags);
    }
    return tags;
  };

  return async function render({ url, headers, fetch }: RenderRequest): Promise<RenderResult> {
    const queryClient = createQueryClient({ server: true });
    const request = new Request(url, { headers });
    return requestFetch.run(fetch, async (): Promise<RenderResult> => {
      const server: ServerContext = { queryClient };
      const context = await handler.query(request, { requestContext: server });
      if (context instanceof Response) {
        const location = context.headers.get("location");
        if (location) return { kind: "redirect", status: context.status, location };
        return { kind: "shell" };
      }
      const leaf = context.matches.at(-1)?.route.handle as PageHandle | undefined;
      // Client pages, and anything that failed outside the pages' own error states, get the app shell.
      if (!leaf?.ssr || context.errors) return { kind: "shell" };

      const router = createStaticRouter(handler.dataRoutes, context);
      setServerOrigin(new URL(url).origin);
      const markup = renderToString(
        <StrictMode>
          <AppProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const head = HEAD_PREFIX.exec(markup)?.[0] ?? "";
      const body = markup.slice(head.length);
      const modules = context.matches.map((m) => (m.route.handle as PageHandle | undefined)?.module ?? "");
      const preload = preloadOf(modules);
      const state = serializeState({
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        queries: dehydrateQueries(queryClient),
      });
      queryClient.clear();
      const html = scriptsAfterFirstPaint(
        mergeHead(template, head, preload).replace(
          '<div id="root"></div>',
          `<div id="root">${body}</div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
        ),
      );
      return { kind: "page", status: server.status ?? leaf.status ?? context.statusCode, html };
    });
  };
}
