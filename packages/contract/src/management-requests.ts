/**
 * Management requests (issue 24, ADR 0951): what /property-management sends, and the staff's handling of it in
 * /admin (statuses, a note to the requester, audited). Messages for the API, the web and the outbox.
 */
import { z } from "zod";

export const MANAGEMENT_REQUEST_STATUSES = ["new", "contacted", "in_progress", "closed", "declined"] as const;
export type ManagementRequestStatus = (typeof MANAGEMENT_REQUEST_STATUSES)[number];
export const MANAGEMENT_REQUEST_STATUS_LABELS: Record<ManagementRequestStatus, string> = {
  new: "New",
  contacted: "Contacted",
  in_progress: "In progress",
  closed: "Closed",
  declined: "Declined",
};

export const managementMessages = {
  notFound: "Management request not found",
  unchanged: "The request already has this status",
  updated: "Status saved; the requester was emailed",
  noteRequired: "Write a note for the requester",
  statusSubject: (label: string) => `Your property management request: ${label}`,
  statusText: (name: string, label: string, note: string) =>
    `Hello ${name}, your request for Ile to manage your property is now: ${label}.${note ? ` ${note}` : ""}`,
} as const;

export const managementRequestUpdateSchema = z.object({
  status: z.enum(MANAGEMENT_REQUEST_STATUSES, {
    error: `status must be one of ${MANAGEMENT_REQUEST_STATUSES.join(", ")}`,
  }),
  note: z
    .string({ error: "note must be text" })
    .trim()
    .min(1, { error: managementMessages.noteRequired })
    .max(1000, { error: "note must be at most 1000 characters" }),
});

export const managementRequestsQuerySchema = z.object({
  status: z
    .enum(["open", ...MANAGEMENT_REQUEST_STATUSES], {
      error: `status must be open or one of ${MANAGEMENT_REQUEST_STATUSES.join(", ")}`,
    })
    .default("open"),
});

export const managementRequestItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  units: z.number().int(),
  message: z.string(),
  status: z.enum(MANAGEMENT_REQUEST_STATUSES),
  staff_note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagementRequestItem = z.infer<typeof managementRequestItemSchema>;
