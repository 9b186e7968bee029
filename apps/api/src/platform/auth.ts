/**
 * Sessions (ARCHITECTURE §5): HS256 JWTs carrying a `jti`, checked on every request against the user row
 * (deleted, suspended, sessions revoked after a password reset) and the revoked-token list (logout, refresh).
 * Revocations are written to the database and, when REDIS_URL is set, to Redis, which every instance reads.
 *
 * Routes use the decorators: `preHandler: app.authenticate` (401 without a valid session),
 * `app.optionalAuth` (sets request.session when a valid token is sent, never fails), `app.requireAdmin`
 * (401, then 403 with the SPEC §8 message for non-admins). Whatever hook a route names them in, the guards
 * (and any function marked with `asGuard`) run in onRequest, before the body is read and validated: 401/403
 * always come before 400/415/422 (ADR 0015).
 */
import { randomUUID } from "node:crypto";
import { messages } from "@ile/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { AccountRole, SuccessorClaims } from "../db/schema/accounts.ts";
import { familyOfSpentToken, revokeToken, rotateToken, tokenStanding } from "./auth.repo.ts";
import { AppError } from "./errors.ts";
import { withRedis } from "./redis.ts";

/** SPEC §6 session roles: a tenant signs in as `user`. */
export type SessionRole = "admin" | "agent" | "user" | "landlord" | "developer";
export const sessionRoleOf = (role: AccountRole): SessionRole => (role === "tenant" ? "user" : role);

/** SPEC §6 flags, sent with the session user. */
export function roleFlags(role: AccountRole) {
  const r = sessionRoleOf(role);
  return {
    isAdmin: r === "admin",
    isAgent: r === "agent",
    isUser: r === "user",
    isLandlord: r === "landlord",
    isDeveloper: r === "developer",
  };
}

export interface Session {
  userId: number;
  role: AccountRole;
  sessionRole: SessionRole;
  jti: string;
  /** The sign-in this token descends from by refreshes (the `fam` claim; absent on tokens made before it). */
  family?: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Milliseconds since the epoch (the `iat_ms` claim): compared with users.sessions_valid_after. */
  issuedAtMs: number;
  expiresAt: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  /** Seconds until expiry (SPEC §3 expires_in). */
  expires_in: number;
  expiresAt: number;
}

declare module "fastify" {
  interface FastifyInstance {
    tokens: TokenService;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, set by app.authenticate / app.optionalAuth. */
    session: Session | null;
  }
}

const ISSUER = "ile";

export class TokenService {
  private readonly key: Uint8Array;
  /** Revoked ids this process has seen, until their tokens expire (positive cache only). */
  private readonly revokedHere = new Map<string, number>();

  constructor(private readonly app: FastifyInstance) {
    this.key = new TextEncoder().encode(app.config.JWT_SECRET);
  }

  /** A new sign-in: a token that starts its own family. */
  async issue(user: { id: number; role: AccountRole }, ttlSeconds = this.app.config.TOKEN_TTL_SECONDS) {
    const nowMs = Date.now();
    return this.sign(
      user.id,
      {
        jti: randomUUID(),
        family: randomUUID(),
        role: user.role,
        issuedAtMs: nowMs,
        expiresAt: Math.floor(nowMs / 1000) + ttlSeconds,
      },
      nowMs,
    );
  }

