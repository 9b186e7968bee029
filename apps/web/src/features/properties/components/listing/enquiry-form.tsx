/**
 * Ask the owner about a listing (POST /properties/{slug}/enquiries): checked first, then field errors from the API.
 * Not on the form kit (issue 39): the kit would load zod and react-hook-form on the listing page (ADR 0212's
 * budget); `lib/enquiry-check.ts` is a zod-free copy of the contract's `enquiryInputSchema` kept in step by a test.
 */
import type { EnquiryInput } from "@ile/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { CORRECT_FIELDS, formErrors } from "@/lib/form-errors";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { sendEnquiry } from "../../api/listings";
import { checkEnquiry } from "../../lib/enquiry-check";

export function EnquiryForm({ slug, available }: { slug: string; available: boolean }) {
  const user = useSessionUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<EnquiryInput>({
    name: String(user?.full_name ?? ""),
    email: String(user?.email ?? ""),
    phone: "",
    message: available
      ? "Hello, I am interested in this property. Is it still available, and when can I see it?"
      : "Hello, I saw this property on Ile. Do you have similar ones available?",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => sendEnquiry(slug, form),
    onSuccess: (r) => {
      toast.success(r.message ?? "Your enquiry was sent to the owner.");
      setErrors({});
      setSummary(null);
    },
    onError: (err) => {
      const read = formErrors(err);
      setErrors(read.fields);
      setSummary(read.message ?? CORRECT_FIELDS);
    },
  });
  // After a failed check, the first field to correct gets focus.
  useEffect(() => {
    if (Object.keys(errors).length)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = (k: keyof EnquiryInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    // Checked here with the server's rules first, so a typo costs no round trip.
    const invalid = checkEnquiry(form);
    if (Object.keys(invalid).length) {
      setErrors(invalid);
      setSummary(CORRECT_FIELDS);
      return;
    }
    setSummary(null);
    send.mutate();
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-3 p-5"
      aria-label="Contact the owner"
    >
      <h2 className="text-lg font-semibold">Contact the owner</h2>
      {send.isSuccess && !summary ? (
        <FormMessage kind="success">
          Your enquiry was sent. The owner will reply by email or phone.
        </FormMessage>
      ) : null}
      {summary ? <FormMessage kind="error">{summary}</FormMessage> : null}
      <Field label="Your name" error={errors.name}>
        {(p) => (
          <input {...p} className="input" autoComplete="name" value={form.name} onChange={set("name")} />
        )}
      </Field>
      <Field label="Email" error={errors.email}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set("email")}
          />
        )}
      </Field>
      <Field label="Phone (optional)" error={errors.phone}>
        {(p) => (
          <input
            {...p}
            className="input"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set("phone")}
          />
        )}
      </Field>
      <Field label="Message" error={errors.message}>
        {(p) => <textarea {...p} className="input min-h-28" value={form.message} onChange={set("message")} />}
      </Field>
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send enquiry"}
      </button>
    </form>
  );
}
