/**
 * SPEC §2 ticker: a sticky bar scrolling continuously. The items are static sample data (said so on screen).
 * The content is repeated 4 times; the offset runs from 0 to one item-set's width (a quarter of the track, in CSS)
 * and then resets to 0, so the loop is seamless; the duration is 15 × half the content width, in milliseconds. No
 * motion when the user asks for reduced motion.
 *
 * The bar scrolls from the server's HTML on (CSS alone); the duration needs the rendered width, which an effect
 * measures and writes to the track's style without rendering again. A state update there would make React render
 * again inside the commit of the page's hydration, and run every effect of the page in that same long task
 * (issue 19: total blocking time).
 */
import { useEffect, useRef } from "react";
import { formatDecimal } from "@/lib/format";

export interface TickerItem {
  pair: string;
  value: number;
  change: number;
  isPositive: boolean;
}

/** Indicative sample figures, not live prices (SPEC §2: "The values are static sample data"). */
export const TICKER_ITEMS: TickerItem[] = [
  { pair: "USD/NGN", value: 1532.4, change: 0.35, isPositive: true },
  { pair: "GBP/NGN", value: 2018.75, change: -0.21, isPositive: false },
  { pair: "EUR/NGN", value: 1765.1, change: 0.12, isPositive: true },
  { pair: "USD/EUR", value: 0.87, change: -0.08, isPositive: false },
  { pair: "BTC/USD", value: 91250, change: 1.84, isPositive: true },
  { pair: "ETH/USD", value: 3120.5, change: -0.92, isPositive: false },
];

export const TICKER_REPEAT = 4;

export const tickerDurationMs = (contentWidth: number) => 15 * (contentWidth / 2);

function Item({ item }: { item: TickerItem }) {
  const tone = item.isPositive ? "text-positive-on-dark" : "text-negative-on-dark";
  return (
    <li className="flex shrink-0 items-center gap-2 px-5 text-xs sm:text-sm" data-positive={item.isPositive}>
      <span className="font-semibold text-white">{item.pair}</span>
      <span className="text-brand-100">{formatDecimal(item.value)}</span>
      <span className={`font-semibold ${tone}`}>
        {item.change > 0 ? "+" : ""}
        {formatDecimal(item.change)}%
      </span>
    </li>
  );
}

export function Ticker({ items = TICKER_ITEMS }: { items?: TickerItem[] }) {
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = track.current;
    const firstSet = el?.firstElementChild;
    if (!el || !firstSet) return;
    const measure = () => {
      const contentWidth = firstSet.scrollWidth * TICKER_REPEAT;
      if (contentWidth) el.style.setProperty("--ticker-duration", `${tickerDurationMs(contentWidth)}ms`);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(measure);
    ro.observe(firstSet);
    return () => ro.disconnect();
  }, []);

  return (
    <section
      aria-label="Indicative exchange rates (sample figures)"
      className="relative overflow-hidden bg-brand-800 py-1.5"
    >
      <div
        ref={track}
        className="flex w-max animate-ticker motion-reduce:animate-none"
        data-testid="ticker-track"
      >
        {Array.from({ length: TICKER_REPEAT }, (_, copy) => (
          <ul
            // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical and never reorder
            key={copy}
            aria-hidden={copy > 0}
            className="flex shrink-0"
          >
            {items.map((item) => (
              <Item key={item.pair} item={item} />
            ))}
          </ul>
        ))}
      </div>
      <span className="pointer-events-none absolute inset-y-0 right-0 flex items-center bg-brand-800 px-3 shadow-[-12px_0_12px_var(--color-brand-800)] text-[0.65rem] uppercase tracking-wide text-brand-100">
        Sample rates
      </span>
    </section>
  );
}
