/** Replies as the API sends them (typed by the contract), for component tests; `over` changes what a test needs. */
import {
  type FullProfile,
  type OwnProfile,
  type PaginationMeta,
  type PaymentInstructions,
  type PaymentRequiredReply,
  type Plan,
  type Property,
  type PublicProfile,
  pageMeta,
  type SearchReply,
} from "@ile/contract";

/** A list reply: the items and their page meta (one page unless `meta` says otherwise). */
export const page = <T>(data: T[], meta: Partial<PaginationMeta> = {}) => ({
  status: "success" as const,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length, ...meta },
});

export function publicProfile(over: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 1,
    unique_key: "ILE-ABCDEFGHJK",
    slug: "ada-obi",
    role: "agent",
    role_title: "Agent",
    first_name: "Ada",
    last_name: "Obi",
    full_name: "Ada Obi",
    city: "Lekki",
    state: "Lagos",
    country: "Nigeria",
    profile_picture: null,
    bio: null,
    years_of_experience: null,
    occupation_job_title: null,
    company_name: null,
    company_employer: null,
    industry_field: null,
    skills: [],
    certifications: [],
    website: null,
    social_media_links: [],
    license_number: null,
    company_registration_number: null,
    service_area: null,
    availability: null,
    price_range: null,
    portfolio: null,
    business_hours: null,
    number_of_employees: null,
    qualification: null,
    work_experience: null,
    language_preference: [],
    properties_managed: null,
    properties_sold: null,
    projects_completed: null,
    area_of_expertise: null,
    service_description: null,
    verified: true,
    verified_at: "2026-01-05T10:00:00.000Z",
    checks: { identity: true, lasrera: false, cac: false },
    lasrera_number: null,
    cac_number: null,
    created_at: "2025-06-01T10:00:00.000Z",
    updated_at: "2026-01-05T10:00:00.000Z",
    average_rating: 0,
    reviews_count: 0,
    reviews: [],
    ...over,
  };
}

export function fullProfile(over: Partial<FullProfile> = {}): FullProfile {
  return {
    ...publicProfile(),
    email: "ada.obi@example.ng",
    phone: "+2348012345678",
    address: null,
    date_of_birth: null,
    gender: null,
    marital_status: null,
    notification_preference: null,
    documents: [],
    ...over,
  };
}

/** GET /api/profile `data`: the owner's whole profile. */
export function ownProfile(over: Partial<OwnProfile> = {}): OwnProfile {
  const {
    role: _role,
    role_title: _title,
    verified: _v,
    checks: _checks,
    lasrera_number: _l,
    cac_number: _cac,
    average_rating: _a,
    reviews_count: _c,
    ...pub
  } = publicProfile();
  return {
    ...pub,
    id: 1,
    user_id: 7,
    role: "agent",
    first_name: "Ada",
    last_name: "Obi",
    initials: "AO",
    email: "ada.obi@example.ng",
    phone: null,
    address: null,
    country: "Nigeria",
    date_of_birth: null,
    dob: null,
    gender: null,
    marital_status: null,
    notification_preference: null,
    email_verified_at: null,
    phone_verified_at: null,
    login_codes: false,
    verified_at: null,
    reviews: [],
    ...over,
  };
}

export function paymentInstructions(over: Partial<PaymentInstructions> = {}): PaymentInstructions {
  return {
    amount: 2000,
    amount_kobo: 200_000,
    currency: "NGN",
    unlocks: ["email", "phone"],
    description: "Unlock Ada Obi's contact details and documents.",
    initiate: { method: "POST", path: "/api/payment/initiate", body: { unique_key: "ILE-ABCDEFGHJK" } },
    ...over,
  };
}

/** The 402 of GET /api/search?unique_key=… for someone not entitled. */
export function paymentRequired(
  uniqueKey: string,
  instructions = paymentInstructions(),
): PaymentRequiredReply {
  return {
    status: "payment_required",
    statusCode: 402,
    code: "PAYMENT_REQUIRED",
    message: "Payment required",
    data: {
      unique_key: uniqueKey,
      profile: { full_name: "Ada Obi", role_title: "Agent", profile_picture: null, slug: "ada-obi" },
      payment_instructions: instructions,
    },
  };
}

/** A plan as GET /subscriptions/price/list returns it. */
export const plan = (
  id: number,
  code: string,
  name: string,
  monthly: number,
  views: number | null,
  content = false,
): Plan => ({
  id,
  code,
  name,
  description: `${name} plan`,
  currency: "NGN",
  monthly_price: monthly,
  monthly_price_kobo: monthly * 100,
  yearly_price: monthly * 10,
  yearly_price_kobo: monthly * 1000,
  entitlements: {
    premium_profile_views: views,
    listing_quota: 3,
    premium_content: content,
    analytics_access: content,
    featured_listings: 0,
  },
  active: true,
});

/** GET /api/search with nothing found (`data` changes the groups). */
export function searchReply(data: Partial<SearchReply["data"]["data"]> = {}): SearchReply {
  return {
    status: "success",
    data: {
      status: "success",
      data: {
        users: { data: [], pagination: pageMeta(1, 10, 0) },
        properties: { data: [], pagination: pageMeta(1, 10, 0) },
        service_providers: { data: [], pagination: pageMeta(1, 10, 0) },
        building_materials: { data: [], pagination: pageMeta(1, 10, 0) },
        groups: { data: [], pagination: pageMeta(1, 10, 0) },
        caveat_posts: { data: [], pagination: pageMeta(1, 10, 0) },
        total: 0,
        query: {
          text: "",
          type: "all",
          highlight: [],
          terms: [],
          filters: {
            roles: [],
            professions: [],
            cities: [],
            state: null,
            propertyType: null,
            minPrice: null,
            maxPrice: null,
            bedroomCount: null,
            listingType: null,
            bbox: null,
          },
          sort: "relevance",
          relaxed: false,
          corrected: null,
          widened: null,
        },
        suggestions: [],
        ...data,
      },
    },
  };
}

/** A listing as the API returns it, for component tests. */
export function listing(over: Partial<Property> & { slug: string }): Property {
  return {
    id: Math.floor(Math.random() * 1e6),
    title: `Listing ${over.slug}`,
    price: 2_500_000,
    price_kobo: 250_000_000,
    listing_type: "rent",
    rent_period: "year",
    status: "available",
    use: "residential",
    images: [],
    cover: null,
    address: { city: "Lekki", state: "Lagos", address: "", map_url: null },
    latitude: null,
    location: { lat: 6.4541, lng: 3.4246, approximate: true },
    longitude: null,
    bedrooms: 3,
    bedroomCount: 3,
    bathrooms: 3,
    toilets: 4,
    parking_spaces: 2,
    area: 180,
    furnished: false,
    serviced: true,
    title_document: "c_of_o",
    description: "",
    category: "apartment",
    property_type: "Flat / Apartment",
    featured: false,
    generated: false,
    created_at: "2026-11-01T10:00:00.000Z",
    updated_at: "2026-11-01T10:00:00.000Z",
    stats: { views: 0, favourites: 0 },
    amenities: [],
    agency_fee_kobo: null,
    legal_fee_kobo: null,
    caution_deposit_kobo: null,
    service_charge_kobo: null,
    owner: {
      id: 1,
      name: "Ada Obi",
      role: "agent",
      slug: null,
      profile_picture: null,
      verified: true,
      company_name: null,
      checks: { identity: true, lasrera: false, cac: false },
    },
    ...over,
  };
}
