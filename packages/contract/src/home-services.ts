/**
 * Home services and building materials (issue 20; ADRs 0300, 0301): the provider directory with quotes, bookings
 * and reviews (`/svc/providers`) and the materials store with orders (`/svc/store`). The list replies keep the
 * server field names of SPEC §3 (`service_providers[]`, `products[]` with `product_name` …) so the SPEC §7
 * clients read them unchanged; everything else uses the usual `{status, message?, data}`.
 *
 * Money: provider prices, budgets and quotes are integer naira on the wire (`*_naira`); product prices are integer
 * naira (`product_price`, SPEC §3); the database keeps kobo.
 *
 * This file holds the constants and messages; the schemas are home-services-providers.ts and
 * store.ts (their shared fields in home-services-fields.ts), all exported from the package index.
 */

/** The trades a house needs, with the registration body of those that have one (SPEC §2 /find-services). */
export const PROVIDER_CATEGORIES = [
  "electrician",
  "plumber",
  "architect",
  "surveyor",
  "lawyer",
  "engineer",
  "carpenter",
  "mason",
  "tiler",
  "painter",
  "welder",
  "roofer",
  "ac-technician",
  "solar-installer",
  "borehole-driller",
  "interior-designer",
  "cleaner",
  "pest-control",
  "landscaper",
  "mover",
] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const PROVIDER_CATEGORY_LABELS: Record<ProviderCategory, string> = {
  electrician: "Electricians",
  plumber: "Plumbers",
  architect: "Architects",
  surveyor: "Surveyors",
  lawyer: "Property lawyers",
  engineer: "Engineers",
  carpenter: "Carpenters",
  mason: "Masons and bricklayers",
  tiler: "Tilers",
  painter: "Painters",
  welder: "Welders",
  roofer: "Roofers",
  "ac-technician": "AC technicians",
  "solar-installer": "Solar installers",
  "borehole-driller": "Borehole drillers",
  "interior-designer": "Interior designers",
  cleaner: "Cleaners",
  "pest-control": "Pest control",
  landscaper: "Gardeners and landscapers",
  mover: "Movers",
};

/** Regulated trades: the licence body whose number a provider of that trade must give. */
export const LICENCE_BODIES: Partial<Record<ProviderCategory, string>> = {
  architect: "ARCON",
  surveyor: "SURCON",
  lawyer: "NBA",
  engineer: "COREN",
};

export const MATERIAL_CATEGORIES = [
  "cement",
  "blocks",
  "rods",
  "roofing",
  "tiles",
  "paint",
  "sand",
  "granite",
  "plumbing",
  "electrical",
  "wood",
] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

export const MATERIAL_CATEGORY_LABELS: Record<MaterialCategory, string> = {
  cement: "Cement",
  blocks: "Blocks",
  rods: "Iron rods",
  roofing: "Roofing sheets",
  tiles: "Tiles",
  paint: "Paint",
  sand: "Sand",
  granite: "Granite",
  plumbing: "Plumbing",
  electrical: "Electrical",
  wood: "Wood",
};

