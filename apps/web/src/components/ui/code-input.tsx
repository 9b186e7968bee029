/** The 6-digit code input (SPEC §5): digits only, at most 6; forms submit only with exactly 6. */
import { Field } from "@/components/ui/field";
import { sanitiseCode } from "@/lib/login";

export function CodeInput({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <Field label="6-digit code" error={error}>
      {(p) => (
        <input
          {...p}
          className="input text-center text-2xl tracking-[0.5em]"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(sanitiseCode(e.target.value))}
          // biome-ignore lint/a11y/noAutofocus: a code step exists only to type this code
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
