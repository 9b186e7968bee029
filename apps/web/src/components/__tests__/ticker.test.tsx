import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TICKER_ITEMS, Ticker, tickerDurationMs } from "../ticker";

describe("Ticker", () => {
  it("repeats its content 4 times, exposing only the first copy to screen readers", () => {
    render(<Ticker />);
    const track = screen.getByTestId("ticker-track");
    const copies = track.querySelectorAll("ul");
    expect(copies).toHaveLength(4);
    expect([...copies].map((c) => c.getAttribute("aria-hidden"))).toEqual(["false", "true", "true", "true"]);
    expect(within(copies[0] as HTMLElement).getAllByRole("listitem")).toHaveLength(TICKER_ITEMS.length);
  });

  it("colours a positive change green and a negative one red", () => {
    render(
      <Ticker
        items={[
          { pair: "USD/NGN", value: 1500, change: 0.5, isPositive: true },
          { pair: "BTC/USD", value: 90000, change: -1.2, isPositive: false },
        ]}
      />,
    );
    const first = screen.getByTestId("ticker-track").querySelector("ul")!;
    const [up, down] = within(first).getAllByRole("listitem");
    expect(within(up!).getByText("+0.50%")).toHaveClass("text-positive-on-dark");
    expect(within(down!).getByText("-1.20%")).toHaveClass("text-negative-on-dark");
  });

  it("lasts 15 × half the content width", () => {
    expect(tickerDurationMs(4000)).toBe(30_000);
  });

  it("scrolls from its first render and takes its duration from the measured width of its 4 copies", () => {
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, "scrollWidth")!;
    Object.defineProperty(Element.prototype, "scrollWidth", {
      configurable: true,
      get(this: Element) {
        return this.tagName === "UL" ? 1000 : 0;
      },
    });
    try {
      render(<Ticker />);
      const track = screen.getByTestId("ticker-track");
      expect(track).toHaveClass("animate-ticker");
      // 4 copies of 1,000 px: 15 × 4,000 / 2 ms.
      expect(track.style.getPropertyValue("--ticker-duration")).toBe("30000ms");
    } finally {
      Object.defineProperty(Element.prototype, "scrollWidth", scrollWidth);
    }
  });
});
