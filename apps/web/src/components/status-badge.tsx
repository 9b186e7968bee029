/** The status of a listing in its SPEC §4 colour (available green, pending yellow, sold red, rented blue, else gray). */
import { statusColour, statusColourName } from "@/lib/format";

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize text-white ${statusColour(status)}`}
      data-colour={statusColourName(status)}
    >
      {status}
    </span>
  );
}
