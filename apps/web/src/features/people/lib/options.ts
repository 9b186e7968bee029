/** Directory choices, role titles (SPEC §6) and where each person's page lives (SPEC §2). */
import type { PersonCard } from "@ile/contract";
import { paths } from "@/config/paths";

export const REVIEWABLE = new Set(["agent", "landlord", "developer"]);

export const DIRECTORY_ROLES = [
  { value: "", label: "Everyone" },
  { value: "agent", label: "Agents" },
  { value: "landlord", label: "Landlords" },
  { value: "developer", label: "Developers" },
  { value: "tenant", label: "Tenants" },
] as const;

/** Agents and tenants have their own paths; everyone else lives at /profiles/{slug}. */
export function personHref(person: Pick<PersonCard, "id" | "slug"> & { role: string }): string {
  if (person.role === "agent") return paths.agent(person.id);
  if (person.role === "tenant") return paths.tenantProfile(person.id);
  return paths.profile(person.slug);
}

export const PREMIUM_LABELS: Record<string, string> = {
  email: "Email address",
  phone: "Phone number",
  address: "Address",
  documents: "Documents",
  date_of_birth: "Date of birth",
  marital_status: "Marital status",
};
