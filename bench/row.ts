/** One printed figure of `npm run bench` (bench/run.ts). */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** the DESIGN.md budget, in the same unit; undefined for figures without one */
  budget?: number;
  ok?: boolean;
}

/** One figure, rounded to 2 decimals; with a budget, ok when the figure is at or under it. */
export const row = (name: string, value: number, unit: string, budget?: number): BenchRow => ({
  name,
  value: Math.round(value * 100) / 100,
  unit,
  ...(budget === undefined ? {} : { budget, ok: value <= budget }),
});
