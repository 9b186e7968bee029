/** Role titles of SPEC §6 for display. */
export const ROLE_TITLE: Record<string, string> = {
  tenant: "Tenant",
  landlord: "Landlord",
  agent: "Agent",
  developer: "Developer",
};

/** A role's title for display, admins included ("Admin"); an unknown role as it is. */
export const roleTitle = (role: string) => (role === "admin" ? "Admin" : (ROLE_TITLE[role] ?? role));
