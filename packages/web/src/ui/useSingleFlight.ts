import { useCallback, useRef, useState } from "react";

/**
 * Runs an action at most once at a time: a call while the last one still runs is ignored, so a double click (or Enter
 * pressed twice) sends once. `busy` is for the button's loading state; the guard itself does not wait for a render.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void> | void): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
