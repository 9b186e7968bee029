/** Choices the search filters offer (SPEC §5, §6); the states are in lib/nigeria. */

export const ROLE_OPTIONS = [
  { value: "agent", label: "Agent" },
  { value: "landlord", label: "Landlord" },
  { value: "developer", label: "Developer" },
  { value: "tenant", label: "Tenant" },
] as const;

export const PROFESSION_OPTIONS = [
  { value: "electrician", label: "Electrician" },
  { value: "plumber", label: "Plumber" },
  { value: "architect", label: "Architect" },
  { value: "surveyor", label: "Surveyor" },
  { value: "lawyer", label: "Lawyer" },
] as const;

export const PROPERTY_TYPE_OPTIONS = [
  "Detached Duplex",
  "Semi Detached Duplex",
  "Terraced Duplex",
  "Detached Bungalow",
  "Semi Detached Bungalow",
  "Terraced Bungalow",
  "Block of Flats",
  "Flat",
  "Self Contain",
  "Land",
  "Shop",
  "Office",
] as const;

export const TYPE_TABS = [
  { value: "all", label: "All" },
  { value: "properties", label: "Properties" },
  { value: "users", label: "People" },
] as const;
