/**
 * Runs `task` once the browser has painted what the page shows now (a timer set in the next animation frame runs after
 * that frame's paint), and returns its cancel. For fetching what a screen does not show yet (the header's menus, the
 * navigation, the pop-ups' layer): started before the screen's first paint, on a slow connection those requests
 * share the line with it and delay it; after, they take nothing from it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
