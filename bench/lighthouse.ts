/**
 * Lighthouse (mobile: emulated phone, simulated slow 4G and 4× CPU slowdown; the default config) on the pages of
 * issue 48's table (public pages, the map view, and /dashboard signed in) of the production build, served by the
 * real server in production mode on a freshly seeded embedded database, in Debian Chromium (/usr/bin/chromium, or
 * CHROMIUM_PATH); and, in the same run, a bare React + React Router + TanStack Query page (bench/bare-web, built
 * by Vite, served brotli-compressed by a static server), so that a slower machine or a new Chromium shows in both.
 * Targets (issues 19, 48): performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 1.5 s, CLS ≤ 0.05, JS ≤ 150 KB transferred,
 * accessibility 100. RUNS=n (default 1) takes each page's median run by performance; PAGES=/,/property/{slug}
 * measures only those (`bare` is the bare page).
 * Run after `npm run build`: `npm run bench:lighthouse -w @ile/bench`. Reports, not asserts. BASE_URL=http://…
 * measures a server that is already running instead (e.g. the e2e server when the machine is too loaded for a
 * fresh one to start in time). REPORT_DIR=dir writes each run's full Lighthouse report there as JSON (long tasks,
 * script evaluation by URL, the LCP element and its phases) to see where the time goes.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import react from "@vitejs/plugin-react";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { build } from "vite";
import { freePort, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
if (!existsSync(join(root, "apps/web/dist/index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const RUNS = Number(process.env.RUNS ?? 1);
const REPORT_DIR = process.env.REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
const TARGET = { performance: 95, tbtMs: 200, lcpMs: 1500, cls: 0.05, jsKb: 150, accessibility: 100 };
/** The signed-in page's account (bench/lib/bench-account.ts makes it before the server starts). */
const ACCOUNT = { email: "lighthouse-bench@example.ng", password: "lighthouse bench password 2026" };

const dir = mkdtempSync(join(tmpdir(), "ile-bench-lighthouse-"));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PGLITE_DIR: join(dir, "db"),
  UPLOADS_DIR: join(dir, "uploads"),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  // A production server needs a gateway key or the loudly logged sandbox opt-in (ADR 0602).
  PAYMENTS_SANDBOX: "1",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
  PORT: String(port),
  HOST: "127.0.0.1",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.SERVICES;
// An empty BASE_URL= means "not set" (a fresh server), not a server at "".
const external = process.env.BASE_URL?.replace(/\/$/, "") || undefined;
if (!external) {
  execFileSync("node", ["--import", "tsx", "apps/api/scripts/seed.ts"], { cwd: root, env, stdio: "ignore" });
  execFileSync("node", ["--import", "tsx", "bench/lib/bench-account.ts", ACCOUNT.email, ACCOUNT.password], {
    cwd: root,
    env,
    stdio: "inherit",
  });
}
const server = external
  ? null
  : spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
const base = external ?? `http://127.0.0.1:${port}`;

