/** The email/phone switch of the login and password-reset forms (a radio group styled as a segmented control). */
export type ContactMethod = "email" | "phone";

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
