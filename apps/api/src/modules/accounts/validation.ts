/**
 * Pure rules of accounts input: Nigerian phone numbers to E.164, and password quality (ASVS 5.0 V6: at least
 * 8 characters, at most 128, refused when it is a commonly used password).
 */
import { readFileSync } from "node:fs";
import { accountMessages } from "@ile/contract";

/**
 * A Nigerian mobile number in any usual spelling (+234 803 123 4567, 2348031234567, 08031234567,
 * 0803-123-4567) as E.164 (+2348031234567); null when it is not one.
 */
export function normaliseNigerianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  let national: string | null = null;
  if (/^\+234\d{10}$/.test(compact)) national = compact.slice(4);
  else if (/^234\d{10}$/.test(compact)) national = compact.slice(3);
  else if (/^0\d{10}$/.test(compact)) national = compact.slice(1);
  else if (/^\+2340\d{10}$/.test(compact)) national = compact.slice(5);
  if (!national || !/^[789][01]\d{8}$/.test(national)) return null;
  return `+234${national}`;
}

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./wordlists/common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string, context: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return accountMessages.passwordTooShort(PASSWORD_MIN);
  if (password.length > PASSWORD_MAX) return accountMessages.passwordTooLong(PASSWORD_MAX);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return accountMessages.passwordCommon;
  for (const word of context) {
    const w = word.trim().toLowerCase();
    if (w.length >= 4 && lower === w) return accountMessages.passwordPersonal;
  }
  return null;
}
