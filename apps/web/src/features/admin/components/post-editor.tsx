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
import { useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { attachDocuments, type PostDraft, savePost } from "../api/editorial";

const NOTICE_FIELDS = [
  ["title_number", "Title number", "e.g. LA/2019/004512"],
  ["survey_plan_number", "Survey plan number", ""],
  ["state", "State", ""],
  ["lga", "LGA", ""],
  ["address", "Address", ""],
  ["claimant", "Claimant", ""],
  ["nature_of_claim", "Nature of claim", ""],
] as const;

type NoticeField = (typeof NOTICE_FIELDS)[number][0];
type PostValues = {
  type: string;
  title: string;
  excerpt: string;
  content: string;
  cover_url: string;
  tags: string;
  latitude: string;
  longitude: string;
  claim_date: string;
} & Record<NoticeField, string>;

const orNull = (v: string) => v.trim() || null;
const numOrNull = (v: string) => (v.trim() === "" ? null : Number(v.trim()));

/** The post body: a notice's particulars only for a notice; tags typed with commas. */
function toPostBody(v: PostValues) {
  const notice = (NOTICE_TYPES as readonly string[]).includes(v.type);
  return {
    type: v.type,
    title: v.title.trim(),
    excerpt: v.excerpt.trim(),
    content: v.content,
    cover_url: orNull(v.cover_url),
    tags: v.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    ...(notice
      ? {
          ...Object.fromEntries(NOTICE_FIELDS.map(([k]) => [k, orNull(v[k])])),
          latitude: numOrNull(v.latitude),
          longitude: numOrNull(v.longitude),
          claim_date: orNull(v.claim_date),
        }
      : {}),
  };
}
const postFormSchema = bodySchema<PostValues, PostDraft>(toPostBody, newsPostInputSchema);

const valuesOf = (post: NewsPost | null): PostValues => ({
  type: post?.type ?? "caveat",
  title: post?.title ?? "",
  excerpt: post?.excerpt ?? "",
  content: post?.content ?? "",
  cover_url: post?.cover_url ?? "",
  tags: post?.tags.join(", ") ?? "",
  latitude: post?.latitude == null ? "" : String(post.latitude),
  longitude: post?.longitude == null ? "" : String(post.longitude),
  claim_date: post?.claim_date ?? "",
  ...(Object.fromEntries(NOTICE_FIELDS.map(([k]) => [k, (post?.[k] as string | null) ?? ""])) as Record<
    NoticeField,
    string
  >),
});

export function PostEditor({ post, onDone }: { post: NewsPost | null; onDone: (saved: NewsPost) => void }) {
  const form = useSchemaForm(postFormSchema, { defaultValues: valuesOf(post) });
  const { register } = form;
  const type = form.watch("type");
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<NewsPost | null>(post);
  const notice = (NOTICE_TYPES as readonly string[]).includes(type);
  const err = (k: keyof PostValues) => form.formState.errors[k]?.message ?? null;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const reply = await savePost(saved?.id ?? null, toPostBody(values));
      setSaved(reply.post);
      toast.success(reply.message);
      onDone(reply.post);
    } catch (error) {
      setServerErrors(form, error);
      setMessage(formErrors(error).message);
    }
  });

  return (
    <form
      className="card grid gap-4 p-4 sm:grid-cols-2"
      onSubmit={submit}
      aria-label="Post editor"
      noValidate
    >
      <Field label="Type" error={err("type")}>
        {(p) => (
          <select {...p} {...register("type")} className="input">
            {NEWS_POST_TYPES.map((t) => (
              <option key={t} value={t}>
                {NEWS_POST_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Title" error={err("title")}>
        {(p) => <input {...p} {...register("title")} className="input" maxLength={200} />}
      </Field>
      <Field label="Excerpt" error={err("excerpt")} className="sm:col-span-2">
        {(p) => <input {...p} {...register("excerpt")} className="input" maxLength={400} />}
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
        {(p) => <textarea {...p} {...register("content")} className="input min-h-48 py-2" />}
      </Field>
      {notice ? (
        <>
          {NOTICE_FIELDS.map(([k, label, hint]) => (
            <Field key={k} label={label} error={err(k)} hint={hint || undefined}>
              {(p) => <input {...p} {...register(k)} className="input" />}
            </Field>
          ))}
          <Field label="Latitude" error={err("latitude")}>
            {(p) => <input {...p} {...register("latitude")} className="input" inputMode="decimal" />}
          </Field>
          <Field label="Longitude" error={err("longitude")}>
            {(p) => <input {...p} {...register("longitude")} className="input" inputMode="decimal" />}
          </Field>
          <Field label="Date of claim" error={err("claim_date")}>
            {(p) => <input {...p} {...register("claim_date")} type="date" className="input" />}
          </Field>
        </>
      ) : (
        <>
          <Field label="Cover image URL" error={err("cover_url")}>
            {(p) => <input {...p} {...register("cover_url")} className="input" />}
          </Field>
          <Field label="Tags" error={err("tags")} hint="Separated by commas">
            {(p) => <input {...p} {...register("tags")} className="input" />}
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
