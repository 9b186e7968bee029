/**
 * A compact gradient-boosted regression tree learner (ADR 0500): histogram splits on numeric features,
 * depth-limited trees, row and column subsampling with a seeded generator (same data → same model), and
 * quantile loss (alpha = 0.5 is absolute error). As in Friedman's LAD/quantile boosting, each tree is fitted
 * to the loss's negative gradient and its leaves are then set to the alpha-quantile of the residuals in them.
 * Optionally the last trees seek the mode instead (`mode`, issue 25): see ModeOptions.
 * Missing values (NaN) sort above every threshold, at training and prediction alike.
 */
import { rng } from "../../platform/rng.ts";

export interface GbdtOptions {
  trees: number;
  depth: number;
  learningRate: number;
  minLeaf: number;
  subsample: number;
  colsample: number;
  /** Quantile of the loss: 0.5 = absolute error (the median), 0.1 / 0.9 = the ends of an 80% range. */
  alpha: number;
  bins: number;
  seed: number;
  mode?: ModeOptions;
}

/**
 * A mode-seeking phase after the quantile trees (issue 25, ADR 0503): the last `trees` trees (of
 * GbdtOptions.trees) fit the gradient of a Gaussian kernel of width `width` on the residual minus `centre`,
 * and their leaves take a mean-shift step (the kernel-weighted mean residual). Each row's estimate moves
 * towards the densest part of the prices like it, and a far-off price (a mistyped one, a shop among offices)
 * barely pulls: what a median relative error and "within 20%" reward. `centre` is the middle of the 20%
 * window in log terms ((log 1.25 − log 1.2) / 2 ≈ 0.02 — 20% low is log 0.22 off, 20% high log 0.18).
 */
export interface ModeOptions {
  trees: number;
  width: number;
  centre: number;
}

/** A tree in preorder: `f[i]` is the feature (or -1 for a leaf), `t[i]` the threshold (or the leaf value),
 * `r[i]` the index of the right child (the left child is i + 1). */
export interface Tree {
  f: number[];
  t: number[];
  r: number[];
}

export interface Gbdt {
  base: number;
  trees: Tree[];
}

/** mulberry32, the seeded generator the demo world uses too (training stays deterministic). */
export { rng };

/** Rounds to 6 significant digits, so the saved model is exactly the fitted one and the file stays small. */
export function round6(x: number): number {
  return x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(6));
}

