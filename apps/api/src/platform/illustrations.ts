/**
 * Demo photos of the demo world (ADR 0213): drawn scenes, not photographs, each labelled "Illustration".
 * A façade per kind of property (bungalow, duplex, terrace, block of flats, shop, office, empty plot) and rooms
 * (living room, bedroom, kitchen), in VARIANTS deterministic variations of colours, storeys, windows, trees and
 * time of day. Served as WebP at the widths uploaded photos get (`/api/photos/illustration-<kind>-<n>-<w>.webp`).
 *
 * Long because it is drawing data: the palettes and each scene's shapes are written out here (about 240 of its
 * lines); choosing a listing's pictures comes first and rendering them to cached WebP last.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CATEGORY_FACADES, ILLUSTRATION_VARIANTS } from "@ile/contract";
import sharp from "sharp";
import { rng } from "./rng.ts";

export const ILLUSTRATION_KINDS = [
  "bungalow",
  "duplex",
  "terrace",
  "flat",
  "shop",
  "office",
  "land",
  "living",
  "bedroom",
  "kitchen",
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];
export const VARIANTS = ILLUSTRATION_VARIANTS;
export const ILLUSTRATION_WIDTHS = [320, 640, 1280] as const;
const W = 1200;
const H = 800;

/** The façade kind a listing's category shows first (the contract's, which cards without photos show too); its other photos are rooms. */
export const FACADE_OF: Record<string, IllustrationKind> = CATEGORY_FACADES;
const ROOMS: IllustrationKind[] = ["living", "bedroom", "kitchen"];

/** The storage keys of a listing's `count` illustrations: its façade first, then rooms (none for land). */
export function illustrationKeys(category: string, seed: number, count: number): string[] {
  const facade = FACADE_OF[category] ?? "duplex";
  return Array.from({ length: count }, (_, n) => {
    const kind =
      n === 0 || facade === "land" ? facade : (ROOMS[(seed + n) % ROOMS.length] as IllustrationKind);
    return `/api/photos/illustration-${kind}-${(seed * 7 + n * 5) % VARIANTS}`;
  });
}

/** The image rows (without their owner's id) of a seeded listing or project: illustrations, alt text saying so. */
export function illustrationImages(category: string, seed: number, count: number) {
  return illustrationKeys(category, seed, count).map((key, n) => ({
    url: `${key}-1280.webp`,
    storageKey: key,
    widths: [...ILLUSTRATION_WIDTHS],
    position: n,
    isCover: n === 0,
    alt: `Illustration, not a photo of this property: ${n === 0 ? (FACADE_OF[category] === "land" ? "a plot of land" : `a ${category.replace("-", " ")}`) : `a ${key.split("-")[1]}`}`,
  }));
}

const WALLS = [
  "#f4ead5",
  "#fbf7f0",
  "#e9c9a5",
  "#f2d7a0",
  "#d9e4dc",
  "#e8d3c8",
  "#cfdde8",
  "#f0c9a0",
  "#e2e2dc",
];
const ROOFS = ["#7a3b2e", "#3d4451", "#9c4a2f", "#2f5d62", "#5b3a29", "#6b6f76"];
const ACCENTS = ["#1f6f5c", "#b5523b", "#2c5d8f", "#8a5a2b", "#6a4c93", "#c48a1b"];
const SKIES = [
  ["#8ec5ea", "#d8eefa"],
  ["#6fb3e0", "#cfe8f7"],
  ["#f6c28b", "#fbe3c4"],
  ["#a9c9e8", "#eef5fb"],
];
const FLOORS = ["#c9a27a", "#b98b5e", "#d8c3a5", "#9f7a58", "#e0d6c8"];

type Pick = <T>(xs: readonly T[]) => T;
const picker =
  (r: () => number): Pick =>
  (xs) =>
    xs[Math.floor(r() * xs.length)] as (typeof xs)[number];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function windowGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gx: number,
  gy: number,
  trim: string,
) {
  let out = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const wx = x + c * (w + gx);
      const wy = y + r * (h + gy);
      out += rect(wx - 4, wy - 4, w + 8, h + 8, trim, 'rx="3"');
      out += rect(wx, wy, w, h, "#9cc3d9", 'rx="2"');
      out += `<line x1="${wx + w / 2}" y1="${wy}" x2="${wx + w / 2}" y2="${wy + h}" stroke="${trim}" stroke-width="4"/>`;
    }
  return out;
}

