/**
 * The project form: what a developer types, the body POST/PUT /api/projects gets for it (unit prices typed in
 * naira, sent as integer `price_kobo`; counts typed as text), and the check of that body with the contract's
 * schema, each message on the field it concerns (a unit's `price_kobo` on its naira price field).
 */
import { type Project, type ProjectInput, type ProjectStatus, projectInputSchema } from "@ile/contract";
import { bodySchema, topLevelField } from "@/lib/form";
import { koboToNairaText, nairaToKobo, parseNaira } from "@/lib/money";

export interface UnitTypeValues {
  name: string;
  bedrooms: string;
  /** Naira as typed ("45,000,000"). */
  price: string;
  units_available: string;
}

export interface ProjectFormValues {
  name: string;
  status: ProjectStatus;
  completion_date: string;
  state: string;
  city: string;
  address: string;
  payment_plan: string;
  description: string;
  unit_types: UnitTypeValues[];
}

export const emptyUnitType: UnitTypeValues = { name: "", bedrooms: "", price: "", units_available: "" };

/** The form's starting values: the project's own, or a blank project with one unit type. */
export function projectFormValues(project: Project | null): ProjectFormValues {
  const count = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
  return {
    name: project?.name ?? "",
    status: project?.status ?? "off_plan",
    completion_date: project?.completion_date ?? "",
    state: project?.location.state ?? "",
    city: project?.location.city ?? "",
    address: project?.location.address ?? "",
    payment_plan: project?.payment_plan ?? "",
    description: project?.description ?? "",
    unit_types: project?.unit_types.map((u) => ({
      name: u.name,
      bedrooms: count(u.bedrooms),
      price: koboToNairaText(u.price_kobo),
      units_available: count(u.units_available),
    })) ?? [{ ...emptyUnitType }],
  };
}

/** The body POST /api/projects and PUT /api/projects/{id} get for what was typed. */
export function toProjectBody(v: ProjectFormValues): ProjectInput {
  const text = (s: string | undefined) => (s ?? "").trim();
  return {
    name: text(v.name),
    status: v.status,
    state: text(v.state),
    city: text(v.city),
    address: text(v.address),
    description: text(v.description),
    payment_plan: text(v.payment_plan),
    completion_date: text(v.completion_date) || null,
    unit_types: (v.unit_types ?? []).map((u) => ({
      name: text(u.name),
      bedrooms: parseNaira(u.bedrooms),
      price_kobo: nairaToKobo(u.price) ?? Number.NaN,
      units_available: parseNaira(u.units_available),
    })),
  };
}

const UNIT_PRICE = /^(unit_types\.\d+)\.price_kobo$/;

/** The form field of a body path: a unit's fields are its own ("unit_types.0.name"), its price is typed in naira. */
export function projectFieldOf(path: string): string {
  if (UNIT_PRICE.test(path)) return path.replace(UNIT_PRICE, "$1.price");
  return /^unit_types\.\d+\.\w+$/.test(path) ? path : topLevelField(path);
}

export const projectFormSchema = bodySchema(toProjectBody, projectInputSchema, {
  fieldOf: projectFieldOf,
  refine(body, errors) {
    body.unit_types.forEach((u, i) => {
      if (!Number.isNaN(u.price_kobo)) return;
      errors[`unit_types.${i}.price`] = "Give each unit type its price in naira";
    });
  },
});
