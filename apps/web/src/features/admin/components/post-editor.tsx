/**
 * The editorial form (issues 21/23): one post's fields. Articles (news, blog) are Markdown, rendered safely by
 * the server (ADR 0801); notices are plain text with the claim's particulars (title number, survey plan,
 * place, claimant). A saved notice takes supporting documents (PDF or images). Checked with the contract's
 * schema first, then by the server; field errors sit under their fields.
 */
import {
  NEWS_POST_TYPE_LABELS,
  NEWS_POST_TYPES,
  type NewsPost,
  NOTICE_TYPES,
  newsPostInputSchema,
} from "@ile/contract";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Field, FormMessage } from "@/components/ui/field";
import { formErrors } from "@/lib/form-errors";
import { attachDocuments, savePost } from "../api/editorial";

const NOTICE_FIELDS = [
  ["title_number", "Title number", "e.g. LA/2019/004512"],
  ["survey_plan_number", "Survey plan number", ""],
  ["state", "State", ""],
  ["lga", "LGA", ""],
  ["address", "Address", ""],
  ["claimant", "Claimant", ""],
  ["nature_of_claim", "Nature of claim", ""],
] as const;

const text = (f: FormData, k: string) => String(f.get(k) ?? "").trim();
const orNull = (f: FormData, k: string) => text(f, k) || null;
const numOrNull = (f: FormData, k: string) => (text(f, k) === "" ? null : Number(text(f, k)));

function readForm(f: FormData) {
  const type = text(f, "type");
  const notice = (NOTICE_TYPES as readonly string[]).includes(type);
  return {
    type,
    title: text(f, "title"),
    excerpt: text(f, "excerpt"),
    content: String(f.get("content") ?? ""),
    cover_url: orNull(f, "cover_url"),
    tags: text(f, "tags")
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    ...(notice
      ? {
          ...Object.fromEntries(NOTICE_FIELDS.map(([k]) => [k, orNull(f, k)])),
          latitude: numOrNull(f, "latitude"),
          longitude: numOrNull(f, "longitude"),
          claim_date: orNull(f, "claim_date"),
        }
      : {}),
  };
}

export function PostEditor({ post, onDone }: { post: NewsPost | null; onDone: (saved: NewsPost) => void }) {
  const [type, setType] = useState<string>(post?.type ?? "caveat");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<NewsPost | null>(post);
  const notice = (NOTICE_TYPES as readonly string[]).includes(type);
  const err = (k: string) => errors[k] ?? null;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setMessage(null);
    const body = readForm(new FormData(e.currentTarget));
    const parsed = newsPostInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const reply = await savePost(saved?.id ?? null, body);
      setSaved(reply.post);
      toast.success(reply.message);
      onDone(reply.post);
    } catch (error) {
      const f = formErrors(error);
      setErrors(f.fields);
      setMessage(f.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card grid gap-4 p-4 sm:grid-cols-2"
      onSubmit={submit}
      aria-label="Post editor"
      noValidate
    >
      <Field label="Type" error={err("type")}>
        {(p) => (
          <select {...p} name="type" className="input" value={type} onChange={(e) => setType(e.target.value)}>
            {NEWS_POST_TYPES.map((t) => (
              <option key={t} value={t}>
                {NEWS_POST_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Title" error={err("title")}>
        {(p) => <input {...p} name="title" className="input" defaultValue={post?.title} maxLength={200} />}
      </Field>
      <Field label="Excerpt" error={err("excerpt")} className="sm:col-span-2">
        {(p) => (
          <input {...p} name="excerpt" className="input" defaultValue={post?.excerpt} maxLength={400} />
        )}
      </Field>
      <Field
        label={notice ? "Notice text" : "Article (Markdown)"}
        error={err("content")}
        hint={
          notice
            ? "Plain text; markup is removed."
            : "Markdown: **bold**, lists, links. Raw HTML is shown as text."
        }
        className="sm:col-span-2"
      >
        {(p) => (
          <textarea {...p} name="content" className="input min-h-48 py-2" defaultValue={post?.content} />
        )}
      </Field>
      {notice ? (
        <>
          {NOTICE_FIELDS.map(([k, label, hint]) => (
            <Field key={k} label={label} error={err(k)} hint={hint || undefined}>
              {(p) => (
                <input {...p} name={k} className="input" defaultValue={(post?.[k] as string | null) ?? ""} />
              )}
            </Field>
          ))}
          <Field label="Latitude" error={err("latitude")}>
            {(p) => (
              <input
                {...p}
                name="latitude"
                className="input"
                inputMode="decimal"
                defaultValue={post?.latitude ?? ""}
              />
            )}
          </Field>
          <Field label="Longitude" error={err("longitude")}>
            {(p) => (
              <input
                {...p}
                name="longitude"
                className="input"
                inputMode="decimal"
                defaultValue={post?.longitude ?? ""}
              />
            )}
          </Field>
          <Field label="Date of claim" error={err("claim_date")}>
            {(p) => (
              <input
                {...p}
                name="claim_date"
                type="date"
                className="input"
                defaultValue={post?.claim_date ?? ""}
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label="Cover image URL" error={err("cover_url")}>
            {(p) => <input {...p} name="cover_url" className="input" defaultValue={post?.cover_url ?? ""} />}
          </Field>
          <Field label="Tags" error={err("tags")} hint="Separated by commas">
            {(p) => <input {...p} name="tags" className="input" defaultValue={post?.tags.join(", ")} />}
          </Field>
        </>
      )}
      {message ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{message}</FormMessage>
        </div>
      ) : null}
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Save draft"}
        </button>
      </div>
      {notice && saved ? <Documents post={saved} onSaved={setSaved} /> : null}
    </form>
  );
}

/** A saved notice's supporting documents: the list and an upload (PDF or images). */
function Documents({ post, onSaved }: { post: NewsPost; onSaved: (p: NewsPost) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="label">Supporting documents</legend>
      {post.documents.length ? (
        <ul className="list-disc pl-5 text-sm">
          {post.documents.map((d) => (
            <li key={d.url}>{d.name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">None yet. They are public once the notice is published.</p>
      )}
      <label className="btn-outline w-fit cursor-pointer">
        Attach documents
        <input
          type="file"
          className="sr-only"
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp,image/gif"
          onChange={async (e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = "";
            if (!files.length) return;
            setError(null);
            try {
              const reply = await attachDocuments(post.id, files);
              onSaved(reply.post);
              toast.success(reply.message);
            } catch (err) {
              setError(formErrors(err).fields.documents ?? formErrors(err).message);
            }
          }}
        />
      </label>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </fieldset>
  );
}