/** The alpha-quantile of values (sorted in place), interpolating between order statistics. */
export function quantile(values: Float64Array | number[], alpha: number): number {
  const n = values.length;
  if (n === 0) return 0;
  const sorted = values instanceof Float64Array ? values.sort() : values.sort((a, b) => a - b);
  const pos = alpha * (n - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

interface Binned {
  /** Per feature: upper edges of bins (value ≤ edge[b] falls in bin ≤ b); the last bin is open. */
  edges: number[][];
  /** Per feature: the bin of each row. */
  bins: Uint8Array[];
}

function binColumns(columns: Float64Array[], maxBins: number): Binned {
  const edges: number[][] = [];
  const bins: Uint8Array[] = [];
  for (const col of columns) {
    const values = Array.from(col)
      .filter((v) => !Number.isNaN(v))
      .sort((a, b) => a - b);
    const distinct: number[] = [];
    for (const v of values)
      if (distinct.length === 0 || distinct[distinct.length - 1] !== v) distinct.push(v);
    let cuts: number[] = [];
    if (distinct.length <= maxBins) {
      for (let i = 0; i + 1 < distinct.length; i++) cuts.push(round6((distinct[i]! + distinct[i + 1]!) / 2));
    } else {
      for (let b = 1; b < maxBins; b++) {
        const v = values[Math.floor((b * values.length) / maxBins)]!;
        const next = distinct.find((d) => d > v);
        if (next !== undefined) cuts.push(round6((v + next) / 2));
      }
    }
    cuts = [...new Set(cuts)].sort((a, b) => a - b);
    const b = new Uint8Array(col.length);
    for (let i = 0; i < col.length; i++) {
      const v = col[i]!;
      if (Number.isNaN(v)) {
        b[i] = cuts.length;
        continue;
      }
      let lo = 0;
      let hi = cuts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (v <= cuts[mid]!) hi = mid;
        else lo = mid + 1;
      }
      b[i] = lo;
    }
    edges.push(cuts);
    bins.push(b);
  }
  return { edges, bins };
}

/**
 * Fits a boosted model: `columns[j][i]` is feature j of row i, `y[i]` the target (here the log price).
 * Deterministic for the same inputs and options.
 */
export function fitGbdt(columns: Float64Array[], y: Float64Array, opt: GbdtOptions): Gbdt {
  const n = y.length;
  const nf = columns.length;
  const { edges, bins } = binColumns(columns, Math.min(opt.bins, 255));
  const random = rng(opt.seed);
  const base = round6(quantile(Float64Array.from(y), opt.alpha));
  const F = new Float64Array(n).fill(base);
  const grad = new Float64Array(n);
  const trees: Tree[] = [];
  const histG = new Float64Array(256);
  const histC = new Float64Array(256);

  const weight = new Float64Array(n);
  const h2 = 2 * (opt.mode?.width ?? 1) ** 2;
  const centre = opt.mode?.centre ?? 0;
  for (let m = 0; m < opt.trees; m++) {
    const mode = m >= opt.trees - (opt.mode?.trees ?? 0);
    if (mode)
      for (let i = 0; i < n; i++) {
        const d = y[i]! - F[i]! - centre;
        weight[i] = Math.exp(-(d * d) / h2);
        grad[i] = weight[i]! * d;
      }
    else for (let i = 0; i < n; i++) grad[i] = y[i]! > F[i]! ? opt.alpha : opt.alpha - 1;
    const picked: number[] = [];
    for (let i = 0; i < n; i++) if (random() < opt.subsample) picked.push(i);
    const features: number[] = [];
    for (let j = 0; j < nf; j++) if (random() < opt.colsample) features.push(j);
    if (features.length === 0) features.push(Math.floor(random() * nf));

    const tree: Tree = { f: [], t: [], r: [] };
    const leafOf = new Int32Array(n).fill(-1);

    const grow = (rows: Int32Array, depth: number): void => {
      const node = tree.f.length;
      tree.f.push(-1);
      tree.t.push(0);
      tree.r.push(-1);
      let best = { gain: 1e-9, feature: -1, bin: -1 };
      if (depth < opt.depth && rows.length >= 2 * opt.minLeaf) {
        let G = 0;
        for (const i of rows) G += grad[i]!;
        const C = rows.length;
        const parent = (G * G) / C;
        for (const j of features) {
          const nb = edges[j]!.length + 1;
          if (nb < 2) continue;
          histG.fill(0, 0, nb);
          histC.fill(0, 0, nb);
          const b = bins[j]!;
          for (const i of rows) {
            const k = b[i]!;
            histG[k]! += grad[i]!;
            histC[k]! += 1;
          }
          let gl = 0;
          let cl = 0;
          for (let k = 0; k < nb - 1; k++) {
            gl += histG[k]!;
            cl += histC[k]!;
            const cr = C - cl;
            if (cl < opt.minLeaf) continue;
            if (cr < opt.minLeaf) break;
            const gr = G - gl;
            const gain = (gl * gl) / cl + (gr * gr) / cr - parent;
            if (gain > best.gain) best = { gain, feature: j, bin: k };
          }
        }
      }
      if (best.feature < 0) {
        for (const i of rows) leafOf[i] = node;
        return;
      }
      const b = bins[best.feature]!;
      let nl = 0;
      for (const i of rows) if (b[i]! <= best.bin) nl++;
      const left = new Int32Array(nl);
      const right = new Int32Array(rows.length - nl);
      let li = 0;
      let ri = 0;
      for (const i of rows) {
        if (b[i]! <= best.bin) left[li++] = i;
        else right[ri++] = i;
      }
      tree.f[node] = best.feature;
      tree.t[node] = edges[best.feature]![best.bin]!;
      grow(left, depth + 1);
      tree.r[node] = tree.f.length;
      grow(right, depth + 1);
    };
    grow(Int32Array.from(picked), 0);

    // Leaves: the alpha-quantile of the residuals of their (in-sample) rows, shrunk by the learning rate.
    const residuals = new Map<number, number[]>();
    for (const i of picked) {
      const leaf = leafOf[i]!;
      const list = residuals.get(leaf);
      if (list) list.push(y[i]! - F[i]!);
      else residuals.set(leaf, [y[i]! - F[i]!]);
    }
    if (mode) {
      const sw = new Map<number, number>();
      const sg = new Map<number, number>();
      for (const i of picked) {
        const leaf = leafOf[i]!;
        sw.set(leaf, (sw.get(leaf) ?? 0) + weight[i]!);
        sg.set(leaf, (sg.get(leaf) ?? 0) + grad[i]!);
      }
      for (const [leaf, w] of sw)
        tree.t[leaf] = w > 1e-9 ? round6((opt.learningRate * sg.get(leaf)!) / w) : 0;
    } else
      for (const [leaf, list] of residuals)
        tree.t[leaf] = round6(opt.learningRate * quantile(list, opt.alpha));
    // Internal nodes keep r; leaves need none — store 0 to keep the file small.
    for (let k = 0; k < tree.f.length; k++) if (tree.f[k] === -1) tree.r[k] = 0;
    for (let i = 0; i < n; i++) F[i]! += predictTree(tree, columns, i);
    trees.push(tree);
  }
  return { base, trees };
}

function predictTree(tree: Tree, columns: Float64Array[], row: number): number {
  let k = 0;
  while (tree.f[k]! >= 0) {
    const v = columns[tree.f[k]!]![row]!;
    k = v <= tree.t[k]! ? k + 1 : tree.r[k]!;
  }
  return tree.t[k]!;
}

/** Predicts one row given as a feature vector. */
export function predictGbdt(model: Gbdt, x: ArrayLike<number>): number {
  let sum = model.base;
  for (const tree of model.trees) {
    const { f, t, r } = tree;
    let k = 0;
    while (f[k]! >= 0) k = x[f[k]!]! <= t[k]! ? k + 1 : r[k]!;
    sum += t[k]!;
  }
  return sum;
}
