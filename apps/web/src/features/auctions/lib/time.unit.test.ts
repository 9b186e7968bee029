import { describe, expect, it } from "vitest";
import { countdown, skewOf, statusAt } from "./time";

describe("auction time", () => {
  it("formats countdowns", () => {
    expect(countdown(0)).toBe("00:00");
    expect(countdown(-5000)).toBe("00:00");
    expect(countdown(65_000)).toBe("01:05");
    expect(countdown(3_600_000 + 2_000)).toBe("01:00:02");
    expect(countdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toBe("2d 03:04:05");
  });
  it("computes status against a clock", () => {
    const a = { starts_at: "2026-01-01T10:00:00Z", ends_at: "2026-01-01T12:00:00Z", status: "live" as const };
    expect(statusAt(a, Date.parse("2026-01-01T09:59:59Z"))).toBe("upcoming");
    expect(statusAt(a, Date.parse("2026-01-01T10:00:00Z"))).toBe("live");
    expect(statusAt(a, Date.parse("2026-01-01T12:00:00Z"))).toBe("ended");
    // A cancelled auction stays cancelled whatever the clock says.
    expect(statusAt({ ...a, status: "cancelled" }, Date.parse("2026-01-01T10:30:00Z"))).toBe("cancelled");
  });
  it("measures the server clock's offset", () => {
    expect(skewOf("2026-01-01T10:00:05Z", Date.parse("2026-01-01T10:00:00Z"))).toBe(5000);
  });
});
