/**
 * Makes the app's PNG icons from public/favicon.svg (the one drawing of the mark): 192 and 512 px "any" icons,
 * a 512 px maskable icon (the house inside the 80% safe zone on a full-bleed background, so launchers can crop
 * it to any shape) and the 180 px apple-touch-icon. The PNGs are committed; run again after changing the mark:
 * `npm run icons -w @ile/web`.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";

const publicDir = resolve(import.meta.dirname, "../public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");

// The mark's background and house, taken from the favicon so there is one source of truth.
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
const house = /<path[^>]*\/>/i.exec(svg)?.[0];
if (!background || !house) throw new Error("favicon.svg no longer has the expected <rect> and <path>");

// Maskable: square and full bleed, no rounded corners. The house spans 8–24 of 32 units, so its corners are 11.3
// units from the centre: inside the safe circle (radius 40% = 12.8 units) that every launcher shape keeps.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>${house}</svg>`;

const outputs: [string, string, number][] = [
  [svg, "icons/icon-192.png", 192],
  [svg, "icons/icon-512.png", 512],
  [maskable, "icons/maskable-512.png", 512],
  [maskable, "icons/apple-touch-icon-180.png", 180],
];

for (const [source, file, size] of outputs) {
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, file));
  console.log(`${file} (${size}×${size})`);
}
