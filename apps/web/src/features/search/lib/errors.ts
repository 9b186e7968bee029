/** SPEC §8 "Search": what the page says when a search fails. */
import { messages } from "@ile/contract";
import { ApiError } from "@/lib/api-client";

export function searchErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return messages.search.failed;
  switch (err.status) {
    case 422:
      return err.errors?.query?.[0] ?? messages.search.invalidParams;
    case 401:
      return err.serverMessage || messages.search.loginRequired;
    case 500:
      return err.serverMessage || messages.search.server;
    case 503:
      return err.message;
    default:
      return messages.search.failed;
  }
}
