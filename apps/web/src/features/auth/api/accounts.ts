/** The account calls of SPEC §7 that the auth pages make (login itself lives in lib/login.ts). */
import { api } from "@/lib/api-client";

export type Role = "tenant" | "landlord" | "agent" | "developer";

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  password_confirmation: string;
  role: Role;
}

interface Message {
  status: string;
  message: string;
}

export const register = (input: RegisterInput) =>
  api.post<Message & { data: { user_id: number; email: string; phone: string | null } }>("/register", input, {
    auth: false,
  });

export const verifyEmail = (userId: number, token: string) =>
  api.post<Message>("/verify/email-or-phone", { type: "email", user_id: userId, token }, { auth: false });

export const verifyPhone = (input: { user_id?: number; phone?: string; code: string }) =>
  api.post<Message>("/verify/email-or-phone", { type: "phone", ...input }, { auth: false });

export const resendVerification = (input: {
  user_id?: number;
  email?: string;
  phone?: string;
  channel: "email" | "phone";
}) => api.post<Message>("/resend/verification/link-or-code", input, { auth: false });

export const forgotPassword = (input: { email?: string; phone?: string }) =>
  api.post<Message>("/forgot-password", input, { auth: false });

export const resetPassword = (input: { token: string; password: string; password_confirmation: string }) =>
  api.post<Message>("/reset-password", input, { auth: false });
