import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/*
 * The one feedback after a save, for every form of the app. Its looks:
 * - "line": a status line beside the save button (admin editors, the import's descriptions); the line stays in place
 *   while empty, so that a screen reader announces the message when it comes;
 * - "note": the same line under a form, only while shown (the marketing plan's parts);
 * - "banner": a green alert, only while shown, with an optional title (the channels' "updated" banner, the
 *   diagnostic's "saved").
 */

interface Props {
  /** The feedback shows (for "line": its message shows; the line is always there). */
  shown: boolean;
  /** The message's id; null for a banner that shows its title alone. */
  messageId: string | null;
  look: "line" | "note" | "banner";
  /** A banner's title (message id). */
  titleId?: string;
  className?: string;
  /** A line's colour (green.9; the resource editor's line is teal.9). */
  color?: string;
  /** Once shown, hide after this many ms by calling `onHide` (the timer starts again each time it shows). */
  hideAfterMs?: number;
  onHide?: () => void;
}

export function SaveFeedback({ shown, messageId, look, titleId, className, color = "green.9", hideAfterMs, onHide }: Props) {
  useEffect(() => {
    if (!shown || hideAfterMs === undefined || !onHide) return;
    const timer = setTimeout(onHide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [shown, hideAfterMs, onHide]);
  const message = messageId ? <FormattedMessage id={messageId} /> : null;
  if (look === "line") {
    return (
      <Text size="sm" c={color} role="status" className={className}>
        {shown ? message : null}
      </Text>
    );
  }
  if (!shown) return null;
  if (look === "note") {
    return (
      <Text size="sm" fw={500} role="status" className={className}>
        {message}
      </Text>
    );
  }
  return (
    <Alert color="green" role="status" className={className} title={titleId ? <FormattedMessage id={titleId} /> : undefined}>
      {message}
    </Alert>
  );
}

/**
 * The timing of a save's feedback: a banner for `bannerMs` and a message for `messageMs` after each save (`show`);
 * a new save starts both again. `initially`: a save happened on the screen before (a new entity's form).
 */
export function useSaveFeedback({ bannerMs, messageMs, initially = false }: { bannerMs: number; messageMs: number; initially?: boolean }) {
  const [banner, setBanner] = useState(initially);
  const [message, setMessage] = useState(initially);
  const timers = useRef<number[]>([]);
  const start = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [window.setTimeout(() => setBanner(false), bannerMs), window.setTimeout(() => setMessage(false), messageMs)];
  }, [bannerMs, messageMs]);
  useEffect(() => {
    if (initially) start();
    const current = timers;
    return () => current.current.forEach((timer) => window.clearTimeout(timer));
  }, [initially, start]);
  const show = useCallback(() => {
    setBanner(true);
    setMessage(true);
    start();
  }, [start]);
  return { banner, message, show };
}
