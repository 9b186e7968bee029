/**
 * The message catalogue of property management (issue 24, ADR 0950, 0951): answers, and the mails and SMS sent
 * through the outbox. One source for the API and the web.
 */
import { MAX_TERM_MONTHS } from "./tenancy.ts";

/** Most photos on one maintenance request. */
export const MAX_MAINTENANCE_PHOTOS = 6;

export const tenancyMessages = {
  paidOnFuture: "paid_on cannot be in the future",
  givenOnOutside: "given_on must be between the start of the tenancy and today",
  created: "Tenancy added",
  notFound: "Tenancy not found",
  notManager: "Only landlords and agents can add tenancies",
  notLandlord: "Only the landlord of this tenancy can do that",
  notTenant: "Only the tenant of this tenancy can do that",
  overlap: "This unit already has a tenancy for some of these dates",
  unitRequired: "Give the unit: its unit_id, or its address, city and state",
  unitNotFound: "Unit not found",
  selfTenant: "You cannot be the tenant of your own tenancy",
  dateInvalid: "Enter a date as YYYY-MM-DD",
  termTooLong: `A fixed term can run at most ${MAX_TERM_MONTHS / 12} years`,
  installmentNotFound: "Rent installment not found",
  alreadyPaid: "This rent is already paid",
  overpaid: "This is more than the rent still owed for this period",
  paymentRecorded: "Payment recorded and receipt issued",
  receiptNotFound: "Receipt not found",
  paymentNotRent: "This payment is not a rent payment",
  paymentPending: "The payment is not complete yet",
  paymentFailed: "The payment did not go through",
  noticeGiven: "Notice to quit recorded",
  noticeAlready: "Notice has already been given on this tenancy",
  tenancyOver: "This tenancy has ended",
  renewed: "Tenancy renewed",
  cannotRenew: "Only a tenancy that has not ended or already been renewed can be renewed",
  invited: (email: string) => `We emailed an invitation to ${email}`,
  // Agents acting for a landlord (ADR 0951).
  onlyAgentsName: "Only agents add a tenancy for another landlord",
  landlordIsTenant: "The landlord and the tenant must be different people",
  landlordNamed: (email: string) => `We asked ${email} to confirm you as their agent`,
  noAgent: "This tenancy has no agent waiting for your answer",
  agentConfirmed: "You confirmed the agent for this tenancy",
  agentRemoved: "The agent no longer manages this tenancy",
  agentDeclined: "You declined: this tenancy is no longer shown as yours",
  agentNamedSubject: (agent: string) => `${agent} named you as a landlord on Ile`,
  agentNamedText: (agent: string, address: string, link: string) =>
    `${agent} says they manage the tenancy at ${address} for you. Confirm or decline them as your agent, and see the rent schedule and receipts: ${link}`,
  agentAnswerSubject: (address: string) => `Your landlord answered about ${address}`,
  agentAnswerText: (landlord: string, address: string, confirmed: boolean) =>
    confirmed
      ? `${landlord} confirmed you as the agent for the tenancy at ${address}.`
      : `${landlord} does not confirm you as the agent for the tenancy at ${address}; you no longer manage it for them.`,
  maintenanceCreated: "Maintenance request sent to your landlord",
  maintenanceUpdated: "Maintenance request updated",
  maintenanceNotFound: "Maintenance request not found",
  photoNotFound: "Photo not found",
  maintenanceClosed: "This maintenance request is closed",
  assigneeUnknown: "The assignee must be an existing account",
  assigneeRequired: "Choose a service provider to assign the job to",
  statusNotAllowed: "You cannot move this request to that status",
  tooManyPhotos: `A request can have at most ${MAX_MAINTENANCE_PHOTOS} photos`,
  notAnImage: "This file is not a JPEG, PNG, WebP or GIF image",
  managementRequestSent: "Thank you. Our property management team will contact you within two working days.",
  // Mails and SMS (outbox).
  inviteSubject: (landlord: string) => `${landlord} added your tenancy on Ile`,
  inviteText: (landlord: string, address: string, link: string) =>
    `${landlord} has added your tenancy at ${address} on Ile. Create your account with this email address to see your rent schedule, pay rent and get receipts, and send maintenance requests: ${link}`,
  reminderSubject: (address: string, due: string) => `Rent for ${address} is due on ${due}`,
  reminderText: (name: string, amount: string, address: string, due: string, link: string) =>
    `Hello ${name}, your rent of ${amount} for ${address} is due on ${due}. Pay online or see your schedule: ${link}`,
  overdueSubject: (address: string) => `Rent for ${address} is overdue`,
  overdueText: (name: string, amount: string, address: string, due: string, link: string) =>
    `Hello ${name}, ${amount} of rent for ${address} was due on ${due} and is still unpaid. ${link}`,
  receiptSubject: (number: string) => `Rent receipt ${number}`,
  receiptText: (number: string, amount: string, address: string, period: string, link: string) =>
    `Receipt ${number}: ${amount} received for ${address}, rent for ${period}. ${link}`,
  noticeSubject: (address: string) => `Notice to quit: ${address}`,
  noticeText: (who: string, address: string, end: string, explanation: string) =>
    `${who} has given notice to end the tenancy at ${address}. The tenancy ends on ${end}. ${explanation}`,
  maintenanceSubject: (title: string) => `Maintenance request: ${title}`,
  maintenanceText: (tenant: string, address: string, title: string, urgency: string, link: string) =>
    `${tenant} reported a problem at ${address}: ${title} (urgency: ${urgency}). ${link}`,
  assignedSubject: (title: string) => `New job: ${title}`,
  /** `landlord` is the name of whoever assigned the job, when known. */
  assignedText: (landlord: string | null | undefined, address: string, title: string, link: string) =>
    `${landlord ?? "A landlord"} assigned you a maintenance job at ${address}: ${title}. ${link}`,
  managementSubject: "We received your property management request",
  managementText: (name: string) =>
    `Hello ${name}, thank you for asking Ile to manage your property. Our team will contact you within two working days.`,
} as const;
