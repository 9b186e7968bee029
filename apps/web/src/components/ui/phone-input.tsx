/** A phone number field: the phone keypad, the browser's saved number, and a Nigerian example as placeholder. */
import type { ComponentProps } from "react";

export function PhoneInput(props: ComponentProps<"input">) {
  return <input className="input" type="tel" autoComplete="tel" placeholder="+2348012345678" {...props} />;
}
