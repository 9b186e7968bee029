/**
 * Draws the demo videos (issue 53 item 6, ADR 0029) from the slides in apps/api/src/seed/demo-videos.ts: Debian
 * Chromium records a canvas (MediaRecorder, WebM/VP8) and the first frame is kept as the poster (JPEG). Writes
 * apps/web/public/demo/videos/<slug>.webm and <slug>.jpg, which are committed; run it again after changing the
 * slides: `npx tsx scripts/make-demo-videos.ts`. Every frame carries the "Demo video" banner.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_SLIDE_SECONDS, DEMO_VIDEO_LABEL, DEMO_VIDEOS } from "../apps/api/src/seed/demo-videos.ts";

const out = join(import.meta.dirname, "../apps/web/public/demo/videos");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
// tsx keeps function names with a helper the page does not have.
await page.evaluate("globalThis.__name = (f) => f");
for (const video of DEMO_VIDEOS) {
  const { webm, poster } = await page.evaluate(
    async ({ slides, banner, slideMs }) => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 360;
      const g = canvas.getContext("2d")!;
      const draw = (s: { heading: string; lines: string[] }, n: number) => {
        g.fillStyle = "#0f5132";
        g.fillRect(0, 0, 640, 360);
        g.fillStyle = "#facc15";
        g.fillRect(0, 0, 640, 40);
        g.fillStyle = "#1f2937";
        g.font = "bold 18px sans-serif";
        g.fillText(`${banner.toUpperCase()} · Ile Editorial sample content`, 16, 27);
        g.fillStyle = "#ffffff";
        g.font = "bold 32px sans-serif";
        g.fillText(s.heading, 32, 150, 576);
        g.font = "22px sans-serif";
        for (const [i, l] of s.lines.entries()) g.fillText(l, 32, 200 + i * 34, 576);
        g.font = "16px sans-serif";
        g.fillStyle = "#d1fae5";
        g.fillText(`${n + 1} / ${slides.length}`, 580, 340);
      };
      draw(slides[0]!, 0);
      const poster = canvas.toDataURL("image/jpeg", 0.85);
      const stream = canvas.captureStream(10);
      const recorder = new MediaRecorder(stream, {
        mimeType: "video/webm;codecs=vp8",
        videoBitsPerSecond: 250_000,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((ok) => {
        recorder.onstop = ok;
      });
      recorder.start();
      for (const [i, s] of slides.entries()) {
        const until = performance.now() + slideMs;
        while (performance.now() < until) {
          draw(s, i);
          await new Promise((ok) => setTimeout(ok, 100));
        }
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
      let webm = "";
      for (const b of bytes) webm += String.fromCharCode(b);
      return { webm: btoa(webm), poster: poster.split(",")[1]! };
    },
    { slides: video.slides, banner: DEMO_VIDEO_LABEL, slideMs: DEMO_SLIDE_SECONDS * 1000 },
  );
  writeFileSync(join(out, `${video.slug}.webm`), Buffer.from(webm, "base64"));
  writeFileSync(join(out, `${video.slug}.jpg`), Buffer.from(poster, "base64"));
  console.log(`${video.slug}: ${video.slides.length} slides`);
}
await browser.close();
