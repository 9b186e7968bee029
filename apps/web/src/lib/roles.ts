/** Role titles of SPEC §6 for display. */
export const ROLE_TITLE: Record<string, string> = {
  tenant: "Tenant",
  landlord: "Landlord",
  agent: "Agent",
  developer: "Developer",
};
