/**
 * One-click unsubscribe tokens (ADR 0406): `<search id>.<expiry, unix seconds>.<HMAC-SHA256>`, signed with a key
 * derived from JWT_SECRET, so a link in an alert pauses its search without a login and cannot be forged or
 * pointed at another search. Valid for a year (an old mail's link still works for a long while).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const UNSUBSCRIBE_TTL_SECONDS = 365 * 24 * 3600;

const mac = (secret: string, body: string) =>
  createHmac("sha256", `saved-search-unsubscribe:${secret}`).update(body).digest("base64url");

export function unsubscribeToken(secret: string, searchId: number, nowMs = Date.now()): string {
  const body = `${searchId}.${Math.floor(nowMs / 1000) + UNSUBSCRIBE_TTL_SECONDS}`;
  return `${body}.${mac(secret, body)}`;
}

/** The search a token names, or null when it is malformed, tampered with or expired. */
export function readUnsubscribeToken(secret: string, token: string, nowMs = Date.now()): number | null {
  const m = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, id, exp, sig] = m as unknown as [string, string, string, string];
  const want = Buffer.from(mac(secret, `${id}.${exp}`));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  if (Number(exp) * 1000 < nowMs) return null;
  return Number(id);
}
