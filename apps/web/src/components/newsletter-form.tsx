/**
 * SPEC §4 newsletter form: idle → submitting (input and button disabled, "Subscribing...") → success (message
 * shown, email cleared) or error (server message, else "An error occurred"). The honeypot is always sent empty
 * by people; bots that fill it are accepted and ignored by the server. The email is checked with the API's own
 * body schema (the contract's `newsletterSubscribeSchema`) before sending; its message, like the server's, is
 * the one alert under the field (the footer's light label is drawn here rather than by `<Field>`).
 */
import { messages, NEWSLETTER_PLATFORM, newsletterSubscribeSchema } from "@ile/contract";
import { useId, useState } from "react";
import { ApiError, type NewsletterPayload, newsletterApi } from "@/lib/api-client";
import { setServerErrors, useSchemaForm } from "@/lib/form";

type State =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

const EMPTY = { email: "" };

export function NewsletterForm({
  subscribe = newsletterApi.subscribe,
}: {
  subscribe?: (payload: NewsletterPayload) => Promise<{ message?: string }>;
}) {
  const form = useSchemaForm(newsletterSubscribeSchema, { defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  const [honeypot, setHoneypot] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();
  const busy = state.kind === "submitting";
  const error = state.kind === "error" ? state.message : errors.email?.message;

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      setState({ kind: "submitting" });
      try {
        const reply = await subscribe({ email: email.trim(), platform: NEWSLETTER_PLATFORM, honeypot });
        setState({ kind: "success", message: reply.message || messages.newsletter.subscribed });
        form.reset(EMPTY);
      } catch (err) {
        setServerErrors(form, err);
        const message = err instanceof ApiError || err instanceof Error ? err.message : "";
        setState({ kind: "error", message: message || messages.newsletter.error });
      }
    },
    () => setState({ kind: "idle" }),
  );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate aria-describedby={`${id}-status`}>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...register("email")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-status` : undefined}
          disabled={busy}
          className="input"
        />
        <button type="submit" className="btn-accent shrink-0" disabled={busy}>
          {busy ? messages.newsletter.subscribing : "Subscribe"}
        </button>
      </div>
      {/* Honeypot: invisible to people and to assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <p id={`${id}-status`} aria-live="polite" className="min-h-5 text-sm">
        {state.kind === "success" ? <span className="text-accent-300">{state.message}</span> : null}
        {error ? (
          <span role="alert" className="text-accent-300">
            {error}
          </span>
        ) : null}
      </p>
    </form>
  );
}
