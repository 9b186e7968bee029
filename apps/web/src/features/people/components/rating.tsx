import { Star } from "lucide-react";
import { useId } from "react";
import { formatRating, hasReviews, NO_REVIEWS_YET } from "@/lib/format";

/** Five stars filled to the average (SPEC §9: mean of ratings, 0 when none), with the number for readers. */
export function RatingStars({
  value,
  count,
  size = "size-4",
}: {
  value: number;
  count?: number;
  size?: string;
}) {
  const rounded = Math.round(value * 2) / 2;
  if (count !== undefined && !hasReviews(count))
    return <span className="text-sm text-muted">{NO_REVIEWS_YET}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={`${size} ${n <= rounded ? "fill-accent-400 text-accent-400" : n - 0.5 === rounded ? "fill-accent-100 text-accent-400" : "text-line"}`}
          />
        ))}
      </span>
      <span className="text-sm text-muted">
        <span className="sr-only">Rated </span>
        {formatRating(value)}
        <span className="sr-only"> out of 5</span>
        {count !== undefined ? ` (${count} ${count === 1 ? "review" : "reviews"})` : null}
      </span>
    </span>
  );
}

/** A 1–5 star choice as a radio group: keyboard and screen-reader friendly, 44 px targets. */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex gap-1" disabled={disabled}>
      <legend className="label">Your rating</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label
          key={n}
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-accent-100 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400"
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="sr-only"
            aria-label={`${n} star${n === 1 ? "" : "s"}`}
          />
          <Star
            aria-hidden="true"
            className={`size-7 ${n <= value ? "fill-accent-400 text-accent-400" : "text-muted"}`}
          />
        </label>
      ))}
    </fieldset>
  );
}
