/**
 * The status of a listing in its SPEC §4 colour (available green, pending yellow, sold red, rented blue, else gray),
 * in the words people read ("Available": the contract's label, not the stored value with a capitalising style).
 */
import { propertyStatusLabel } from "@ile/contract";
import { statusColour, statusColourName } from "@/lib/format";

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold text-white ${statusColour(status)} ${className}`}
      data-colour={statusColourName(status)}
    >
      {propertyStatusLabel(status)}
    </span>
  );
}
