/**
 * "Become a provider" (ADR 0300): the provider profile — name, trade, speciality, state and town, the areas
 * served (picked from the state's LGAs and towns, ADR 0303), contact, prices, experience, licence or registration
 * number (required for ARCON, SURCON, NBA and COREN trades), availability, about. Photos of work are added once the profile exists (provider-panel.tsx).
 * Sign-up's "I offer home services" lands here (#become-provider).
 */
import { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderInput } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { errorText, providersApi } from "@/lib/api-client";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { ServedAreas } from "./served-areas";

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
  const [f, setF] = useState({
    name: "",
    category: "plumber",
    speciality: "",
    state: "Lagos",
    city: "",
    email: "",
    phone: "",
    price_min: "",
    price_max: "",
    experience_years: "",
    bio: "",
    licence_number: "",
    availability: "",
  });
  const [areas, setAreas] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => {
      const n = (v: string) => (v.trim() ? Number(v.replace(/[^\d]/g, "")) : null);
      const body: ProviderInput = {
        name: f.name,
        category: f.category as ProviderInput["category"],
        speciality: f.speciality,
        state: f.state,
        city: f.city,
        service_areas: areas,
        email: f.email,
        phone: f.phone,
        price_min: n(f.price_min),
        price_max: n(f.price_max),
        experience_years: n(f.experience_years),
        bio: f.bio,
        availability: f.availability,
        ...(f.licence_number ? { licence_number: f.licence_number } : {}),
      };
      return providersApi.becomeProvider(body);
    },
    onSuccess: (r) => {
      toast.success(r.message);
      return qc.invalidateQueries({ queryKey: ["providers"] });
    },
    onError: (err) => {
      setErrors((err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
      toast.error(errorText(err));
    },
  });
  const input = (name: keyof typeof f, label: string) => (
    <div>
      <label className="label" htmlFor={`bp-${name}`}>
        {label}
      </label>
      <input
        id={`bp-${name}`}
        className="input"
        value={f[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => setF({ ...f, [name]: e.target.value })}
      />
      {errors[name] && (
        <p role="alert" className="text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <section id="become-provider" aria-labelledby="bp-title" className="card scroll-mt-20 p-4">
      <h2 id="bp-title" ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold">
        Become a provider
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        {input("name", "Business or display name")}
        <div>
          <label className="label" htmlFor="bp-category">
            Trade
          </label>
          <select
            id="bp-category"
            className="input"
            value={f.category}
            onChange={(e) => setF({ ...f, category: e.target.value })}
          >
            {PROVIDER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {PROVIDER_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        {input("speciality", "Speciality")}
        <div>
          <label className="label" htmlFor="bp-state">
            State
          </label>
          <select
            id="bp-state"
            className="input"
            value={f.state}
            onChange={(e) => {
              setF({ ...f, state: e.target.value });
              setAreas([]); // another state's LGAs and towns
            }}
          >
            {NIGERIAN_STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        {input("city", "Town or area")}
        <ServedAreas state={f.state} value={areas} onChange={setAreas} error={errors.service_areas} />
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
