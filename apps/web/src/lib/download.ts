/** Saves a file the API serves to signed-in users (a CSV export) under `filename`. */
import { api } from "@/lib/api-client";

export async function downloadFile(path: string, filename: string): Promise<void> {
  const url = await api.blobUrl(path);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
