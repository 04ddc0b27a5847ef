import { startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import { afterNextPaint } from "./afterNextPaint";

/*
 * The parts of a screen that are not its first content (the header's widgets, the carousel, the video
 * pop-up...) mount after it, one at a time: each when the browser is idle, as a transition. Mounting
 * them with the screen made its first commit one long task (their Popovers, scroll areas and embla
 * measure the layout and update state synchronously, in layout effects); one by one, each is a short
 * task and the page answers input in between. Until its turn, a part shows its fallback, which
 * should hold its place (same size) so that nothing moves. Its code (`load`) is fetched right after the
 * screen's first paint, so that the turns follow each other quickly; a part the user sees over the page (a
 * pop-up) goes `first`.
 */

/** Parts waiting for their turn, first come first served. */
const queue: Array<() => void> = [];
let turnTaken = false;

/** The turn ends: the part committed, failed, left, or took too long. */
function nextTurn() {
  turnTaken = false;
  const next = queue.shift();
  if (next) takeTurn(next);
}

function takeTurn(start: () => void) {
  turnTaken = true;
  const run = () => startTransition(start);
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 1);
}

/** A part that has been waiting this long lets the next one go (a slow chunk must not hold the others). */
const TURN_LIMIT_MS = 2000;

interface Props {
  /** Shown until the part's turn and while its code loads. */
  fallback?: ReactNode;
  /** The part's lazy chunk (the import its `lazy()` makes), fetched when the part waits for its turn. */
  load?: () => Promise<unknown>;
  /** Takes the next turn, before the parts already waiting. */
  first?: boolean;
  /** The user asked for the part (e.g. opened the navigation it fills): it mounts now, whoever's turn it is. */
  now?: boolean;
  children: ReactNode;
}

export function AfterFirstScreen({ fallback = null, load, first = false, now = false, children }: Props) {
  const [turn, setTurn] = useState<{ end: () => void } | null>(null);

  useEffect(() => {
    // After the screen's first paint (ui/afterNextPaint), in a task of its own (the chunk's preload links cost
    // main-thread time). A failure shows when the part renders (its lazy() rejects).
    const stopFetching = load && afterNextPaint(() => void load().catch(() => undefined));
    let ended = false;
    let limit: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(limit);
      nextTurn();
    };
    let left = false;
    const start = () => {
      if (left) return nextTurn();
      limit = setTimeout(end, TURN_LIMIT_MS);
      setTurn({ end });
    };
    if (!turnTaken) takeTurn(start);
    else if (first) queue.unshift(start);
    else queue.push(start);
    return () => {
      stopFetching?.();
      left = true;
      const index = queue.indexOf(start);
      if (index >= 0) queue.splice(index, 1);
      else if (limit !== undefined) end();
    };
    // Mounting decides the turn; later renders change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once, on mount
  }, []);

  if (!turn && !now) return fallback;
  return (
    <Suspense fallback={fallback}>
      {children}
      {turn && <TurnEnds end={turn.end} />}
    </Suspense>
  );
}

/** Commits with the part (not with its fallback): its turn is over. */
function TurnEnds({ end }: { end: () => void }) {
  useEffect(end, [end]);
  return null;
}
