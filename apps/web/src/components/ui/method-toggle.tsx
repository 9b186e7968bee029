/**
 * The email/phone switch of the login and password-reset forms (a radio group styled as a segmented control), and
 * the one field it switches (`ContactField`).
 */
import type { InputHTMLAttributes } from "react";
import { Field } from "./field";

export type ContactMethod = "email" | "phone";

/** The email address or phone number field of `method`; `input` is the form library's registration. */
export function ContactField({
  method,
  error,
  input,
}: {
  method: ContactMethod;
  error: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const email = method === "email";
  return (
    <Field label={email ? "Email address" : "Phone number"} error={error}>
      {(p) => (
        <input
          {...p}
          className="input"
          type={email ? "email" : "tel"}
          autoComplete={email ? "email" : "tel"}
          placeholder={email ? "you@example.com" : "+2348012345678"}
          {...input}
          required
        />
      )}
    </Field>
  );
}

export function MethodToggle({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: ContactMethod;
  onChange: (next: ContactMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-[var(--radius-control)] bg-canvas p-1">
        {(["email", "phone"] as const).map((m) => (
          <label
            key={m}
            className={`flex min-h-10 cursor-pointer items-center justify-center rounded-[var(--radius-control)] text-sm font-semibold ${
              value === m ? "bg-surface text-brand-700 shadow-[var(--shadow-card)]" : "text-muted"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              className="sr-only"
            />
            {m === "email" ? "Email" : "Phone"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
