/**
 * Checks a stored session when the app loads (SPEC §4 Session): GET /check-auth. A 401 is answered by the API
 * client with one refresh; if that fails the client ends the session ("Session expired. Please login again.").
 * Any other failure ends it with "Failed to verify session. Please login again."; a network failure (503)
 * keeps the session, so a person on a bad connection is not logged out.
 */
import { messages } from "@ile/contract";
import { toast } from "@/lib/toast";
import { ApiError, api } from "./api-client";
import * as storage from "./session-storage";

export async function checkSession(): Promise<"none" | "valid" | "ended" | "offline"> {
  if (!storage.getToken()) return "none";
  try {
    const reply = await api.get<{ data?: { user?: storage.SessionUser } }>("/check-auth");
    if (reply.data?.user) storage.saveUser(reply.data.user);
    return "valid";
  } catch (err) {
    if (err instanceof ApiError && err.status === 503) return "offline";
    if (!storage.getToken()) return "ended"; // the client already ended it after a failed refresh
    storage.clearSession();
    toast.error(messages.session.verifyFailed);
    return "ended";
  }
}
