/** Runs `run` in a task after the next frame is painted: the work a press sets off, after its answer. */
export const afterPaint = (run: () => void): void => {
  requestAnimationFrame(() => setTimeout(run));
};
