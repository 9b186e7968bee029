/**
 * The login calls and how their replies are read (SPEC §4 Login, §5, §7, §8). The modal renders the steps;
 * this module decides what each reply means.
 */
import { type LoginReply, messages, type TokenReplyBody } from "@ile/contract";
import { ApiError, api } from "./api-client";
import { readLoginPayload, type SessionUser, saveLogin } from "./session-storage";

export type LoginMethod = "email" | "phone";

export type LoginOutcome =
  | { kind: "logged-in"; user: SessionUser }
  | { kind: "code-required"; sessionToken: string; message?: string }
  | { kind: "account-pending"; userId: number | string; message: string };

/** Stores a logged-in reply, or fails with the spec's messages when it lacks a token or user. */
export function acceptLoginReply(reply: LoginReply | TokenReplyBody): SessionUser {
  const { token, user } = readLoginPayload(reply);
  if (!token) throw new ApiError(400, messages.session.tokenMissing, { code: "MISSING_TOKEN" });
  if (!user) throw new ApiError(400, messages.session.invalidLoginResponse, { code: "LOGIN_FAILED" });
  saveLogin(reply);
  return user;
}

export async function login(
  method: LoginMethod,
  identifier: string,
  password: string,
): Promise<LoginOutcome> {
  const reply = await api.post<LoginReply>("/login", { [method]: identifier.trim(), password });
  if (reply.status === "pending_verification" && "session_token" in reply && reply.session_token) {
    return { kind: "code-required", sessionToken: reply.session_token, message: reply.message };
  }
  if (reply.status === "pending_account_verification") {
    const userId = "user_id" in reply ? reply.user_id : "";
    return { kind: "account-pending", userId: userId ?? "", message: reply.message ?? "" };
  }
  return { kind: "logged-in", user: acceptLoginReply(reply) };
}

export async function verifyLogin(sessionToken: string, authCode: string): Promise<SessionUser> {
  const reply = await api.post<TokenReplyBody>("/verify-login", {
    session_token: sessionToken,
    auth_code: authCode,
  });
  return acceptLoginReply(reply);
}

/** SPEC §8 Login: the first field error if any, else the message, else "Login failed. Please try again". */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 503) return err.message;
    const own = err.code === "MISSING_TOKEN" || err.code === "LOGIN_FAILED" ? err.message : undefined;
    return err.firstFieldError ?? err.serverMessage ?? own ?? messages.session.loginFailedRetry;
  }
  return messages.session.loginFailedRetry;
}

/** The code step accepts digits only, at most 6 (SPEC §5). */
export const sanitiseCode = (value: string) => value.replace(/\D/g, "").slice(0, 6);
