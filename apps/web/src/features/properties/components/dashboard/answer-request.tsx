/**
 * Answer a matching property request (issue 37, ADR 0270): a message and, optionally, one of my available
 * listings; the requester is told in the app and by e-mail. A disclosure under each matching request. Checked with
 * the contract's `requestResponseInputSchema` before sending; a 422 lands on the same fields.
 */
import { requestResponseInputSchema } from "@ile/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { bodySchema, setServerErrors, topLevelField, useSchemaForm } from "@/lib/form";
import { errorText } from "@/lib/http";
import { answerRequest, myListingsQuery } from "../../api/manage";

interface AnswerValues {
  message: string;
  /** A listing's slug, or "" for none. */
  listing: string;
}
const toBody = ({ message, listing }: AnswerValues) => ({ message, listing_slug: listing || null });
const fieldOf = (key: string) => (key === "listing_slug" ? "listing" : topLevelField(key));
const answerSchema = bodySchema(toBody, requestResponseInputSchema, { fieldOf });

export function AnswerRequest({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const form = useSchemaForm(answerSchema, { defaultValues: { message: "", listing: "" } });
  const { errors } = form.formState;
  const mine = useQuery({ ...myListingsQuery(1), enabled: open });
  const send = useMutation({
    mutationFn: (values: AnswerValues) => answerRequest(requestId, toBody(values)),
    onError: (err) => setServerErrors(form, err, fieldOf),
  });
  const available = (mine.data?.data ?? []).filter((p) => p.status === "available");
  if (send.isSuccess) return <FormMessage kind="success">{send.data.message}</FormMessage>;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-outline self-start"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Answer this request
      </button>
      <form
        id={id}
        hidden={!open}
        className="flex flex-col gap-3"
        noValidate
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
      >
        <Field label="Your message" error={errors.message?.message}>
          {(p) => (
            <textarea
              {...p}
              className="input min-h-24"
              maxLength={2000}
              required
              {...form.register("message")}
            />
          )}
        </Field>
        <Field label="Suggest one of your listings (optional)" error={errors.listing?.message}>
          {(p) => (
            <select {...p} className="input" {...form.register("listing")}>
              <option value="">No listing</option>
              {available.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {send.isError ? <FormMessage kind="error">{errorText(send.error)}</FormMessage> : null}
        <button type="submit" className="btn-primary self-start" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send answer"}
        </button>
      </form>
    </div>
  );
}
