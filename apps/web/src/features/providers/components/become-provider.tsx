/**
 * "Become a provider" (ADR 0300): the provider profile — name, trade, speciality, state and town, the areas
 * served (picked from the state's LGAs and towns, ADR 0303), contact, prices, experience, licence or registration
 * number (required for ARCON, SURCON, NBA and COREN trades), availability, about. Photos of work are added once the profile exists (provider-panel.tsx).
 * Sign-up's "I offer home services" lands here (#become-provider).
 */
import {
  PROVIDER_CATEGORIES,
  PROVIDER_CATEGORY_LABELS,
  type ProviderInput,
  providerInputSchema,
} from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { providersApi } from "@/lib/clients/providers";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { toast } from "@/lib/toast";
import { ServedAreas } from "./served-areas";

const EMPTY = {
  name: "",
  category: "plumber",
  speciality: "",
  state: "Lagos",
  city: "",
  service_areas: [] as string[],
  email: "",
  phone: "",
  price_min: "",
  price_max: "",
  experience_years: "",
  bio: "",
  licence_number: "",
  availability: "",
};
type ProviderValues = typeof EMPTY;
type TextField = Exclude<keyof ProviderValues, "service_areas">;

/** The POST body: prices and years typed as text are sent as numbers (empty is none). */
const toProviderBody = (f: ProviderValues): ProviderInput => {
  const n = (v: string) => (v.trim() ? Number(v.replace(/[^\d]/g, "")) : null);
  return {
    name: f.name,
    category: f.category as ProviderInput["category"],
    speciality: f.speciality,
    state: f.state,
    city: f.city,
    service_areas: f.service_areas,
    email: f.email,
    phone: f.phone,
    price_min: n(f.price_min),
    price_max: n(f.price_max),
    experience_years: n(f.experience_years),
    bio: f.bio,
    availability: f.availability,
    ...(f.licence_number ? { licence_number: f.licence_number } : {}),
  };
};

const providerFormSchema = bodySchema(toProviderBody, providerInputSchema);

export function BecomeProvider() {
  const qc = useQueryClient();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent here by sign-up's "I offer home services" or the home page: bring the form into view.
  useEffect(() => {
    if (hash === "#become-provider" && heading.current) {
      heading.current.scrollIntoView?.({ block: "start" });
      heading.current.focus();
    }
  }, [hash]);
  const form = useSchemaForm(providerFormSchema, { defaultValues: EMPTY });
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const state = watch("state");
  const areas = watch("service_areas");
  const save = useMutation({
    mutationFn: (values: ProviderValues) => providersApi.becomeProvider(toProviderBody(values)),
    onSuccess: (r) => {
      toast.success(r.message);
      return qc.invalidateQueries({ queryKey: ["providers"] });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const input = (name: TextField, label: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(p) => <input {...p} {...register(name)} className="input" />}
    </Field>
  );
  return (
    <section id="become-provider" aria-labelledby="bp-title" className="card scroll-mt-20 p-4">
      <h2 id="bp-title" ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold">
        Become a provider
      </h2>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
      >
        {input("name", "Business or display name")}
        <Field label="Trade" error={errors.category?.message}>
          {(p) => (
            <select {...p} {...register("category")} className="input">
              {PROVIDER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {PROVIDER_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input("speciality", "Speciality")}
        <Field label="State" error={errors.state?.message}>
          {(p) => (
            <select
              {...p}
              {...register("state", {
                onChange: () => setValue("service_areas", []), // another state's LGAs and towns
              })}
              className="input"
            >
              {NIGERIAN_STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
        {input("city", "Town or area")}
        <ServedAreas
          state={state}
          value={areas}
          onChange={(next) => setValue("service_areas", next)}
          error={errors.service_areas?.message}
        />
        {input("email", "Email")}
        {input("phone", "Phone")}
        {input("price_min", "Lowest price (₦)")}
        {input("price_max", "Highest price (₦)")}
        {input("experience_years", "Years of experience")}
        {input("licence_number", "Licence or registration number (COREN, ARCON, NBA, SURCON)")}
        {input("availability", "Availability")}
        {input("bio", "About your work")}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            Create provider profile
          </button>
        </div>
      </form>
    </section>
  );
}
