/**
 * Who may see a two-sided record of the satellites (a job's customer and provider, an order's buyer and seller):
 * one of its sides, or an admin. Anyone else is answered 404, as if it did not exist (nothing to learn).
 */
import type { Session } from "./auth.ts";

export const isPartyOrAdmin = (session: Session, ...sides: (number | string)[]) =>
  session.role === "admin" || sides.some((id) => session.userId === Number(id));