  /** Signs the claims; the same claims give the same token (HS256 is deterministic). */
  private async sign(userId: number, c: SuccessorClaims, nowMs: number): Promise<IssuedToken> {
    const token = await new SignJWT({ role: c.role, iat_ms: c.issuedAtMs, fam: c.family })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(userId))
      .setJti(c.jti)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(c.issuedAtMs / 1000))
      .setExpirationTime(c.expiresAt)
      .sign(this.key);
    return { token, jti: c.jti, expires_in: c.expiresAt - Math.floor(nowMs / 1000), expiresAt: c.expiresAt };
  }

  /**
   * Refresh (RFC 9700 §4.14, ADR 0100 addendum): exchanges the session's token for its successor, in the same
   * family, and revokes it after `graceSeconds`. Refreshing the same token again (another tab, a retry, a
   * race) answers the same successor, never a second one.
   */
  async rotate(session: Session, user: { id: number; role: AccountRole }, graceSeconds: number) {
    const nowMs = Date.now();
    const from = nowMs + graceSeconds * 1000;
    const successor = await rotateToken(
      this.app.db,
      { jti: session.jti, userId: session.userId, expiresAt: session.expiresAt, fromMs: from },
      {
        jti: randomUUID(),
        family: session.family ?? randomUUID(),
        role: user.role,
        issuedAtMs: nowMs,
        expiresAt: Math.floor(nowMs / 1000) + this.app.config.TOKEN_TTL_SECONDS,
      },
    );
    await this.remember(session.jti, from, session.expiresAt);
    return this.sign(session.userId, successor, nowMs);
  }

  /** Checks signature and expiry only (no database): throws UNAUTHORIZED. */
  async decode(token: string): Promise<Session> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || !payload.jti || !payload.exp || !payload.iat)
        throw new Error("claims");
      const role = payload.role as AccountRole;
      return {
        userId,
        role,
        sessionRole: sessionRoleOf(role),
        jti: payload.jti,
        ...(typeof payload.fam === "string" ? { family: payload.fam } : {}),
        issuedAt: payload.iat,
        issuedAtMs: typeof payload.iat_ms === "number" ? payload.iat_ms : payload.iat * 1000,
        expiresAt: payload.exp,
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw AppError.unauthorized(messages.session.expired, "UNAUTHORIZED");
      throw AppError.unauthorized(messages.session.expired, "UNAUTHORIZED");
    }
  }

  /**
   * Full check: signature, expiry, revocation, and the user still able to sign in. Returns the session with
   * the user's current role. Throws 401 with TOKEN_BLACKLISTED or USER_NOT_FOUND codes (SPEC §8).
   */
  async verify(token: string): Promise<Session> {
    const session = await this.decode(token);
    const row = await tokenStanding(
      this.app.db,
      session.userId,
      session.issuedAtMs,
      session.jti,
      session.family,
    );
    if (!row || row.deleted || row.status === "suspended") {
      throw AppError.unauthorized(messages.session.userNotFound, "USER_NOT_FOUND");
    }
    if (row.stale || row.revoked || (await this.isRevoked(session.jti, session.family))) {
      throw AppError.unauthorized(messages.session.expired, "TOKEN_BLACKLISTED");
    }
    return { ...session, role: row.role, sessionRole: sessionRoleOf(row.role) };
  }

  /**
   * For the refresh call: `verify`, and when the token is refused because it was refreshed and its grace window is
   * over, its reuse revokes its whole family (RFC 9700 §4.14: a stolen copy or the owner, one of them is not
   * who they say).
   */
  async verifyForRefresh(token: string): Promise<Session> {
    try {
      return await this.verify(token);
    } catch (err) {
      if (err instanceof AppError && err.code === "TOKEN_BLACKLISTED") {
        const session = await this.decode(token);
        const family = await familyOfSpentToken(this.app.db, session.jti);
        if (family) await this.revokeId(family, session.userId);
      }
      throw err;
    }
  }

  /** Revokes a token id, now or after `graceSeconds` (a refreshed token keeps working briefly for other tabs). */
  async revoke(session: Pick<Session, "jti" | "userId" | "expiresAt">, graceSeconds = 0): Promise<void> {
    const from = Date.now() + graceSeconds * 1000;
    await revokeToken(this.app.db, session.jti, session.userId, session.expiresAt, from);
    await this.remember(session.jti, from, session.expiresAt);
  }

  /** Logout: the token now, and its family (every token refreshed from the same sign-in, e.g. one in grace). */
  async endSession(session: Session): Promise<void> {
    await this.revoke(session);
    if (session.family) await this.revokeId(session.family, session.userId);
  }

  /** Revokes a family id at once; its tokens were all issued by now, so they expire within one token lifetime. */
  private async revokeId(id: string, userId: number) {
    await this.revoke({
      jti: id,
      userId,
      expiresAt: Math.floor(Date.now() / 1000) + this.app.config.TOKEN_TTL_SECONDS,
    });
  }

  /** Tells this process and (through Redis) the others that `id` is revoked from `from` (ms). */
  private async remember(id: string, from: number, expiresAt: number) {
    this.revokedHere.set(id, from);
    // The database row is what counts; Redis only tells other instances sooner (ADR 0014).
    const ttl = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
    await withRedis(
      this.app.redis,
      (redis) => redis.set(`${this.app.config.REDIS_KEY_PREFIX}revoked:${id}`, String(from), "EX", ttl, "NX"),
      () => null,
    );
  }

  private async isRevoked(jti: string, family: string | undefined): Promise<boolean> {
    const ids = family ? [jti, family] : [jti];
    const now = Date.now();
    if (ids.some((id) => (this.revokedHere.get(id) ?? Number.POSITIVE_INFINITY) <= now)) return true;
    const from = await withRedis(
      this.app.redis,
      (redis) => redis.mget(...ids.map((id) => `${this.app.config.REDIS_KEY_PREFIX}revoked:${id}`)),
      () => [],
    );
    return from.some((f) => f !== null && Number(f) <= now);
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const guards = new WeakSet<object>();

/** Marks a route's own authentication check (e.g. a custom 401 message) so it runs first, like app.authenticate. */
export function asGuard<T extends Hook>(hook: T): T {
  guards.add(hook);
  return hook;
}

const hookList = (hooks: unknown): unknown[] => (hooks === undefined ? [] : [hooks].flat());

/** Moves guards named in a route's preValidation/preHandler to the end of its onRequest hooks (keeping order). */
function guardsFirst(route: RouteOptions) {
  const moved: unknown[] = [];
  for (const name of ["preValidation", "preHandler"] as const) {
    const hooks = hookList(route[name]);
    if (!hooks.some((h) => typeof h === "function" && guards.has(h))) continue;
    moved.push(...hooks.filter((h) => guards.has(h as object)));
    route[name] = hooks.filter((h) => !guards.has(h as object)) as RouteOptions[typeof name];
  }
  if (moved.length) route.onRequest = [...hookList(route.onRequest), ...moved] as RouteOptions["onRequest"];
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", guardsFirst);
    const tokens = new TokenService(app);
    app.decorate("tokens", tokens);
    app.decorateRequest("session", null);

    app.decorate(
      "authenticate",
      asGuard(async (request: FastifyRequest) => {
        const token = bearerToken(request);
        if (!token) throw AppError.unauthorized(messages.search.loginRequired, "UNAUTHORIZED");
        request.session = await tokens.verify(token);
      }),
    );
    app.decorate("optionalAuth", async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return;
      request.session = await tokens.verify(token).catch(() => null);
    });
    app.decorate(
      "requireAdmin",
      asGuard(async (request: FastifyRequest, reply: FastifyReply) => {
        await app.authenticate(request, reply);
        if (request.session?.role !== "admin") throw AppError.forbidden(messages.generic.forbidden);
      }),
    );
  },
  { name: "ile-auth" },
);
