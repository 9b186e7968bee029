/**
 * The caveat warning on a listing (issue 21): published caveat or loss-of-title notices whose title number,
 * position (within 150 m) or address match the listing, each linked. Shows nothing when none match or the news
 * service cannot be reached (the listing still shows).
 */
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { newsApi } from "@/lib/clients/news";

type Match = { id: number; slug: string; type: string; title: string; sample: boolean; matched_on: string };
const WHY: Record<string, string> = {
  title_number: "the same title number",
  location: "this location",
  address: "this address",
};

export function CaveatWarning(props: {
  titleNumber?: string | null;
  latitude: number | null;
  longitude: number | null;
  address: string;
  state: string;
}) {
  const query = {
    title_number: props.titleNumber || undefined,
    latitude: props.latitude ?? undefined,
    longitude: props.longitude ?? undefined,
    address: props.address || undefined,
    state: props.state || undefined,
  };
  const matches = useQuery({
    queryKey: ["caveat-notices", "matches", query],
    queryFn: () => newsApi.caveatMatches<Match>(query),
    retry: false,
  });
  const posts = matches.data?.posts ?? [];
  if (!posts.length) return null;
  return (
    <section role="alert" aria-labelledby="caveat-warning" className="card border-2 border-negative p-4">
      <h2 id="caveat-warning" className="flex items-center gap-2 text-lg font-semibold text-negative">
        <AlertTriangle aria-hidden className="size-5" /> Caveat warning
      </h2>
      <p className="text-sm">
        A published notice claims an interest in land at this listing. Read it and have a lawyer search the
        title before you pay anything.
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {posts.map((p) => (
          <li key={p.id}>
            <Link to={paths.notice(p.type, p.slug)} className="font-medium underline">
              {p.title}
            </Link>{" "}
            <span className="text-xs text-muted">(matches {WHY[p.matched_on] ?? "this listing"})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
