/** The tenant's maintenance request: what is wrong, how urgent, and photos (ADR 0950). */
import { MAINTENANCE_URGENCIES, MAINTENANCE_URGENCY_LABELS, type MaintenanceRequest } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { errorText } from "@/lib/api-client";
import { raiseMaintenance, uploadMaintenancePhotos } from "../api/tenancies";

export function MaintenanceForm({ tenancyId }: { tenancyId: number }) {
  const qc = useQueryClient();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [urgency, setUrgency] = useState<MaintenanceRequest["urgency"]>("normal");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      const r = await raiseMaintenance(tenancyId, { title, description, urgency });
      if (files.length) await uploadMaintenancePhotos(r.data.id, files);
      return r;
    },
    onSuccess: (r) => {
      toast.success(r.message ?? "Sent");
      setTitle("");
      setDescription("");
      setFiles([]);
      setError(null);
      qc.invalidateQueries({ queryKey: ["tenancies"] });
    },
    onError: (err) => setError(errorText(err)),
  });
  return (
    <form
      className="card flex flex-col gap-3 p-4"
      aria-label="Report a problem"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <h4 className="font-semibold">Report a problem</h4>
      <label className="label" htmlFor={`mt-title-${tenancyId}`}>
        What is wrong
      </label>
      <input
        id={`mt-title-${tenancyId}`}
        className="input"
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="label" htmlFor={`mt-desc-${tenancyId}`}>
        Details
      </label>
      <textarea
        id={`mt-desc-${tenancyId}`}
        className="input"
        value={description}
        maxLength={2000}
        onChange={(e) => setDescription(e.target.value)}
      />
      <label className="label" htmlFor={`mt-urgency-${tenancyId}`}>
        Urgency
      </label>
      <select
        id={`mt-urgency-${tenancyId}`}
        className="input"
        value={urgency}
        onChange={(e) => setUrgency(e.target.value as MaintenanceRequest["urgency"])}
      >
        {MAINTENANCE_URGENCIES.map((u) => (
          <option key={u} value={u}>
            {MAINTENANCE_URGENCY_LABELS[u]}
          </option>
        ))}
      </select>
      <label className="label" htmlFor={`mt-photos-${tenancyId}`}>
        Photos (up to 6)
      </label>
      <input
        id={`mt-photos-${tenancyId}`}
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 6))}
      />
      {error ? (
        <p role="alert" className="text-negative">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        Send to my landlord
      </button>
    </form>
  );
}
