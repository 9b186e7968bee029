/**
 * Password hashing: argon2id with the OWASP / ASVS 5.0 minimum (19 MiB memory, 2 iterations, 1 lane).
 * The hash string carries its parameters, so raising them later still verifies old hashes.
 */
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the package's types)
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular: login verifies against it when no account matches, so timing says nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("ile-decoy-password-never-used");
  return decoy;
}
