/**
 * SPEC §4 newsletter form: idle → submitting (input and button disabled, "Subscribing...") → success (message
 * shown, email cleared) or error (server message, else "An error occurred"). The honeypot is always sent empty
 * by people; bots that fill it are accepted and ignored by the server.
 * Not on the form kit (issue 39): it sits in the footer of every page, and the kit would put zod and
 * react-hook-form on every public page (ADR 0212's budget); the browser's email check and the server's message
 * (the contract's `newsletterSubscribeSchema`, which the API checks with) cover its one field.
 */
import { messages, NEWSLETTER_PLATFORM } from "@ile/contract";
import { type FormEvent, useId, useState } from "react";
import { ApiError, type NewsletterPayload, newsletterApi } from "@/lib/api-client";

type State =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

export function NewsletterForm({
  subscribe = newsletterApi.subscribe,
}: {
  subscribe?: (payload: NewsletterPayload) => Promise<{ message?: string }>;
}) {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();
  const busy = state.kind === "submitting";

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setState({ kind: "submitting" });
    try {
      const reply = await subscribe({ email: email.trim(), platform: NEWSLETTER_PLATFORM, honeypot });
      setState({ kind: "success", message: reply.message || messages.newsletter.subscribed });
      setEmail("");
    } catch (err) {
      const message = err instanceof ApiError || err instanceof Error ? err.message : "";
      setState({ kind: "error", message: message || messages.newsletter.error });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
      noValidate={false}
      aria-describedby={`${id}-status`}
    >
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
        {state.kind === "error" ? (
          <span role="alert" className="text-accent-300">
            {state.message}
          </span>
        ) : null}
      </p>
    </form>
  );
}