export const JOB_STATES = ["requested", "quoted", "accepted", "done", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];
export const ORDER_STATES = [
  "awaiting_payment",
  "placed",
  "confirmed",
  "dispatched",
  "delivered",
  "cancelled",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_PAYMENT_METHODS = ["online", "delivery"] as const;

export const HOME_SERVICES_LIMITS = {
  defaultPerPage: 12,
  maxPerPage: 100,
  maxNaira: 1_000_000_000,
  maxQuantity: 100_000,
  maxPhotos: 10,
  /** Minutes an online order waits for its payment before its stock goes back. */
  unpaidMinutes: 30,
} as const;

export const homeServicesMessages = {
  customerOnly: "Only the customer can do this",
  providerOnly: "Only the provider can do this",
  providersListed: "Service providers retrieved successfully",
  providerNotFound: "Service provider not found",
  providerSaved: "Your provider profile is saved",
  alreadyProvider: "You already have a provider profile",
  notProvider: "Create your provider profile first",
  licenceRequired: (body: string) => `Enter your ${body} registration number`,
  unknownState: "Choose a state of Nigeria",
  priceOrder: "The highest price must be at least the lowest",
  providerOnlyReply: "Only the provider can reply to this review",
  jobPartiesOnly: "Only the customer or the provider can write here",
  messageRequired: "Write a message",
  sellerOnly: "Only the seller can do this",
  /** A served area that is neither an LGA of the state nor one of its well-known towns (ADR 0303). */
  unknownAreas: (names: readonly string[], state: string) =>
    names.length === 1
      ? `${names[0]} is not an LGA or a known town of ${state}: choose the areas from the list`
      : `${names.join(", ")} are not LGAs or known towns of ${state}: choose the areas from the list`,
  notAnImage: "Not an image",
  tooManyPhotos: "At most 10 photos",
  jobSent: "Your request was sent to the provider",
  jobNotFound: "Job request not found",
  ownJob: "You cannot request a quote from yourself",
  quoted: "Quote sent",
  accepted: "Quote accepted",
  declined: "Quote declined",
  done: "Job marked as done",
  cancelled: "Job cancelled",
  illegal: (from: string, action: string, thing = "job") =>
    `This ${thing} is ${from} and cannot be ${action}`,
  reviewSaved: "Thank you for your review",
  reviewNeedsJob: "You can review a provider after a completed job with them",
  alreadyReviewed: "You have already reviewed this job",
  replySaved: "Reply saved",
  alreadyReplied: "You have already replied to this review",
  reviewNotFound: "Review not found",
  productsListed: "Products retrieved successfully",
  productNotFound: "Product not found",
  productSaved: "Product saved",
  productDeleted: "Product removed",
  sellerNotVerified: "Verify your identity before selling on Ile",
  ownProduct: "You cannot order your own product",
  outOfStock: (left: number) => (left === 0 ? "This product is out of stock" : `Only ${left} left in stock`),
  noPayOnDelivery: "This seller does not accept payment on delivery",
  orderPlaced: "Order placed",
  orderNotFound: "Order not found",
  orderUpdated: "Order updated",
  orderNotPaid: "This order has not been paid yet",
  unpaidExpired: "Payment was not completed in time",
  orderPaidNextSteps: [
    "Your order is paid. The seller confirms it and arranges delivery.",
    "Follow it in your dashboard under Orders.",
  ],
} as const;

/**
 * The mail and SMS of the job and order flows (services/providers jobs.ts, services/store orders.ts, through the
 * outbox). Amounts come formatted (naira); a mail is a subject and its lines.
 */
export const homeServicesMail = {
  /** The SMS that goes with a job or order mail: its subject. */
  sms: (subject: string) => `Ile: ${subject}`,
  jobFooter: (id: number | string) => `Job #${id} on Ile`,
  quoteSubject: (title: string, amount: string) => `Quote for ${title}: ${amount}`,
  quoteLines: (provider: string, amount: string, title: string, note: string) => [
    `${provider} quoted ${amount} for "${title}".`,
    note,
    "Accept or decline it on Ile.",
  ],
  acceptedSubject: (title: string) => `Quote accepted: ${title}`,
  acceptedLines: (customer: string | null, title: string, note: string) => [
    `${customer || "Your customer"} accepted your quote for "${title}".`,
    note,
  ],
  declinedSubject: (title: string) => `Quote declined: ${title}`,
  declinedLines: (customer: string | null, title: string, note: string) => [
    `${customer || "Your customer"} declined your quote for "${title}".`,
    note,
  ],
  doneSubject: (title: string) => `Job done: ${title}`,
  doneLines: (title: string, note: string) => [
    `"${title}" is marked as done.`,
    note,
    "The customer can now leave a review.",
  ],
  cancelledSubject: (title: string) => `Job cancelled: ${title}`,
  cancelledLines: (title: string, note: string) => [`"${title}" was cancelled.`, note],
  noteSubject: (title: string) => `New message about ${title}`,
  orderSubjects: {
    cancelled: "Order cancelled",
    confirmed: "Order confirmed",
    dispatched: "Order dispatched",
    delivered: "Order delivered",
  },
  /** The reason kept on an order cancelled without one. */
  orderCancelledBy: (seller: boolean) => (seller ? "Cancelled by the seller" : "Cancelled by the buyer"),
  orderTitle: (subject: string, quantity: number, product: string) => `${subject}: ${quantity} × ${product}`,
  orderText: (o: {
    title: string;
    id: number | string;
    total: string;
    online: boolean;
    status: string;
    address: string;
    reason: string | null;
  }) =>
    [
      o.title,
      `Order #${o.id} — ${o.total} (${o.online ? "paid online" : "pay on delivery"})`,
      `Status: ${o.status.replace("_", " ")}`,
      `Deliver to: ${o.address}`,
      o.reason ? `Reason: ${o.reason}` : "",
      "",
      "See it in your Ile dashboard.",
    ].join("\n"),
} as const;
