/**
 * A row of filter buttons over one list (an admin queue's statuses, providers or sellers): a named `nav` of
 * buttons, the chosen one `aria-pressed` and filled. For panels that switch content, use `TabList` (tabs.tsx).
 */
import type { ReactNode } from "react";

export function StatusTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  wrap = false,
}: {
  /** The group's accessible name ("Review status"). */
  label: string;
  /** Each choice and the words on its button. */
  options: readonly (readonly [T, ReactNode])[];
  value: T;
  onChange: (value: T) => void;
  /** Let the buttons wrap onto more lines (long lists). */
  wrap?: boolean;
}) {
  return (
    <nav aria-label={label} className={wrap ? "flex flex-wrap gap-2" : "flex gap-2"}>
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          className={option === value ? "btn-primary" : "btn-outline"}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {text}
        </button>
      ))}
    </nav>
  );
}
