/** Developer project constants and messages (ADR 0250): plain values, no zod, so pages can import them without the schemas. */
export const PROJECT_STATUSES = ["off_plan", "under_construction", "completed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  off_plan: "Off-plan",
  under_construction: "Under construction",
  completed: "Completed",
};
export const PROJECT_SORTS = ["newest", "price_asc", "price_desc", "completion"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_DEFAULTS = { page: 1, limit: 12, maxLimit: 100 } as const;
export const MAX_PROJECT_IMAGES = 20;
export const MAX_UNIT_TYPES = 30;
/** Largest unit price accepted: ₦100 billion, in kobo. */
export const MAX_PROJECT_PRICE_KOBO = 10_000_000_000_000;

export const projectMessages = {
  created: "Project created",
  updated: "Project updated",
  deleted: "Project deleted",
  notFound: "Project not found",
  notYours: "You can only change your own projects",
  notDeveloper: "Only developers and admins can list projects",
  developerUnknown: "The developer must be an existing developer account",
  tooManyImages: `A project can have at most ${MAX_PROJECT_IMAGES} brochure images`,
  notAnImage: "This file is not a JPEG, PNG, WebP or GIF image",
  imageNotFound: "Image not found",
  priceRange: "min_price_kobo must not be more than max_price_kobo",
} as const;
