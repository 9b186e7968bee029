import { avatarInitials } from "@/lib/format";

/** The user's picture, else their initials, else "User" (SPEC §2). */
export function Avatar({
  name,
  src,
  size = 40,
}: {
  name?: string | null;
  src?: string | null;
  size?: number;
}) {
  const style = { width: size, height: size };
  if (src) {
    return (
      <img src={src} alt="" width={size} height={size} className="rounded-full object-cover" style={style} />
    );
  }
  const text = avatarInitials(name);
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center justify-center rounded-full bg-brand-700 font-semibold text-white ${text.length > 2 ? "text-[0.65rem]" : "text-sm"}`}
      style={style}
    >
      {text}
    </span>
  );
}
