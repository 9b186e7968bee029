/**
 * Pure rules of accounts input: Nigerian phone numbers to E.164, and password quality (ASVS 5.0 V6: at least
 * 8 characters, at most 128, refused when it is a commonly used password).
 */
import { readFileSync } from "node:fs";
import { accountMessages } from "@ile/contract";

export { normaliseNigerianPhone } from "@ile/contract";

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
