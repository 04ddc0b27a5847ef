import { useSyncExternalStore } from "react";
import { postUpload } from "../../../ui/upload";

/*
 * The resources' upload queue (spec 1 §2 "Upload queue", §4 "Resource save"): after a resource is saved, its file and
 * its thumbnail go to the BFF one at a time, each updating the record when it arrives. The queue lives outside the
 * screens (a small external store, read with useSyncExternalStore), so it keeps running while the administrator moves
 * to other admin screens; the admin header shows its progress. Kept tiny: the admin layout imports it.
 */

/** Where a queued upload is: waiting its turn, sending (with its percentage), arrived, or refused. */
export type UploadState = "queued" | "uploading" | "done" | "failed";

export interface UploadItem {
  key: string;
  resourceId: string;
  resourceName: string;
  kind: "file" | "thumb";
  fileName: string;
  state: UploadState;
  /** 0 to 100: the bytes the browser has sent (XMLHttpRequest's upload progress). */
  percent: number;
  /** The message key of a refusal (the BFF's, or a network failure). */
  errorKey: string | null;
}

export interface UploadJob {
  resourceId: string;
  resourceName: string;
  kind: "file" | "thumb";
  file: Blob;
  fileName: string;
  /** After the upload arrived (the record is updated by then): e.g. refresh what the screens show. */
  onDone?: () => void;
}

/** The BFF's route of a resource's file or thumbnail. */
export const resourceUploadUrl = (resourceId: string, kind: "file" | "thumb") => `/uploads/admin/resource/${encodeURIComponent(resourceId)}/${kind}`;

let items: readonly UploadItem[] = [];
const jobs = new Map<string, UploadJob>();
const listeners = new Set<() => void>();
let running = false;
let counter = 0;

/** While uploads wait or are sending, closing or reloading the page asks first (it would lose them). */
const askBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
let guarding = false;

function changed() {
  const pending = items.some((item) => item.state === "queued" || item.state === "uploading");
  if (pending !== guarding) {
    guarding = pending;
    if (pending) window.addEventListener("beforeunload", askBeforeLeaving);
    else window.removeEventListener("beforeunload", askBeforeLeaving);
  }
  listeners.forEach((listener) => listener());
}

function set(key: string, change: Partial<UploadItem>) {
  items = items.map((item) => (item.key === key ? { ...item, ...change } : item));
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => items;

/** Sends one file with its progress; resolves with the refusal's message key, or null when it arrived. */
async function send(item: UploadItem, job: UploadJob): Promise<string | null> {
  try {
    const { ok, refusal } = await postUpload(resourceUploadUrl(item.resourceId, item.kind), job.file, {
      fileName: job.fileName,
      onProgress: (loaded, total) => set(item.key, { percent: Math.min(99, Math.floor((loaded / total) * 100)) }),
    });
    return ok ? null : (refusal ?? "error.generic");
  } catch {
    return "error.network";
  }
}

/** Runs the queue: one upload at a time, in order. */
async function run() {
  if (running) return;
  running = true;
  try {
    for (let next = items.find((i) => i.state === "queued"); next; next = items.find((i) => i.state === "queued")) {
      const job = jobs.get(next.key)!;
      set(next.key, { state: "uploading", percent: 0 });
      const errorKey = await send(next, job);
      if (errorKey) set(next.key, { state: "failed", errorKey });
      else {
        jobs.delete(next.key);
        set(next.key, { state: "done", percent: 100 });
        job.onDone?.();
      }
    }
  } finally {
    running = false;
  }
}

/** Adds uploads at the end of the queue (each shows "queued" until its turn) and starts it if it was idle. */
export function enqueueUploads(newJobs: readonly UploadJob[]) {
  const added = newJobs.map((job): UploadItem => {
    const key = `u${++counter}`;
    jobs.set(key, job);
    return {
      key,
      resourceId: job.resourceId,
      resourceName: job.resourceName,
      kind: job.kind,
      fileName: job.fileName,
      state: "queued",
      percent: 0,
      errorKey: null,
    };
  });
  items = [...items, ...added];
  changed();
  void run();
}

/** Sends a refused upload again (last in the queue). */
export function retryUpload(key: string) {
  const item = items.find((i) => i.key === key);
  if (!item || item.state !== "failed" || !jobs.has(key)) return;
  items = [...items.filter((i) => i.key !== key), { ...item, state: "queued", percent: 0, errorKey: null }];
  changed();
  void run();
}

/** Forgets the uploads that arrived or failed. */
export function clearFinishedUploads() {
  for (const item of items) if (item.state === "failed") jobs.delete(item.key);
  items = items.filter((item) => item.state === "queued" || item.state === "uploading");
  changed();
}

/** Every upload of this page's life, in order. */
export const useUploadQueue = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/** How many uploads wait or are sending, and the percentage of the one sending (null when none is). */
export function uploadProgress(list: readonly UploadItem[]) {
  const pending = list.filter((item) => item.state === "queued" || item.state === "uploading");
  const current = list.find((item) => item.state === "uploading");
  return { pending: pending.length, percent: current ? current.percent : null };
}
