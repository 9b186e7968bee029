/**
 * Dashboard › Tenancies › Your units (issue 24, ADR 0952): the flats and houses a landlord or agent registered (or
 * that their listings and tenancies recorded), and a form to register one. A tenancy can then name the unit.
 */
import { type UnitInputBody, unitApiMessages, unitInputSchema } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { registerUnit, unitsQuery } from "../api/tenancies";
import { FormFooter } from "./form-footer";

export function UnitsSection() {
  const units = useQuery(unitsQuery());
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="units-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="units-title" className="text-xl font-semibold">
          Your units
        </h2>
        {!adding ? (
          <button type="button" className="btn-outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" /> Register a unit
          </button>
        ) : null}
      </div>
      {adding ? <UnitForm onDone={() => setAdding(false)} /> : null}
      <QueryState
        query={units}
        loading="Loading your units..."
        error={(error) => (
          <p role="alert" className="text-negative">
            {errorText(error)}
          </p>
        )}
        empty={
          <p className="text-muted">
            You have not registered a unit yet. Units you list or let are recorded here too.
          </p>
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-2" aria-label="Registered units">
            {data.map((u) => (
              <li key={u.id} className="card p-3">
                <span className="font-medium">{u.display}</span>
                <span className="text-sm text-muted">, {u.state}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

const EMPTY: Required<UnitInputBody> = { address: "", unit_label: "", city: "", state: "Lagos" };
const LABELS: Record<keyof UnitInputBody, string> = {
  address: "Street address",
  unit_label: "Flat or unit (optional)",
  city: "City or area",
  state: "State",
};

function UnitForm({ onDone }: { onDone: () => void }) {
  const qc = useQueryClient();
  const form = useSchemaForm(unitInputSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (f: UnitInputBody) => registerUnit({ ...f, unit_label: f.unit_label || undefined }),
    onSuccess: (r) => {
      toast.success(r.message ?? unitApiMessages.registered);
      qc.invalidateQueries({ queryKey: ["units"] });
      onDone();
    },
    onError: (err) => {
      setServerErrors(form, err);
      setMessage(formErrors(err).message);
    },
  });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    save.mutate(values);
  });
  return (
    <form
      aria-label="Register a unit"
      noValidate
      className="card grid gap-3 p-4 sm:grid-cols-2"
      onSubmit={submit}
    >
      {(Object.keys(LABELS) as (keyof UnitInputBody)[]).map((k) => (
        <Field key={k} label={LABELS[k]} error={errors[k]?.message} className="flex flex-col gap-1">
          {(p) => <input {...p} {...form.register(k)} className="input" />}
        </Field>
      ))}
      <FormFooter message={message} submit="Register unit" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
