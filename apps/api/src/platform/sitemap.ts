/**
 * robots.txt and sitemap.xml for the server-rendered public pages (ADR 0022). The sitemap lists the public pages
 * and the newest listings, projects, auctions, people and categories, read through the public API in-process
 * (the same answers a visitor gets), and is kept for an hour.
 */
import type { FastifyInstance } from "fastify";

const STATIC_PAGES = [
  "/",
  "/properties",
  "/properties/rent",
  "/properties/sale",
  "/residential",
  "/commercial",
  "/listings-page",
  "/categories",
  "/new-project",
  "/auction",
  "/agent",
  "/landlords",
  "/tenant",
  "/profiles",
  "/valuation",
  "/find-services",
  "/building-materials",
  "/property-management",
  "/blog",
  "/caveat-notices",
  "/about-us",
  "/faqs",
  "/contact-us",
  "/trends",
  "/privacy-policy",
  "/terms-and-conditions",
];

/** Pages of at most 100 read for each kind (the API's largest page). */
const MAX_PAGES = 20;
const KEEP_MS = 60 * 60 * 1000;

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Row = Record<string, unknown>;

export async function sitemapRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  /** Every row of a paged public list, up to MAX_PAGES pages; `rows` finds the array in a reply. */
  async function all(path: string, rows: (body: Row) => unknown): Promise<Row[]> {
    const out: Row[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const res = await app.inject({
        method: "GET",
        url: `${path}${path.includes("?") ? "&" : "?"}limit=100&page=${page}`,
      });
      if (res.statusCode !== 200) break;
      const list = rows(res.json() as Row);
      if (!Array.isArray(list) || list.length === 0) break;
      out.push(...(list as Row[]));
      if (list.length < 100) break;
    }
    return out;
  }

  async function build(): Promise<string> {
    const paths = [...STATIC_PAGES];
    const categories = await app.inject({ method: "GET", url: "/api/categories" });
    if (categories.statusCode === 200)
      for (const c of (categories.json() as { data: Row[] }).data)
        if (Number(c.count) > 0) paths.push(`/category/${encodeURIComponent(String(c.name))}`);
    for (const p of await all("/api/properties?sort=newest", (b) => b.data))
      paths.push(`/property/${p.slug}`);
    for (const p of await all("/api/projects", (b) => b.data)) paths.push(`/project/${p.id}`);
    for (const a of await all("/api/auctions", (b) => b.data)) paths.push(`/auction/${a.id}`);
    for (const p of await all("/api/people", (b) => (b.data as Row | undefined)?.data)) {
      const role = (p.profile as Row | undefined)?.role;
      paths.push(
        role === "agent" ? `/agent/${p.id}` : role === "tenant" ? `/tenant/${p.id}` : `/profiles/${p.slug}`,
      );
    }
    const urls = paths.map((p) => `<url><loc>${xmlEscape(`${publicUrl}${p}`)}</loc></url>`).join("\n");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  }

  let kept: { xml: Promise<string>; at: number } | null = null;

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    if (!kept || Date.now() - kept.at > KEEP_MS) {
      const xml = build();
      kept = { xml, at: Date.now() };
      xml.catch(() => {
        kept = null;
      });
    }
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await kept.xml);
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /api/",
          "Disallow: /svc/",
          "Disallow: /dashboard",
          "Disallow: /admin",
          "Disallow: /payment/",
          "Disallow: /subscription",
          "Disallow: /verify",
          "Disallow: /reset-password",
          `Sitemap: ${publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );
}
