/**
 * Browser journeys in Debian Chromium against the production build, served by the real server on a fresh,
 * seeded embedded database (scripts/e2e-server.sh). Nothing is mocked.
 */
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "./tests",
  outputDir: "./.artifacts/test-results",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "./.artifacts/results.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The offline service worker (ADR 0018) would answer some requests before page.route sees them: blocked in
    // every spec except offline.spec.ts, which allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "bash ../scripts/e2e-server.sh",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Seeding the world before the server listens has taken over 3 minutes on a busy two-core machine.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    // Saved-search alerts are matched every few seconds, so the alert journey sees its mail quickly.
    env: { E2E_PORT: String(PORT), ALERTS_SWEEP_SECONDS: "3", PRICE_DROP_SWEEP_SECONDS: "3" },
  },
});
