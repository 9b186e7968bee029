/**
 * Person cards (SPEC §3 "Search entities: Users"): what search results and directories show of a person.
 * The SQL selects only public columns; the one premium value a card carries, `email`, is read from the
 * database only for the person themself and admins (it is null for everyone else, before it leaves SQL).
 */
import { type PersonCard, ROLE_TITLES } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Viewer } from "../payments/entitlements.ts";
import { type CardRow, cardRows } from "./repo.ts";

/** Roles a public person has (admins are staff, never listed). */
export const PUBLIC_ROLES = ["tenant", "landlord", "agent", "developer"] as const;

/** SPEC §9: the mean of the ratings, 0 with none; one decimal place is what anyone reads. */
export const roundRating = (avg: number | string | null | undefined) =>
  Math.round(Number(avg ?? 0) * 100) / 100;

/** "Lekki, Lagos": each part trimmed, empty parts dropped (never "Lekki , Lagos"); null when neither is given. */
export const locationOf = (city: string | null, state: string | null) =>
  [city, state]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(", ") || null;

/** Cards for the given user ids, in that order (missing or unlisted ids are skipped). */
export async function loadPersonCards(
  db: DbOrTx,
  userIds: number[],
  viewer: Viewer | null,
): Promise<PersonCard[]> {
  if (userIds.length === 0) return [];
  const rows = await cardRows(db, userIds, { userId: viewer?.userId ?? 0, admin: viewer?.role === "admin" });
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return userIds.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toCard(r)] : [];
  });
}

function toCard(r: CardRow): PersonCard {
  return {
    id: Number(r.id),
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email ?? null,
    slug: r.slug,
    profile_picture: r.profile_picture,
    verified: r.verified_at !== null && r.verified_at !== undefined,
    checks: {
      identity: r.verified_at !== null && r.verified_at !== undefined,
      lasrera: r.lasrera === true,
      cac: r.cac === true,
    },
    average_rating: roundRating(r.average_rating),
    reviews_count: Number(r.reviews_count ?? 0),
    profile: {
      role: r.role,
      role_title: ROLE_TITLES[r.role] ?? "User",
      occupation: r.occupation_job_title,
      service_area: r.service_area,
      location: locationOf(r.city, r.state),
      city: r.city,
      state: r.state,
      unique_key: r.unique_key,
    },
  };
}
