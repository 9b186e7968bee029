/**
 * A member's new discussion on a group's page (issue 21): title, message and up to 4 photos. Checked with the
 * contract's `discussionInputSchema` (after the browser's required check); a 422 lands on the fields. composer.tsx
 * loads it for members, so the public group page stays zod-free (ADR 0022).
 */
import { discussionInputSchema } from "@ile/contract";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { messageOf } from "@/lib/http";
import { addPhotos, startDiscussion } from "../api/groups";

const EMPTY = { title: "", body: "" };

export default function ComposerForm({ slug, onPosted }: { slug: string; onPosted: () => void }) {
  const form = useSchemaForm(discussionInputSchema, { defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { discussion } = await startDiscussion(slug, values);
      if (files.length) await addPhotos(discussion.id, files);
      form.reset(EMPTY);
      setFiles([]);
      onPosted();
    } catch (err) {
      setServerErrors(form, err);
      setError(messageOf(err));
    }
  });
  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-4" aria-label="Start a discussion">
      <h2 className="text-lg font-semibold">Start a discussion</h2>
      <Field label="Title" error={errors.title?.message}>
        {(p) => <input {...p} className="input" {...register("title")} required maxLength={160} />}
      </Field>
      <Field label="Message" error={errors.body?.message}>
        {(p) => <textarea {...p} className="input" rows={4} {...register("body")} required />}
      </Field>
      <label className="label">
        Photos (up to 4)
        <input
          className="input"
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 4))}
        />
      </label>
      <button type="submit" className="btn-primary self-start" disabled={busy}>
        {busy ? "Posting..." : "Post"}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
