/**
 * /request-form (issue 4): a signed-in person posts what they are looking for (rent or sale, type, state and
 * town, budget, bedrooms, move-in date) to POST /api/property-requests; owners and agents whose listings match
 * see it in their dashboard. Field errors are shown by each field (checked here with the contract's schema,
 * then by the server). Signed out: a prompt to log in. Below the form: "My requests".
 */
import {
  CATEGORY_LABELS,
  PROPERTY_CATEGORIES,
  type PropertyRequestInput,
  propertyMessages,
  propertyRequestInputSchema,
} from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogIn } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { myRequestsQuery, postRequest } from "../api/manage";
import { RequestCard } from "../components/request-card";
import { StateInput } from "../components/state-input";
import {
  apiFieldErrors,
  type FieldErrors,
  numberOrUndefined,
  textOrNull,
  zodFieldErrors,
} from "../lib/form-errors";

/** The request body from the form, or the field errors to show. */
export function readRequestForm(form: FormData): { input: PropertyRequestInput } | { errors: FieldErrors } {
  const input: PropertyRequestInput = {
    listing_type: String(form.get("listing_type") ?? "") as "rent" | "sale",
    category: (textOrNull(form.get("category")) as PropertyRequestInput["category"]) ?? null,
    property_type: textOrNull(form.get("property_type")),
    state: String(form.get("state") ?? "").trim(),
    city: textOrNull(form.get("city")),
    min_budget: numberOrUndefined(form.get("min_budget")) ?? null,
    max_budget: numberOrUndefined(form.get("max_budget")) as number,
    bedrooms: numberOrUndefined(form.get("bedrooms")) ?? null,
    move_in_date: textOrNull(form.get("move_in_date")),
    note: String(form.get("note") ?? "").trim(),
  };
  const errors: FieldErrors = {};
  if (input.max_budget === undefined) errors.max_budget = "Maximum budget is required";
  const parsed = propertyRequestInputSchema.safeParse(input);
  if (!parsed.success) Object.assign(errors, { ...zodFieldErrors(parsed.error), ...errors });
  if (
    input.min_budget != null &&
    input.max_budget !== undefined &&
    !errors.min_budget &&
    input.min_budget > input.max_budget
  )
    errors.min_budget = "Minimum budget must not be more than the maximum";
  return Object.keys(errors).length ? { errors } : { input };
}

export function Component() {
  const user = useSessionUser();
  return (
    <>
      <title>Post a property request — Ile</title>
      <PageHeader
        title="Tell us what you are looking for"
        lead="Post a property request and let owners and agents with matching listings come to you."
      />
      {user ? (
        <div className="container-page grid gap-8 py-6 lg:grid-cols-[minmax(0,32rem)_1fr]">
          <RequestForm />
          <MyRequests />
        </div>
      ) : (
        <EmptyState title="Log in to post a request" icon={<LogIn className="size-10" />}>
          <p>
            Your request is shown to owners and agents whose listings match it, so they need to know who asks.
          </p>
          <button type="button" className="btn-primary mt-4" onClick={() => openLogin(paths.requestForm)}>
            Log in
          </button>
        </EmptyState>
      )}
    </>
  );
}

function RequestForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [listingType, setListingType] = useState<"rent" | "sale">("rent");
  const post = useMutation({ mutationFn: postRequest });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    setMessage(null);
    const read = readRequestForm(new FormData(formEl));
    if ("errors" in read) {
      setErrors(read.errors);
      setMessage({ kind: "error", text: "Please correct the highlighted fields." });
      formEl.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await post.mutateAsync(read.input);
      setMessage({ kind: "success", text: res.message || propertyMessages.requestPosted });
      formEl.reset();
      setListingType("rent");
      await queryClient.invalidateQueries({ queryKey: ["property-requests", "mine"] });
    } catch (err) {
      const { fields, message: text } = apiFieldErrors(err);
      setErrors(fields);
      setMessage({ kind: "error", text });
    }
  }

  const err = (k: string) => errors[k] ?? null;
  return (
    <form
      className="card flex flex-col gap-4 p-5"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Post a request
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="label">I want to</legend>
        <div className="flex gap-2">
          {(["rent", "sale"] as const).map((t) => (
            <label
              key={t}
              className={`btn flex-1 border ${listingType === t ? "border-brand-700 bg-brand-50 text-brand-800" : "border-line"}`}
            >
              <input
                type="radio"
                name="listing_type"
                value={t}
                checked={listingType === t}
                onChange={() => setListingType(t)}
                className="size-4 accent-brand-700"
              />
              {t === "rent" ? "Rent" : "Buy"}
            </label>
          ))}
        </div>
        {err("listing_type") ? <p className="text-sm text-negative">{err("listing_type")}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category (optional)" error={err("category")}>
          {(p) => (
            <select {...p} name="category" className="input" defaultValue="">
              <option value="">Any</option>
              {PROPERTY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Property type (optional)" error={err("property_type")} hint="e.g. Detached duplex">
          {(p) => <input {...p} name="property_type" className="input" maxLength={100} />}
        </Field>
        <Field label="State" error={err("state")}>
          {(p) => <StateInput {...p} autoComplete="address-level1" />}
        </Field>
        <Field label="Town or area (optional)" error={err("city")} hint="e.g. Lekki">
          {(p) => <input {...p} name="city" className="input" autoComplete="address-level2" />}
        </Field>
        <Field label="Minimum budget (₦, optional)" error={err("min_budget")}>
          {(p) => (
            <input {...p} name="min_budget" className="input" type="number" min={0} inputMode="numeric" />
          )}
        </Field>
        <Field
          label="Maximum budget (₦)"
          error={err("max_budget")}
          hint={listingType === "rent" ? "Rent per year" : "Purchase price"}
        >
          {(p) => (
            <input
              {...p}
              name="max_budget"
              className="input"
              type="number"
              min={1}
              inputMode="numeric"
              required
            />
          )}
        </Field>
        <Field label="Bedrooms (at least, optional)" error={err("bedrooms")}>
          {(p) => (
            <input {...p} name="bedrooms" className="input" type="number" min={0} inputMode="numeric" />
          )}
        </Field>
        <Field label="Move-in date (optional)" error={err("move_in_date")}>
          {(p) => <input {...p} name="move_in_date" className="input" type="date" />}
        </Field>
      </div>
      <Field label="Anything else (optional)" error={err("note")}>
        {(p) => <textarea {...p} name="note" className="input min-h-24 py-2" maxLength={2000} />}
      </Field>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <button type="submit" className="btn-primary" disabled={post.isPending}>
        {post.isPending ? "Posting..." : "Post request"}
      </button>
    </form>
  );
}

function MyRequests() {
  const [page, setPage] = useState(1);
  const mine = useQuery(myRequestsQuery(page));
  return (
    <section aria-labelledby="my-requests-title" className="flex flex-col gap-3">
      <h2 id="my-requests-title" className="text-lg font-semibold">
        My requests
      </h2>
      {mine.isPending ? (
        <p role="status">Loading your requests...</p>
      ) : mine.isError ? (
        <FormMessage kind="error">{(mine.error as Error).message}</FormMessage>
      ) : mine.data.data.length === 0 ? (
        <p className="text-muted">You have not posted a request yet.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {mine.data.data.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={mine.data.meta.last_page}
            onPage={setPage}
            label="Request pages"
            className="mt-4"
          />
        </>
      )}
    </section>
  );
}
