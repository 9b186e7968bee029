/**
 * /blacklist/respond/{token} (issue 22, ADR 0901): the page the reported person reaches from the SMS or e-mail
 * they were sent when an entry about them was published. Due process: they see the entry as searchers see it,
 * reply (shown next to it), upload counter-evidence (seen by admins only), appeal, download everything held
 * about them, and ask for erasure. The link is the key: no account is needed. A client page (private, no-store).
 * The reply and the erasure note are checked with the contract's schemas before sending; a 422 lands on the field.
 */
import { blacklistErasureSchema, blacklistReplySchema, type TenantView } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { EntryCard } from "@/components/blacklist-entry-card";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { errorText } from "@/lib/http";

const replySchema = blacklistReplySchema.pick({ reply: true });

const path = (token: string) => `/blacklist/respond/${encodeURIComponent(token)}`;

export function Component() {
  const { token = "" } = useParams();
  const view = useQuery({
    queryKey: ["blacklist", "respond", token],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: TenantView }>(path(token), { signal, auth: false })).data,
    retry: false,
  });
  return (
    <>
      <title>Your blacklist entry — Ile</title>
      <PageHeader
        title="An entry about you on Ile's tenant blacklist"
        lead="A landlord or agent reported a debt or damage. You can reply, send counter-evidence, appeal, download what we hold, or ask for erasure."
      />
      <div className="container-page flex max-w-3xl flex-col gap-6 py-6">
        <QueryState
          query={view}
          loading="Loading the entry..."
          error={(error) => (
            <EmptyState level={2} title="This link cannot be opened">
              <p>{errorText(error)}</p>
            </EmptyState>
          )}
        >
          {(data) => (
            <>
              <EntryCard entry={data.entry} />
              <ReplyForm token={token} view={data} />
              <YourData token={token} view={data} />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

function ReplyForm({ token, view }: { token: string; view: TenantView }) {
  const qc = useQueryClient();
  const form = useSchemaForm(replySchema, { defaultValues: { reply: view.entry.reply ?? "" } });
  const { errors } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [appeal, setAppeal] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: FormData) => api.postForm<{ message: string }>(path(token), body, { auth: false }),
    onSuccess: (r) => {
      setMessage(r.message);
      void qc.invalidateQueries({ queryKey: ["blacklist", "respond", token] });
    },
    onError: (err) => setServerErrors(form, err),
  });
  const canAppeal = !view.entry.appeal && !view.entry.appeal_decision;

  const submit = form.handleSubmit(({ reply }) => {
    setMessage(null);
    const body = new FormData();
    body.set("reply", reply);
    for (const file of files) body.append("evidence", file);
    if (canAppeal && appeal) body.set("appeal", "true");
    save.mutate(body);
  });

  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="reply-heading">
      <h2 id="reply-heading" className="text-lg font-semibold">
        Your reply
      </h2>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <Field
          label="What you want people to read next to the entry"
          hint="At least 10 characters."
          error={errors.reply?.message}
        >
          {(p) => (
            <textarea
              {...p}
              className="input min-h-32"
              maxLength={4000}
              required
              {...form.register("reply")}
            />
          )}
        </Field>
        <Field
          label="Counter-evidence (receipts, agreements, a court order)"
          hint="Seen by Ile's admins only."
        >
          {(p) => (
            <input
              {...p}
              name="evidence"
              type="file"
              multiple
              accept="image/*,application/pdf"
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            />
          )}
        </Field>
        {view.my_files.length ? (
          <p className="text-sm text-muted">Sent before: {view.my_files.map((f) => f.name).join(", ")}</p>
        ) : null}
        {canAppeal ? (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="appeal"
              value="true"
              className="mt-1"
              checked={appeal}
              onChange={(e) => setAppeal(e.target.checked)}
            />{" "}
            I appeal: the entry is wrong, and I ask an admin to review it and remove it
          </label>
        ) : null}
        {save.isError ? <FormMessage kind="error">{errorText(save.error)}</FormMessage> : null}
        {message ? <FormMessage kind="success">{message}</FormMessage> : null}
        <button type="submit" className="btn-primary self-start" disabled={save.isPending}>
          Save my reply
        </button>
      </form>
    </section>
  );
}

function YourData({ token, view }: { token: string; view: TenantView }) {
  const form = useSchemaForm(blacklistErasureSchema, { defaultValues: { note: "" } });
  const { errors } = form.formState;
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      await downloadFile(`${path(token)}/export`, "ile-blacklist-data.json");
    } catch (err) {
      setError(errorText(err));
    }
  }

  const erase = form.handleSubmit(async ({ note }) => {
    setError(null);
    try {
      const r = await api.post<{ message: string }>(`${path(token)}/erasure`, note?.trim() ? { note } : {}, {
        auth: false,
      });
      setMessage(r.message);
    } catch (err) {
      setServerErrors(form, err);
      setError(errorText(err));
    }
  });

  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="data-heading">
      <h2 id="data-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="text-sm">
        Under the Nigeria Data Protection Act 2023 you may see everything we hold about you in this entry and
        ask for it to be erased where the law allows. See our privacy policy for the lawful basis and how long
        entries are kept.
      </p>
      <button type="button" className="btn-outline self-start" onClick={() => void download()}>
        Download my data (JSON)
      </button>
      {view.erasure_requested_at || message ? (
        <FormMessage kind="success">
          {message ?? "Your request is recorded. An admin will answer it within 30 days."}
        </FormMessage>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={erase} noValidate>
          <Field label="Why you ask for erasure (optional)" error={errors.note?.message}>
            {(p) => (
              <textarea {...p} className="input min-h-20" maxLength={1000} {...form.register("note")} />
            )}
          </Field>
          <button type="submit" className="btn-outline self-start">
            Ask for erasure
          </button>
        </form>
      )}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </section>
  );
}
