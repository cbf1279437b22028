/**
 * Runs `work` once the browser has painted what is on screen now: an animation frame comes before
 * the next paint, and a task queued from it runs after that paint.
 */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}
