/**
 * Runs `work` in a task of its own after the next frame is painted (a frame's animation callbacks
 * run just before its paint). For what a tap causes but need not show in the tap's first frame:
 * on a phone the handler's work is the wait before the shopper sees the tap answered.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
