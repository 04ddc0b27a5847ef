// Small helpers shared by the benchmark modules: logging, timing, statistics, cleanup.
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const QUICK = process.env.BENCH_QUICK === "1" || process.env.BENCH_QUICK === "true";

const started = Date.now();
export function log(...parts) {
  const t = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[bench ${t}s]`, ...parts);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function round(value, digits = 2) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Rejects when `promise` takes longer than `ms` (every stage is bounded in time). */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

// Everything started registers how to stop it; `cleanup()` runs them in reverse order, once each.
const cleanups = [];
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
export async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await withTimeout(Promise.resolve().then(fn), 8000, "cleanup step");
    } catch (error) {
      console.error("[bench] cleanup:", error.message);
    }
  }
}

let tsxRegistered = false;
/** Imports a TypeScript module of the workspace (through tsx, registered once). */
export async function importTs(file) {
  if (!tsxRegistered) {
    const { register } = await import("tsx/esm/api");
    register();
    tsxRegistered = true;
  }
  return import(pathToFileURL(file).href);
}