function palm(x: number, ground: number, s: number) {
  const top = ground - 230 * s;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = x + Math.sin(rad) * 120 * s;
      const ey = top + (Math.abs(a) > 60 ? 40 : -10) * s;
      return `<path d="M${x} ${top} Q${(x + ex) / 2} ${top - 60 * s} ${ex} ${ey}" stroke="#2f7d3b" stroke-width="${16 * s}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x - 8 * s} ${ground} Q${x + 14 * s} ${ground - 120 * s} ${x} ${top}" stroke="#7a5a3a" stroke-width="${14 * s}" fill="none"/>${leaves}`;
}
const bush = (x: number, y: number, s: number, c: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${36 * s}" fill="${c}"/><ellipse cx="${x + 40 * s}" cy="${y + 6 * s}" rx="${44 * s}" ry="${28 * s}" fill="${c}"/>`;
const car = (x: number, y: number, c: string) =>
  `<rect x="${x}" y="${y - 46}" width="170" height="40" rx="14" fill="${c}"/><path d="M${x + 30} ${y - 46} L${x + 55} ${y - 80} L${x + 120} ${y - 80} L${x + 145} ${y - 46} Z" fill="${c}"/><path d="M${x + 60} ${y - 74} L${x + 115} ${y - 74} L${x + 132} ${y - 50} L${x + 45} ${y - 50} Z" fill="#cfe3ee"/><circle cx="${x + 40}" cy="${y - 6}" r="18" fill="#222"/><circle cx="${x + 130}" cy="${y - 6}" r="18" fill="#222"/>`;

function outdoor(kind: IllustrationKind, r: () => number, pick: Pick): string {
  const [skyTop, skyBottom] = pick(SKIES);
  const ground = 600 + Math.floor(r() * 40);
  const wall = pick(WALLS);
  const roof = pick(ROOFS);
  const accent = pick(ACCENTS);
  const trim = "#ffffff";
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`;
  s += rect(0, 0, W, H, "url(#sky)");
  s += `<circle cx="${150 + r() * 900}" cy="${90 + r() * 60}" r="46" fill="#fff3c4" opacity="0.9"/>`;
  s += `<ellipse cx="${200 + r() * 800}" cy="${140 + r() * 60}" rx="110" ry="28" fill="#fff" opacity="0.8"/>`;
  s += rect(0, ground, W, H - ground, pick(["#7fb069", "#8fbc6a", "#c98b5a", "#a8c686"]));
  s += rect(0, H - 70, W, 70, "#8d8a83");
  const cx = 600 + (r() - 0.5) * 140;
  if (kind === "bungalow") {
    const w = 620 + r() * 120;
    const x = cx - w / 2;
    const h = 190;
    s += rect(x, ground - h, w, h, wall);
    s += `<path d="M${x - 40} ${ground - h} L${x + w / 2} ${ground - h - 150} L${x + w + 40} ${ground - h} Z" fill="${roof}"/>`;
    s +=
      windowGrid(x + 50, ground - h + 50, 2, 1, 90, 80, 40, 0, trim) +
      windowGrid(x + w - 240, ground - h + 50, 2, 1, 80, 80, 30, 0, trim);
    s += rect(x + w / 2 - 45, ground - 150, 90, 150, accent, 'rx="4"');
    if (r() > 0.4)
      s += [0, 1, 2, 3].map((i) => rect(x + 20 + i * ((w - 60) / 3), ground - h, 16, h, trim)).join("");
  } else if (kind === "duplex") {
    const w = 560 + r() * 140;
    const x = cx - w / 2;
    const h = 380;
    s += rect(x, ground - h, w, h, wall);
    s += rect(x, ground - h / 2 - 10, w, 20, trim);
    s += `<path d="M${x - 40} ${ground - h} L${x + w * 0.3} ${ground - h - 120} L${x + w * 0.7} ${ground - h - 120} L${x + w + 40} ${ground - h} Z" fill="${roof}"/>`;
    s += windowGrid(x + 50, ground - h + 50, 3, 1, 100, 100, (w - 400) / 2, 0, trim);
    s +=
      windowGrid(x + 50, ground - h / 2 + 40, 1, 1, 110, 100, 0, 0, trim) +
      windowGrid(x + w - 160, ground - h / 2 + 40, 1, 1, 110, 100, 0, 0, trim);
    s += rect(x + w / 2 - 50, ground - 160, 100, 160, accent, 'rx="4"');
    s +=
      rect(x + w * 0.25, ground - h / 2 - 30, w * 0.5, 14, "#555") +
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) => rect(x + w * 0.25 + i * ((w * 0.5) / 6), ground - h / 2 - 70, 6, 40, "#555"))
        .join("");
  } else if (kind === "terrace") {
    const units = 3 + Math.floor(r() * 2);
    const uw = 900 / units;
    const h = 340;
    for (let i = 0; i < units; i++) {
      const x = 150 + i * uw;
      s += rect(x, ground - h, uw - 6, h, i % 2 ? wall : pick(WALLS));
      s += `<path d="M${x - 6} ${ground - h} L${x + uw / 2} ${ground - h - 90} L${x + uw} ${ground - h} Z" fill="${roof}"/>`;
      s += windowGrid(x + 30, ground - h + 45, 2, 1, (uw - 110) / 2, 80, 40, 0, trim);
      s += windowGrid(x + 30, ground - 150, 1, 1, uw / 2 - 50, 90, 0, 0, trim);
      s += rect(x + uw - 90, ground - 150, 60, 150, i % 2 ? accent : pick(ACCENTS), 'rx="3"');
    }
  } else if (kind === "flat") {
    const floors = 3 + Math.floor(r() * 3);
    const fh = Math.min(110, 460 / floors);
    const w = 520 + r() * 160;
    const x = cx - w / 2;
    const h = floors * fh + 30;
    s += rect(x, ground - h, w, h, wall) + rect(x - 20, ground - h - 20, w + 40, 24, roof);
    s += rect(x + w / 2 - 45, ground - h, 90, h, pick(WALLS));
    for (let f = 0; f < floors; f++) {
      const y = ground - h + 30 + f * fh;
      s += windowGrid(x + 40, y + 10, 2, 1, (w / 2 - 150) / 2, fh - 40, 30, 0, trim);
      s += windowGrid(x + w / 2 + 70, y + 10, 2, 1, (w / 2 - 150) / 2, fh - 40, 30, 0, trim);
      s +=
        rect(x + 30, y + fh - 26, w / 2 - 90, 10, accent) +
        rect(x + w / 2 + 60, y + fh - 26, w / 2 - 90, 10, accent);
    }
    s += rect(x + w / 2 - 35, ground - 120, 70, 120, accent);
  } else if (kind === "shop") {
    const w = 700;
    const x = cx - w / 2;
    s += rect(x, ground - 300, w, 300, wall) + rect(x, ground - 300, w, 70, accent);
    s += rect(x + 40, ground - 285, w - 80, 40, "#ffffff", 'opacity="0.85" rx="6"');
    s += Array.from({ length: 10 }, (_, i) =>
      rect(x + i * (w / 10), ground - 230, w / 10, 40, i % 2 ? "#ffffff" : accent),
    ).join("");
    s +=
      rect(x + 40, ground - 175, w - 260, 150, "#9cc3d9") +
      rect(x + w - 190, ground - 175, 140, 175, "#6f8fa3");
  } else if (kind === "office") {
    const floors = 6 + Math.floor(r() * 4);
    const w = 420 + r() * 120;
    const x = cx - w / 2;
    const fh = 500 / floors;
    s += rect(x, ground - 520, w, 520, pick(["#5b7f95", "#4e6e7e", "#6b8aa0", "#3f5f73"]));
    for (let f = 0; f < floors; f++)
      s += windowGrid(x + 20, ground - 510 + f * fh, 5, 1, (w - 120) / 5, fh - 14, 20, 0, "#d7e3ea");
    s += rect(x + w / 2 - 60, ground - 90, 120, 90, "#d7e3ea");
  } else {
    s += rect(150, ground - 10, 900, 80, pick(["#b07a4f", "#c48e5c", "#9a6b45"]), 'opacity="0.6"');
    for (let i = 0; i <= 10; i++) s += rect(150 + i * 90, ground - 70, 10, 80, "#7a5a3a");
    s += rect(150, ground - 60, 900, 6, "#7a5a3a") + rect(150, ground - 30, 900, 6, "#7a5a3a");
    s += rect(520, ground - 190, 160, 90, "#ffffff", 'rx="6"') + rect(596, ground - 100, 8, 100, "#7a5a3a");
    s += rect(540, ground - 170, 120, 14, accent) + rect(540, ground - 142, 90, 12, "#999");
  }
  if (r() > 0.3) s += palm(70 + r() * 80, ground + 10, 0.9 + r() * 0.3);
  if (r() > 0.4) s += palm(1080 + r() * 60, ground + 10, 0.8 + r() * 0.3);
  s +=
    bush(200 + r() * 120, ground + 10, 0.8, "#3f8f4a") + bush(900 + r() * 120, ground + 12, 0.7, "#4c9a52");
  if (kind !== "land" && r() > 0.45)
    s += car(760 + r() * 120, H - 20, pick(["#c0392b", "#2c3e50", "#bdc3c7", "#f1c40f", "#1e5aa8"]));
  return s;
}

function indoor(kind: IllustrationKind, r: () => number, pick: Pick): string {
  const wall = pick(WALLS);
  const accent = pick(ACCENTS);
  const floor = pick(FLOORS);
  let s = rect(0, 0, W, H, wall) + rect(0, 560, W, 240, floor);
  s += Array.from({ length: 8 }, (_, i) => rect(i * 160, 560, 2, 240, "#00000018")).join("");
  const wx = 120 + r() * 200;
  s += rect(wx - 10, 110, 320, 270, "#ffffff") + rect(wx, 120, 300, 250, pick(SKIES)[0] as string);
  s += `<line x1="${wx + 150}" y1="120" x2="${wx + 150}" y2="370" stroke="#fff" stroke-width="8"/>`;
  s +=
    rect(wx - 40, 100, 60, 300, accent, 'opacity="0.8"') +
    rect(wx + 280, 100, 60, 300, accent, 'opacity="0.8"');
  if (kind === "living") {
    s += `<ellipse cx="640" cy="690" rx="380" ry="70" fill="${pick(ACCENTS)}" opacity="0.55"/>`;
    s +=
      rect(420, 450, 520, 150, accent, 'rx="30"') +
      rect(400, 420, 80, 200, accent, 'rx="26"') +
      rect(880, 420, 80, 200, accent, 'rx="26"');
    s +=
      rect(450, 400, 200, 90, accent, 'rx="24" opacity="0.85"') +
      rect(700, 400, 200, 90, accent, 'rx="24" opacity="0.85"');
    s +=
      rect(560, 640, 240, 24, "#6b4a2f", 'rx="6"') +
      rect(580, 664, 16, 50, "#6b4a2f") +
      rect(764, 664, 16, 50, "#6b4a2f");
    s += rect(760, 150, 260, 150, "#1c1c1c", 'rx="8"');
    s += `<path d="M1080 600 L1060 480 L1100 480 Z" fill="#6b4a2f"/><circle cx="1080" cy="430" r="70" fill="#3f8f4a"/>`;
  } else if (kind === "bedroom") {
    s += rect(560, 300, 520, 140, "#6b4a2f", 'rx="14"');
    s += rect(540, 420, 560, 200, "#fbfbfb", 'rx="20"') + rect(540, 500, 560, 120, accent, 'rx="18"');
    s += rect(590, 380, 180, 70, "#ffffff", 'rx="24"') + rect(860, 380, 180, 70, "#ffffff", 'rx="24"');
    s += `${rect(450, 480, 80, 110, "#8a6a4a", 'rx="6"')}<circle cx="490" cy="450" r="26" fill="#fff3c4"/>`;
    s += `${rect(60, 240, 200, 360, "#8a6a4a", 'rx="6"')}<line x1="160" y1="250" x2="160" y2="590" stroke="#6b4a2f" stroke-width="4"/>`;
  } else {
    s +=
      rect(0, 420, W, 180, pick(["#ffffff", "#e8e4dc", "#5b6d7a", "#7b8f6a"])) +
      rect(0, 400, W, 24, "#d9d4cb");
    s += Array.from({ length: 6 }, (_, i) => rect(20 + i * 200, 440, 180, 140, "#00000010", 'rx="6"')).join(
      "",
    );
    s +=
      rect(0, 60, 620, 40, "#00000000") +
      Array.from({ length: 3 }, (_, i) =>
        rect(700 + i * 160, 90, 140, 200, accent, 'rx="6" opacity="0.85"'),
      ).join("");
    s += rect(1060, 150, 120, 450, "#dfe4e8", 'rx="10"') + rect(1070, 330, 100, 4, "#aab");
    s += `<ellipse cx="320" cy="396" rx="40" ry="8" fill="#333"/><ellipse cx="420" cy="396" rx="40" ry="8" fill="#333"/>`;
    s += rect(560, 340, 90, 60, pick(ACCENTS), 'rx="10"');
  }
  return s;
}

const LABEL_W = 240;
const LABEL_H = 52;
/**
 * Where the "Illustration" label sits: bottom left, inside what every frame keeps of a 3:2 picture (a 4:3 card
 * crops 67 px off each side, the 16:9 gallery 63 px off the top and bottom), clear of the card's status badge (top
 * left) and the gallery's photo count (bottom right), and readable on a 328 px card without covering the gallery.
 */
const LABEL_AT = { x: 67 + 24, y: H - 63 - 24 - LABEL_H };

/** The SVG of one illustration (1200 × 800), the same for the same kind and variant. */
export function illustrationSvg(kind: IllustrationKind, variant: number): string {
  const r = rng(ILLUSTRATION_KINDS.indexOf(kind) * 1000 + variant + 17);
  const pick = picker(r);
  const scene = ["living", "bedroom", "kitchen"].includes(kind)
    ? indoor(kind, r, pick)
    : outdoor(kind, r, pick);
  const { x, y } = LABEL_AT;
  const label = `<g><rect x="${x}" y="${y}" width="${LABEL_W}" height="${LABEL_H}" rx="${LABEL_H / 2}" fill="#000" opacity="0.6"/><text x="${x + LABEL_W / 2}" y="${y + 37}" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">Illustration</text></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene}${label}</svg>`;
}

const FILE = /^illustration-([a-z]+)-(\d{1,2})-(320|640|1280)\.webp$/;
/** Rendered files, shared by the seed (which draws the card sizes ahead) and every server on this machine. */
const CACHE_DIR = join(tmpdir(), "ile-illustrations");
const rendered = new Map<string, Promise<Buffer>>();

async function render(kind: IllustrationKind, variant: number, width: number): Promise<Buffer> {
  const svg = illustrationSvg(kind, variant);
  // Named by the drawing's hash, so a changed drawing is never served from an old file.
  const cached = join(
    CACHE_DIR,
    `${createHash("sha1").update(svg).digest("hex").slice(0, 12)}-${width}.webp`,
  );
  if (existsSync(cached)) return readFileSync(cached);
  // Rasterised at the target size (density scales the SVG), not drawn large and shrunk: ~4× less work at 320 px.
  const out = await sharp(Buffer.from(svg), { density: (72 * width) / W })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer();
  mkdirSync(CACHE_DIR, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  writeFileSync(tmp, out);
  renameSync(tmp, cached);
  return out;
}

/** The WebP of `illustration-<kind>-<n>-<width>.webp`, drawn once per machine; null for any other name. */
export function illustrationWebp(file: string): Promise<Buffer> | null {
  const m = FILE.exec(file);
  const kind = m?.[1] as IllustrationKind | undefined;
  const variant = Number(m?.[2]);
  if (!m || !kind || !ILLUSTRATION_KINDS.includes(kind) || variant >= VARIANTS) return null;
  let out = rendered.get(file);
  if (!out) {
    out = render(kind, variant, Number(m[3]));
    out.catch(() => rendered.delete(file));
    rendered.set(file, out);
  }
  return out;
}

/** Draws the sizes cards use (320 and 640 px) of every illustration ahead, so first pages are served from files. */
export async function warmIllustrations(): Promise<number> {
  let n = 0;
  for (const kind of ILLUSTRATION_KINDS)
    for (let v = 0; v < VARIANTS; v++)
      for (const w of [320, 640]) {
        await illustrationWebp(`illustration-${kind}-${v}-${w}.webp`);
        n++;
      }
  return n;
}