/** The bare page, built by Vite as the app is and sent brotli-compressed with a year's cache, as the app's files. */
async function serveBarePage() {
  const out = join(dir, "bare");
  await build({
    root: join(root, "bench/bare-web"),
    logLevel: "warn",
    configFile: false,
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: "es2022" },
  });
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "application/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
  };
  const files = new Map<string, Buffer>();
  const walk = (d: string, prefix: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }))
      if (entry.isDirectory()) walk(join(d, entry.name), `${prefix}${entry.name}/`);
      else
        files.set(
          `/${prefix}${entry.name}`,
          brotliCompressSync(readFileSync(join(d, entry.name)), {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
  };
  walk(out, "");
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const name = files.has(path) ? path : "/index.html";
    res.writeHead(200, {
      "content-type": types[extname(name)] ?? "application/octet-stream",
      "content-encoding": "br",
      "cache-control": name === "/index.html" ? "no-cache" : "public, max-age=31536000, immutable",
    });
    res.end(files.get(name));
  });
  const barePort = await freePort();
  await new Promise<void>((r) => server.listen(barePort, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${barePort}/`, close: () => server.close() };
}

type Row = {
  page: string;
  performance: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  fcp_ms: number;
  js_kb: number;
  accessibility: number;
  a11y_failures: string;
};

let chrome: chromeLauncher.LaunchedChrome | undefined;
let bare: { url: string; close: () => void } | undefined;
try {
  await waitFor(`${base}/readyz`, 300_000);
  const latest = (await (await fetch(`${base}/api/properties/latest`)).json()) as {
    data: { slug: string }[];
  };
  const slug = latest.data[0]?.slug;
  if (!slug) throw new Error("no listing in the seeded database");
  // PAGES=/property/{slug},/valuation measures some only. /dashboard is measured signed in, after the others
  // (its run keeps the browser's storage, where the session is).
  const pages = (
    process.env.PAGES?.split(",") ?? [
      "bare",
      "/",
      "/properties/rent",
      "/property/{slug}",
      "/search-results?query=lekki",
      "/valuation",
      "/properties/rent?view=map",
      "/groups",
      "/blacklist",
      "/dashboard",
    ]
  )
    .map((p) => p.replace("{slug}", slug))
    .sort((a, b) => Number(a === "/dashboard") - Number(b === "/dashboard"));
  if (pages.includes("bare")) bare = await serveBarePage();

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows: Row[] = [];
  for (const path of pages) {
    const signedIn = path === "/dashboard";
    if (signedIn) await signIn(chrome.port);
    const runs: Row[] = [];
    let retries = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(path === "bare" ? bare!.url : `${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        // The session is in the page's storage: Lighthouse would otherwise clear it before loading.
        disableStorageReset: signedIn,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      // A fresh browser's first trace sometimes lacks its navigation start (NO_NAVSTART): such a run measured
      // nothing, so it is run again (at most twice) rather than reported as a score of 0.
      if (result.lhr.runtimeError && retries++ < 2) {
        console.warn(`${path}: ${result.lhr.runtimeError.code}; running it again`);
        i--;
        continue;
      }
      if (REPORT_DIR) {
        const name = `${path.replace(slug, "listing").replace(/[^a-z0-9]+/gi, "_") || "home"}-${i + 1}.json`;
        writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const failures = Object.values(audits)
        .filter((a) => categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => a.id);
      runs.push({
        page: path.replace(slug, "{slug}"),
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcp_ms: Math.round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
        cls: +(audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3),
        tbt_ms: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
        fcp_ms: Math.round(audits["first-contentful-paint"]?.numericValue ?? Number.NaN),
        js_kb: scriptKb(audits),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        a11y_failures: failures.join(", ") || "none",
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    rows.push(runs[Math.floor(runs.length / 2)]!);
  }
  console.table(rows);
  for (const r of rows) {
    const misses = [
      r.performance < TARGET.performance && `performance ${r.performance} < ${TARGET.performance}`,
      r.tbt_ms > TARGET.tbtMs && `TBT ${r.tbt_ms} ms > ${TARGET.tbtMs} ms`,
      r.lcp_ms > TARGET.lcpMs && `LCP ${r.lcp_ms} ms > ${TARGET.lcpMs} ms`,
      r.js_kb > TARGET.jsKb && `JS ${r.js_kb} KB > ${TARGET.jsKb} KB`,
      r.cls > TARGET.cls && `CLS ${r.cls} > ${TARGET.cls}`,
      r.accessibility < TARGET.accessibility && `accessibility ${r.accessibility} < ${TARGET.accessibility}`,
    ].filter(Boolean);
    console.log(
      `${r.page}: ${misses.length ? `misses target (${misses.join("; ")})` : "meets every target"}`,
    );
  }
} finally {
  bare?.close();
  chrome?.kill();
  if (server) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Script bytes transferred, as Lighthouse's network requests count them (headers included). */
function scriptKb(audits: Record<string, { details?: unknown }>): number {
  const items = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const bytes = (items ?? [])
    .filter((i) => i.resourceType === "Script")
    .reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return +(bytes / 1024).toFixed(1);
}

/** Signs the bench account in as the web app does: the API's login reply kept in the page's local storage. */
async function signIn(port: number) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ACCOUNT),
  });
  const body = (await res.json()) as { token?: string; expires_in?: number; user?: { role?: string } };
  if (!res.ok || !body.token) throw new Error(`bench account login: ${res.status} ${JSON.stringify(body)}`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // The run keeps the storage, and with it the HTTP cache the pages before filled: emptied, so the signed-in
  // page's first load is measured like the others'.
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(async (login) => {
    // Nor may the service worker the pages before installed answer for the network.
    const nav = globalThis as unknown as {
      navigator: { serviceWorker: { getRegistrations(): Promise<{ unregister(): Promise<boolean> }[]> } };
      caches: { keys(): Promise<string[]>; delete(k: string): Promise<boolean> };
    };
    for (const r of await nav.navigator.serviceWorker.getRegistrations()) await r.unregister();
    for (const k of await nav.caches.keys()) await nav.caches.delete(k);
    const localStorage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
      .localStorage;
    localStorage.setItem("auth_token", login.token!);
    localStorage.setItem("auth_token_expires_at", String(Date.now() + (login.expires_in ?? 3600) * 1000));
    localStorage.setItem("auth_user", JSON.stringify(login.user));
    if (login.user?.role) localStorage.setItem("frontendRole", login.user.role);
  }, body);
  await page.close();
  await browser.disconnect();
}
