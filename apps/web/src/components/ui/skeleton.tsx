/**
 * Grey placeholders in the shape of what is loading (aria-hidden: the loading state around them says what is
 * loading). `rows` cards of lines for lists, a grid of photo cards for listing grids, lines for a record.
 */

type Shape = "rows" | "cards" | "lines";

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

function Line({ width = "w-3/4", height = "h-4" }: { width?: string; height?: string }) {
  return <div className={`${height} ${width} rounded bg-line`} />;
}

export function Skeleton({ shape = "rows", count }: { shape?: Shape; count?: number }) {
  if (shape === "cards")
    return (
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {times(count ?? 6).map((i) => (
          <div key={i} className="card animate-pulse overflow-hidden">
            <div className="aspect-[4/3] bg-brand-50" />
            <div className="space-y-2 p-4">
              <Line width="w-1/2" height="h-5" />
              <Line />
            </div>
          </div>
        ))}
      </div>
    );
  if (shape === "lines")
    return (
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 py-2">
        <Line width="w-1/3" height="h-6" />
        {times(count ?? 3).map((i) => (
          <Line key={i} width={i % 2 ? "w-2/3" : "w-full"} />
        ))}
      </div>
    );
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {times(count ?? 3).map((i) => (
        <li key={i} className="card flex animate-pulse flex-col gap-2 p-4">
          <Line width="w-1/2" height="h-5" />
          <Line />
          <Line width="w-1/3" />
        </li>
      ))}
    </ul>
  );
}
