import { describe, expect, it } from "vitest";
import { lsnOf, replicaName } from "./replicas.ts";

describe("WAL positions and replica names", () => {
  it("compares WAL positions by both halves", () => {
    expect(lsnOf("0/3001150")).toBe(0x3001150n);
    expect(lsnOf("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n);
    expect(lsnOf("1/0") > lsnOf("0/FFFFFFFF")).toBe(true);
  });

  it("names a replica by host, port and database, never its credentials", () => {
    expect(replicaName("postgresql://ile:secret@replica-1.internal:6432/ile?sslmode=require")).toBe(
      "replica-1.internal:6432/ile",
    );
    expect(replicaName("postgres://replica-2/ile")).toBe("replica-2:5432/ile");
  });
});
