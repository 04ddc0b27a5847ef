import { useSyncExternalStore } from "react";
import type { Market } from "@portal/schema";

/*
 * Placeholder of the browser-kept cart (spec 1: the cart lives in the browser until an order is
 * sent). The ordering issue owns its items; the shell only reads how many there are.
 */
export const cartKey = (market: Market) => `portal.cart.${market}`;

/** Number of items in a stored cart value (a JSON array); anything unreadable counts as empty. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readRaw(market: Market): string | null {
  try {
    return localStorage.getItem(cartKey(market));
  } catch {
    return null;
  }
}

/** Replaces the stored cart items (used by the ordering area) and tells the badge. */
export function writeCartItems(market: Market, items: readonly unknown[]): void {
  try {
    localStorage.setItem(cartKey(market), JSON.stringify(items));
  } catch {
    // storage disabled: the cart cannot persist
  }
  listeners.forEach((listener) => listener());
}

export function useCartCount(market: Market): number {
  return useSyncExternalStore(
    subscribe,
    () => countCartItems(readRaw(market)),
    () => 0,
  );
}
