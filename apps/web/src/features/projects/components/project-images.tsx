/** A project's brochure images: upload (up to MAX_PROJECT_IMAGES) and remove. */
import { MAX_PROJECT_IMAGES, type Project } from "@ile/contract";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { FormMessage } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { removeProjectImage, uploadProjectImages } from "../api/projects";

export function ProjectImages({ project, onChange }: { project: Project; onChange: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadProjectImages(project.id, files),
    onSuccess: () => {
      setError(null);
      onChange();
    },
    onError: (err) => setError(errorText(err)),
  });
  const remove = useMutation({
    mutationFn: (imageId: number) => removeProjectImage(project.id, imageId),
    onSuccess: onChange,
    onError: (err) => setError(errorText(err)),
  });
  return (
    <div className="flex flex-col gap-2">
      {project.images.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Brochure images of ${project.name}`}>
          {project.images.map((img, i) => (
            <li key={img.id} className="relative">
              <img
                src={img.sizes[0]?.url ?? img.url}
                alt={`Brochure ${i + 1} of ${project.name}`}
                className="size-20 rounded object-cover"
              />
              <button
                type="button"
                className="absolute right-0 top-0 flex size-11 items-start justify-end p-1"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => remove.mutate(img.id)}
              >
                <Trash2 aria-hidden="true" className="size-5 rounded bg-surface p-0.5 text-negative" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="label" htmlFor={`images-${project.id}`}>
        Add brochure images ({project.images.length} of {MAX_PROJECT_IMAGES})
      </label>
      <input
        id={`images-${project.id}`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        disabled={upload.isPending || project.images.length >= MAX_PROJECT_IMAGES}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          if (files.length) upload.mutate(files);
          e.currentTarget.value = "";
        }}
      />
      {upload.isPending ? <p role="status">Uploading...</p> : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </div>
  );
}
