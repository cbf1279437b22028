/** Ticks on a value axis: 0 and four steps. */
export const TICKS = 5;

/**
 * The top of the value axis: four steps of 1, 2, 2.5 or 5 times a power of ten, so the ticks read
 * 0, 100, 200 … rather than Recharts' 0, 95, 190 … for a highest value of 368.
 */
export function niceMax(highest: number): number {
  if (!(highest > 0)) return TICKS - 1;
  const rough = highest / (TICKS - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough && Number.isInteger(s)) ?? 10 * power;
  return Math.max(step, 1) * (TICKS - 1);
}
