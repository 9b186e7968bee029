/**
 * Adding photos through the listing image pipeline (the server stores WebP 320/640/1280): a labelled file input
 * that checks the count and the kinds of file before sending, then says what happened. Used for providers'
 * photos of work, job-request photos and product photos (at most 10 each, ADR 0300/0301).
 */
import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { FormMessage } from "@/components/ui/field";
import { errorText } from "@/lib/http";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/** Files that may be added now, or the message saying why not. */
export function checkPhotos(
  existing: number,
  max: number,
  files: File[],
): { ok: File[] } | { error: string } {
  if (files.length === 0) return { error: "Choose at least one image" };
  if (existing + files.length > max)
    return { error: `At most ${max} photos: you can add ${Math.max(0, max - existing)} more.` };
  const bad = files.find((f) => f.type && !ACCEPT.split(",").includes(f.type));
  if (bad) return { error: `This file is not a JPEG, PNG, WebP or GIF image: ${bad.name}` };
  return { ok: files };
}

export function PhotoUpload({
  label,
  existing,
  max = 10,
  onUpload,
}: {
  label: string;
  existing: number;
  max?: number;
  /** Sends the files; a rejection shows its message. */
  onUpload: (files: File[]) => Promise<unknown>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (files.length === 0) return;
    const checked = checkPhotos(existing, max, files);
    if ("error" in checked) {
      setMessage({ kind: "error", text: checked.error });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await onUpload(checked.ok);
      setMessage({
        kind: "success",
        text: files.length === 1 ? "1 photo added" : `${files.length} photos added`,
      });
    } catch (err) {
      setMessage({ kind: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="label flex items-center gap-2">
        <ImagePlus aria-hidden="true" size={18} /> {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={busy || existing >= max}
        onChange={pick}
        className="text-sm"
      />
      <p className="text-xs text-muted">
        {busy ? "Uploading..." : `JPEG, PNG, WebP or GIF; ${existing} of ${max} photos used.`}
      </p>
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
    </div>
  );
}
