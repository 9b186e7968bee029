/** A member's new discussion on a group's page (issue 21): title, message and up to 4 photos. */
import { type FormEvent, useState } from "react";
import { messageOf } from "@/lib/http";
import { addPhotos, startDiscussion } from "../api/groups";

export function Composer({ slug, onPosted }: { slug: string; onPosted: () => void }) {
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { discussion } = await startDiscussion(slug, { title, body });
      if (files.length) await addPhotos(discussion.id, files);
      setTitle("");
      setBody("");
      setFiles([]);
      onPosted();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-4" aria-label="Start a discussion">
      <h2 className="text-lg font-semibold">Start a discussion</h2>
      <label className="label">
        Title
        <input
          className="input"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={160}
        />
      </label>
      <label className="label">
        Message
        <textarea
          className="input"
          rows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
        />
      </label>
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
