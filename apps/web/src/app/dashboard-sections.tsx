/**
 * The sections of /dashboard and /admin, one line per feature. The app layer composes features here so
 * features never import each other; each section is its own lazily loaded chunk. `path` is relative to
 * /dashboard (or /admin); the first section is the index. An entry looks like:
 *   { path: "listings", label: "My listings", Component: lazy(() => import("@/features/properties/components/my-listings")) }
 * (the module's default export is the section component).
 */
export interface Section {
  path: string;
  label: string;
  Component: React.LazyExoticComponent<React.ComponentType>;
  /** Only shown to these account roles (tenant, landlord, agent, developer, admin); everyone when absent. */
  roles?: readonly string[];
}

export const dashboardSections: Section[] = [];

export const adminSections: Section[] = [];
