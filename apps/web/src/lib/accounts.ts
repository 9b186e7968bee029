/**
 * The account calls of SPEC §7 that the sign-up, verification and password pages make (login itself lives in
 * lib/login.ts); shared by the site's auth pages and the analytics area's (ADR 0711).
 */
import type {
  ForgotPasswordInput,
  MessageReply,
  ProfileRole,
  RegisterInput,
  RegisterReply,
  ResendInput,
  ResetPasswordInput,
} from "@ile/contract";
import { api } from "@/lib/api-client";

export type { ProfileRole as Role, RegisterInput };

type Message = MessageReply;

export const register = (input: RegisterInput) =>
  api.post<RegisterReply>("/register", input, { auth: false });

export const verifyEmail = (userId: number, token: string) =>
  api.post<Message>("/verify/email-or-phone", { type: "email", user_id: userId, token }, { auth: false });

export const verifyPhone = (input: { user_id?: number; phone?: string; code: string }) =>
  api.post<Message>("/verify/email-or-phone", { type: "phone", ...input }, { auth: false });

export const resendVerification = (input: ResendInput) =>
  api.post<Message>("/resend/verification/link-or-code", input, { auth: false });

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<Message>("/forgot-password", input, { auth: false });

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<Message>("/reset-password", input, { auth: false });
