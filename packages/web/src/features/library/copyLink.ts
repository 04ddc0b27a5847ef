import { LIBRARY_LIMITS } from "@portal/schema";

/** What copying needs of the browser (injectable for tests). */
export interface CopyEnvironment {
  /** `navigator.clipboard`, when the browser offers it (secure contexts only). */
  clipboard?: { writeText(text: string): Promise<void> } | null;
  /** Selects the text in the box, so the user can copy it by hand when the clipboard refuses. */
  select: () => void;
}

/**
 * Copy on focus (spec 1 §2, file detail): the text is always selected; it is written to the
 * clipboard when the browser allows. Resolves true when the clipboard took it.
 */
export async function copyText(text: string, env: CopyEnvironment): Promise<boolean> {
  env.select();
  if (!env.clipboard) return false;
  try {
    await env.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * A message shown for a while (the 'copied' message: 3 s). Showing it again restarts the wait;
 * `dispose` cancels a pending hide (unmount).
 */
export function createFlash(onChange: (visible: boolean) => void, ms: number = LIBRARY_LIMITS.copiedMessageMs, timers: Timers = realTimers) {
  let handle: unknown = null;
  return {
    show() {
      if (handle !== null) timers.clearTimeout(handle);
      onChange(true);
      handle = timers.setTimeout(() => {
        handle = null;
        onChange(false);
      }, ms);
    },
    dispose() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}
