/** A dated, switchable item of the home page (slider or video). */
export interface Scheduled {
  active: boolean;
  startDate: Date | null;
  endDate: Date | null;
}

/** Shown when active and within its date window (open ends allowed). */
export function isInWindow(item: Scheduled, now: Date): boolean {
  if (!item.active) return false;
  if (item.startDate && item.startDate.getTime() > now.getTime()) return false;
  if (item.endDate && item.endDate.getTime() < now.getTime()) return false;
  return true;
}

/** Sliders shown on the home: active, in their window, by priority ascending. */
export function visibleSliders<T extends Scheduled & { priority: number }>(sliders: T[], now: Date): T[] {
  return sliders.filter((s) => isInWindow(s, now)).sort((a, b) => a.priority - b.priority);
}

/** The advertising video of the moment: active, in its window, the most recently started. */
export function currentVideo<T extends Scheduled>(videos: T[], now: Date): T | null {
  const start = (v: T) => v.startDate?.getTime() ?? 0;
  return videos.filter((v) => isInWindow(v, now)).sort((a, b) => start(b) - start(a))[0] ?? null;
}

export type VideoEmbed = { kind: "youtube"; id: string } | { kind: "vimeo"; id: string } | { kind: "file"; url: string };

/** YouTube (11-character id) and Vimeo are embedded; anything else plays as a file (spec 1 §5). */
export function videoEmbed(url: string): VideoEmbed {
  const youtube = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(url);
  if (youtube) return { kind: "youtube", id: youtube[1] };
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return { kind: "vimeo", id: vimeo[1] };
  return { kind: "file", url };
}

/** The four diagnostic checks whose completion the ES home reminds of. */
export const DIAGNOSTIC_CHECKS = ["competence", "comparation", "clusters", "dafo"] as const;
export type DiagnosticCheck = (typeof DIAGNOSTIC_CHECKS)[number];
