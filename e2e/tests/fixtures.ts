/** Shared helpers for the browser journeys: the dev outbox (codes and links) and viewport presets. */
import { type APIRequestContext, expect } from "@playwright/test";

export const MOBILE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Unique per run, so journeys never collide with seeded or earlier data. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function expectOk(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.ok()).toBeTruthy();
  return res;
}
