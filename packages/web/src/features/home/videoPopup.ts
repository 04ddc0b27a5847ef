import type { VideoKind } from "../../gql/graphql";
import { SESSION_CHOICE_PREFIX } from "../../app/shell/storage";

/*
 * The advertising video pop-up (spec 1 §4): hidden for good with 'no more' (remembered by video id
 * in local storage) or for the session with 'show later' (session storage). Closing the pop-up
 * (Escape, close button) counts as 'show later'.
 */

/** The part of `Storage` the pop-up uses (injectable for tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const videoHiddenKey = (videoId: string) => `portal.video.hidden.${videoId}`;
/** "Show later" lasts for the signed-in session: signing out forgets it (app/shell/storage.ts). */
export const videoLaterKey = (videoId: string) => `${SESSION_CHOICE_PREFIX}video.later.${videoId}`;

function read(store: KeyValueStore | null, key: string): boolean {
  try {
    return store?.getItem(key) === "1";
  } catch {
    return false; // storage disabled: nothing remembered
  }
}

function write(store: KeyValueStore | null, key: string): void {
  try {
    store?.setItem(key, "1");
  } catch {
    // storage disabled or full: the choice lasts until the page is left
  }
}

/** Whether the pop-up of this video opens: not dismissed for good, nor for this session. */
export function shouldShowVideo(videoId: string, local: KeyValueStore | null, session: KeyValueStore | null): boolean {
  return !read(local, videoHiddenKey(videoId)) && !read(session, videoLaterKey(videoId));
}

/** 'No more': never show this video again in this browser. */
export function hideVideoForever(videoId: string, local: KeyValueStore | null): void {
  write(local, videoHiddenKey(videoId));
}

/** 'Show later': not again in this browser session. */
export function hideVideoForSession(videoId: string, session: KeyValueStore | null): void {
  write(session, videoLaterKey(videoId));
}

/** The browser's storages, or null where access throws (privacy modes, sandboxed frames). */
export function browserStores(): { local: KeyValueStore | null; session: KeyValueStore | null } {
  const get = (pick: () => Storage): KeyValueStore | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return { local: get(() => window.localStorage), session: get(() => window.sessionStorage) };
}

export type VideoPlayer = { kind: "iframe"; src: string } | { kind: "file"; src: string };

/** How to play the video: YouTube (no-cookie) and Vimeo players in an iframe, anything else as a file. */
export function videoPlayer(video: { kind: VideoKind; embedId: string | null; url: string }): VideoPlayer {
  if (video.embedId && video.kind === "YOUTUBE")
    return { kind: "iframe", src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.embedId)}` };
  if (video.embedId && video.kind === "VIMEO") return { kind: "iframe", src: `https://player.vimeo.com/video/${encodeURIComponent(video.embedId)}` };
  return { kind: "file", src: video.url };
}
