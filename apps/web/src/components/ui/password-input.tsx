/** A password input with a show/hide button (SPEC §5: the password can be shown or hidden). */
import { Eye, EyeOff } from "lucide-react";
import type { InputHTMLAttributes } from "react";

export function PasswordInput({
  shown,
  onToggle,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { shown: boolean; onToggle: () => void }) {
  return (
    <div className="relative">
      <input {...input} className="input pr-12" type={shown ? "text" : "password"} />
      <button
        type="button"
        onClick={onToggle}
        aria-label={shown ? "Hide password" : "Show password"}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center text-muted hover:text-ink"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
