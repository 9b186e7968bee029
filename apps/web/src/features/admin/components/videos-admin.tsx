/**
 * Admin → Editorial → Videos (issue 21): property tours and explainers, added as a YouTube link or uploaded as
 * an MP4/WebM file with a poster image; each starts as a draft and moves draft → review → published (publishing
 * and removing are audited by the server).
 */
import { type Video, videoInputSchema } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { QueryState } from "@/components/query-state";
import { Field, FormMessage } from "@/components/ui/field";
import { EmptyState } from "@/components/ui/page";
import { StatusTabs } from "@/components/ui/status-tabs";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formErrors } from "@/lib/form-errors";
import { errorText } from "@/lib/http";
import { toast } from "@/lib/toast";
import {
  addYoutubeVideo,
  editorialKeys,
  editorVideosQuery,
  moveVideo,
  uploadVideo,
  type VideoStatus,
} from "../api/editorial";

const STATUS_LABELS: Record<VideoStatus, string> = {
  draft: "Drafts",
  in_review: "In review",
  published: "Published",
  archived: "Removed",
};
const MOVES: Record<VideoStatus, { to: VideoStatus; label: string }[]> = {
  draft: [
    { to: "in_review", label: "Send for review" },
    { to: "published", label: "Publish" },
  ],
  in_review: [
    { to: "published", label: "Publish" },
    { to: "draft", label: "Back to drafts" },
  ],
  published: [
    { to: "draft", label: "Unpublish" },
    { to: "archived", label: "Remove" },
  ],
  archived: [{ to: "draft", label: "Back to drafts" }],
};

export function VideosAdmin() {
  const [status, setStatus] = useState<VideoStatus>("draft");
  const list = useQuery(editorVideosQuery(status));
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: editorialKeys.videos });

  return (
    <div className="flex flex-col gap-4">
      <AddVideo onAdded={refresh} />
      <StatusTabs
        label="Video status"
        wrap
        options={Object.entries(STATUS_LABELS) as [VideoStatus, string][]}
        value={status}
        onChange={setStatus}
      />
      <QueryState
        query={list}
        loading="Loading videos..."
        isEmpty={(data) => data.videos.length === 0}
        empty={<EmptyState title="No videos here">Videos in this state appear here.</EmptyState>}
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.videos.map((v: Video) => (
              <li key={v.id} className="card flex flex-col gap-2 p-4" aria-label={v.title}>
                {v.poster_url ? (
                  <img src={v.poster_url} alt="" className="aspect-video w-full rounded object-cover" />
                ) : null}
                <p className="font-medium">{v.title}</p>
                <p className="text-sm text-muted">
                  {v.category === "tour" ? "Tour" : "Explainer"} ·{" "}
                  {v.source === "youtube" ? "YouTube" : "Uploaded file"}
                </p>
                <div className="flex flex-wrap gap-2">
                  {MOVES[v.status].map(({ to, label }) => (
                    <button
                      key={to}
                      type="button"
                      className="btn-outline min-h-11"
                      aria-label={`${label}: ${v.title}`}
                      onClick={async () => {
                        try {
                          await moveVideo(v.id, to);
                          toast.success(label);
                          await refresh();
                        } catch (err) {
                          toast.error(errorText(err));
                        }
                      }}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

interface VideoValues {
  title: string;
  description: string;
  category: "tour" | "explainer";
  youtube_url: string;
  video?: FileList;
  poster?: FileList;
}
const fileOf = (list: FileList | undefined) => (list?.[0] && list[0].size > 0 ? list[0] : null);

/** The video's fields as the contract checks them; with a file, the link is not sent. */
const toVideoBody = (v: VideoValues) => ({
  title: v.title,
  description: v.description,
  category: v.category,
  // Empty is no link (the API then asks for a link or a file).
  youtube_url: fileOf(v.video) ? null : v.youtube_url.trim() || null,
});
const videoFormSchema = bodySchema<VideoValues, z.input<typeof videoInputSchema>>(
  toVideoBody,
  videoInputSchema,
);

/** Adds a video: a YouTube link, or a file (MP4/WebM) with an optional poster. */
function AddVideo({ onAdded }: { onAdded: () => unknown }) {
  const form = useSchemaForm(videoFormSchema, {
    defaultValues: { title: "", description: "", category: "explainer", youtube_url: "" },
  });
  const {
    register,
    formState: { errors: fieldErrors, isSubmitting: busy },
  } = form;
  // Files the API checks (type, size) come back under their own names.
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    setFileErrors({});
    const video = fileOf(values.video);
    try {
      if (video) {
        const body = new FormData();
        const { youtube_url: _link, ...fields } = toVideoBody(values);
        for (const [k, v] of Object.entries(fields)) if (typeof v === "string") body.set(k, v);
        body.set("video", video);
        const poster = fileOf(values.poster);
        if (poster) body.set("poster", poster);
        await uploadVideo(body);
      } else {
        await addYoutubeVideo(toVideoBody(values));
      }
      form.reset();
      toast.success("Video saved");
      await onAdded();
    } catch (err) {
      setServerErrors(form, err);
      const f = formErrors(err);
      setFileErrors(f.fields);
      setMessage(f.message);
    }
  });
  const errors = {
    title: fieldErrors.title?.message,
    youtube_url: fieldErrors.youtube_url?.message,
    video: fileErrors.video,
    poster: fileErrors.images ?? fileErrors.poster,
  };

  return (
    <form
      className="card grid gap-3 p-4 sm:grid-cols-2"
      aria-label="Add a video"
      onSubmit={submit}
      noValidate
    >
      <Field label="Video title" error={errors.title}>
        {(p) => <input {...p} {...register("title")} className="input" maxLength={200} />}
      </Field>
      <Field label="Category">
        {(p) => (
          <select {...p} {...register("category")} className="input">
            <option value="explainer">Explainer</option>
            <option value="tour">Property tour</option>
          </select>
        )}
      </Field>
      <Field label="Description" className="sm:col-span-2" error={fieldErrors.description?.message}>
        {(p) => (
          <textarea {...p} {...register("description")} className="input min-h-20 py-2" maxLength={4000} />
        )}
      </Field>
      <Field label="YouTube link" error={errors.youtube_url} hint="Or upload a file below">
        {(p) => (
          <input {...p} {...register("youtube_url")} className="input" placeholder="https://youtu.be/..." />
        )}
      </Field>
      <Field label="Video file" error={errors.video} hint="MP4 or WebM, up to 50 MB">
        {(p) => (
          <input {...p} {...register("video")} type="file" accept="video/mp4,video/webm" className="input" />
        )}
      </Field>
      <Field label="Poster image" error={errors.poster} hint="Shown before the video plays">
        {(p) => <input {...p} {...register("poster")} type="file" accept="image/*" className="input" />}
      </Field>
      {message ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">{message}</FormMessage>
        </div>
      ) : null}
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : "Add video"}
        </button>
      </div>
    </form>
  );
}
