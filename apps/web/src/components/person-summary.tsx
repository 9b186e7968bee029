/**
 * The person behind a listing or a project, in a card section: picture, name (linked to their profile when
 * they have one), a visible Verified badge, and a line under the name (role, company).
 */
import { BadgeCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/avatar";
import { paths } from "@/config/paths";

export function PersonSummary({
  title,
  person,
  detail,
}: {
  title: string;
  person: { name: string; profile_picture: string | null; slug: string | null; verified: boolean };
  detail?: string | null;
}) {
  const id = useId();
  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={person.name} src={person.profile_picture} size={48} />
        <div>
          <p className="font-semibold">
            {person.slug ? (
              <Link to={paths.profile(person.slug)} className="hover:underline">
                {person.name}
              </Link>
            ) : (
              person.name
            )}
          </p>
          {person.verified ? (
            <span
              className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
              data-testid="owner-verified"
            >
              <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified
            </span>
          ) : null}
          {detail ? <p className="text-sm text-muted">{detail}</p> : null}
        </div>
      </div>
    </section>
  );
}
