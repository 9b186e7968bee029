/**
 * An additive model of the log price (ADR 0501): one effect per group a listing belongs to (its type and size,
 * state, LGA, town, town × type × bedrooms, neighbourhood, the neighbourhood's word runs, ...), all fitted
 * together by coordinate descent with a ridge penalty per family of groups and a Huber-clipped residual.
 * Fitting effects jointly (rather than one table at a time) separates a place from the mix of homes listed
 * in it; the penalty shrinks a small group towards zero, i.e. towards its coarser groups. Its prediction is
 * one input of the trees (computed out of fold for training rows, like the premium tables).
 * Only groups with at least `minGroup` listings get an effect, so a model of the rent file holds no group
 * that stands for fewer than 3 listings (SOURCES.md).
 */
import { round6 } from "./gbdt.ts";

export interface AdditiveFamily {
  name: string;
  /** Ridge penalty: a group's effect counts its n listings against `lambda` listings at zero. */
  lambda: number;
}

export interface AdditiveModel {
  base: number;
  /** Per family name: group key → effect (log-price difference). */
  effects: Record<string, Record<string, number>>;
}

/** The groups of one row, per family (same order as the families); several keys = several memberships. */
export type GroupKeys = string[][];

const SWEEPS = 25;
/** Residuals beyond ±CLIP (log units, ≈ ×2) count as ±CLIP: a few mistyped prices do not move a group. */
const CLIP = 0.7;

const clip = (v: number) => (v > CLIP ? CLIP : v < -CLIP ? -CLIP : v);

export function fitAdditive(
  families: AdditiveFamily[],
  keys: GroupKeys[],
  y: ArrayLike<number>,
  minGroup: number,
): AdditiveModel {
  const n = keys.length;
  const sorted = Array.from(y).sort((a, b) => a - b);
  const base = n ? (sorted[(n - 1) >> 1]! + sorted[n >> 1]!) / 2 : 0;
  // Index: per family, group → its rows; only groups with enough listings.
  const groups = families.map((_, f) => {
    const map = new Map<string, number[]>();
    for (let i = 0; i < n; i++)
      for (const k of keys[i]![f]!) {
        const list = map.get(k);
        if (list) list.push(i);
        else map.set(k, [i]);
      }
    for (const [k, list] of map) if (list.length < minGroup) map.delete(k);
    return map;
  });
  const effects = families.map(() => new Map<string, number>());
  const pred = new Float64Array(n).fill(base);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    for (let f = 0; f < families.length; f++) {
      const lambda = families[f]!.lambda;
      const eff = effects[f]!;
      for (const [k, rows] of groups[f]!) {
        let s = 0;
        for (const i of rows) s += clip(y[i]! - pred[i]!);
        const old = eff.get(k) ?? 0;
        // Newton step of the penalised Huber loss (Hessian ≈ n + lambda).
        const next = old + (s - lambda * old) / (rows.length + lambda);
        const d = next - old;
        if (d === 0) continue;
        eff.set(k, next);
        for (const i of rows) pred[i]! += d;
      }
    }
  }
  const out: AdditiveModel = { base: round6(base), effects: {} };
  families.forEach((fam, f) => {
    const rec: Record<string, number> = {};
    for (const [k, v] of [...effects[f]!.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)))
      if (Math.abs(v) >= 1e-6) rec[k] = round6(v);
    out.effects[fam.name] = rec;
  });
  return out;
}

export function predictAdditive(model: AdditiveModel, families: AdditiveFamily[], keys: GroupKeys): number {
  let sum = model.base;
  families.forEach((fam, f) => {
    const eff = model.effects[fam.name];
    if (!eff) return;
    for (const k of keys[f]!) sum += eff[k] ?? 0;
  });
  return sum;
}
