/**
 * The write boxes of a discussion (issue 21), on the form kit: a member's reply and an author's edit of their own
 * post, checked with the contract's `replyInputSchema` / `discussionUpdateSchema` (after the browser's required
 * check); a 422 lands on the field, and the server's message shows below. discussion-card.tsx loads this module
 * for members and authors only, so the public group page stays zod-free (ADR 0022).
 */
import { discussionUpdateSchema, type Reply, replyInputSchema } from "@ile/contract";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { messageOf } from "@/lib/http";
import { editPost, replyTo } from "../api/groups";

export function EditForm({
  item,
  onDone,
  onChange,
}: {
  item: Reply;
  onDone: () => void;
  onChange: () => void;
}) {
  const form = useSchemaForm(discussionUpdateSchema, { defaultValues: { body: item.body } });
  const {
    register,
    formState: { errors },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ body }) => {
    setError(null);
    try {
      await editPost(item.id, body);
      onDone();
      onChange();
    } catch (err) {
      setServerErrors(form, err);
      setError(messageOf(err));
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Edit post">
      <Field label="Edit your post" error={errors.body?.message}>
        {(p) => <textarea {...p} className="input" rows={3} {...register("body")} required />}
      </Field>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Save
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

export function ReplyForm({
  discussionId,
  title,
  onChange,
}: {
  discussionId: number;
  title: string;
  onChange: () => void;
}) {
  const form = useSchemaForm(replyInputSchema, { defaultValues: { body: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ body }) => {
    setError(null);
    try {
      await replyTo(discussionId, body);
      form.reset({ body: "" });
      onChange();
    } catch (err) {
      setServerErrors(form, err);
      setError(messageOf(err));
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Field label={`Reply to "${title}"`} error={errors.body?.message}>
        {(p) => <textarea {...p} className="input" rows={2} {...register("body")} required />}
      </Field>
      <button type="submit" className="btn-primary self-start">
        Reply
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
