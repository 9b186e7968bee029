/**
 * Every editable field of the SPEC §3 profile, grouped as a person expects them (personal, professional,
 * business, preferences), with how each is edited and which roles it concerns (issue 17 item 6). The dashboard's
 * profile view and its edit form both read this list, so a field shown is a field that can be edited.
 */
export type FieldType = "text" | "textarea" | "number" | "date" | "url" | "tags" | "select";
export type ProfileRole = "tenant" | "landlord" | "agent" | "developer" | "admin";

export interface ProfileField {
  key: string;
  label: string;
  type?: FieldType;
  hint?: string;
  options?: Array<[value: string, label: string]>;
  /** Only for these roles; every role when absent. */
  roles?: ProfileRole[];
  /** The value may not be emptied (sent as typed, never null). */
  required?: boolean;
}

export interface ProfileGroup {
  id: "personal" | "professional" | "business" | "preferences";
  title: string;
  roles?: ProfileRole[];
  fields: ProfileField[];
}

const PROS: ProfileRole[] = ["landlord", "agent", "developer", "admin"];

export const PROFILE_GROUPS: ProfileGroup[] = [
  {
    id: "personal",
    title: "Personal",
    fields: [
      { key: "first_name", label: "First name", required: true },
      { key: "last_name", label: "Last name", required: true },
      { key: "bio", label: "About you", type: "textarea" },
      { key: "date_of_birth", label: "Date of birth", type: "date" },
      {
        key: "gender",
        label: "Gender",
        type: "select",
        options: [
          ["female", "Female"],
          ["male", "Male"],
          ["other", "Other"],
        ],
      },
      {
        key: "marital_status",
        label: "Marital status",
        type: "select",
        options: [
          ["single", "Single"],
          ["married", "Married"],
          ["divorced", "Divorced"],
          ["widowed", "Widowed"],
        ],
      },
      { key: "address", label: "Address" },
      { key: "city", label: "City / town" },
      { key: "state", label: "State" },
      { key: "country", label: "Country", required: true },
    ],
  },
  {
    id: "professional",
    title: "Professional",
    fields: [
      { key: "occupation_job_title", label: "Occupation" },
      { key: "company_employer", label: "Employer" },
      { key: "industry_field", label: "Industry" },
      { key: "years_of_experience", label: "Years of experience", type: "number" },
      { key: "qualification", label: "Qualification" },
      { key: "skills", label: "Skills", type: "tags" },
      { key: "certifications", label: "Certifications", type: "tags" },
      { key: "work_experience", label: "Work experience", type: "textarea" },
    ],
  },
  {
    id: "business",
    title: "Business",
    roles: PROS,
    fields: [
      { key: "company_name", label: "Company" },
      {
        key: "company_registration_number",
        label: "Company registration (CAC)",
        roles: ["agent", "developer", "admin"],
      },
      { key: "license_number", label: "Licence number", roles: ["agent", "developer", "admin"] },
      { key: "number_of_employees", label: "Employees", type: "number" },
      { key: "website", label: "Website", type: "url", hint: "Starting with https://" },
      {
        key: "social_media_links",
        label: "Social media links",
        type: "tags",
        hint: "Each starting with https://",
      },
      { key: "area_of_expertise", label: "Area of expertise" },
      { key: "service_description", label: "Services", type: "textarea" },
      { key: "service_area", label: "Service area" },
      { key: "availability", label: "Availability" },
      { key: "price_range", label: "Price range", hint: "e.g. ₦1.5m–₦4m a year" },
      { key: "business_hours", label: "Business hours" },
      { key: "portfolio", label: "Portfolio", type: "textarea" },
      {
        key: "properties_managed",
        label: "Properties managed",
        type: "number",
        roles: ["landlord", "agent", "admin"],
      },
      {
        key: "properties_sold",
        label: "Properties sold",
        type: "number",
        roles: ["agent", "developer", "admin"],
      },
      {
        key: "projects_completed",
        label: "Projects completed",
        type: "number",
        roles: ["developer", "admin"],
      },
    ],
  },
  {
    id: "preferences",
    title: "Preferences",
    fields: [
      { key: "language_preference", label: "Languages", type: "tags" },
      {
        key: "notification_preference",
        label: "Notifications by",
        type: "select",
        options: [
          ["email", "Email"],
          ["sms", "SMS"],
          ["both", "Email and SMS"],
          ["none", "None"],
        ],
      },
    ],
  },
];

const applies = (roles: ProfileRole[] | undefined, role: string) =>
  !roles || roles.includes(role as ProfileRole);

/** The groups and fields that concern this role (a tenant has no business group). */
export function groupsFor(role: string): ProfileGroup[] {
  return PROFILE_GROUPS.filter((g) => applies(g.roles, role))
    .map((g) => ({ ...g, fields: g.fields.filter((f) => applies(f.roles, role)) }))
    .filter((g) => g.fields.length > 0);
}

export const fieldsFor = (role: string) => groupsFor(role).flatMap((g) => g.fields);

/** The form's text for a stored value (lists stay lists). */
export function toInput(field: ProfileField, value: unknown): string | string[] {
  if (field.type === "tags") return Array.isArray(value) ? value.map(String) : [];
  return value === null || value === undefined ? "" : String(value);
}

/** What PUT /update/profile gets for a form value: trimmed, an emptied field as null (lists as []). */
export function toPayload(field: ProfileField, value: string | string[]): unknown {
  if (Array.isArray(value)) return value.map((s) => s.trim()).filter(Boolean);
  const v = value.trim();
  if (field.required) return v;
  return v === "" ? null : v;
}
