import { useSyncExternalStore } from "react";
import type { Market } from "@portal/schema";

/*
 * What the shell's cart badge needs of the browser-kept cart (cartStore.ts owns the rest): where a market's cart is
 * stored, how many items it holds, and the change notifications. Kept apart so the header carries only this.
 */

export const cartKey = (market: Market) => `portal.cart.${market}`;

const listeners = new Set<() => void>();

/** Listens to changes of the stored carts (this tab's writes and other tabs'). */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Tells every reader that a stored cart changed (after a write of this tab). */
export const notifyCartChanged = () => listeners.forEach((listener) => listener());

export function readCartText(market: Market): string | null {
  try {
    return localStorage.getItem(cartKey(market));
  } catch {
    return null;
  }
}

/** Number of items of a stored cart value (`{ items: [...] }`); anything unreadable counts as empty. */
export function countCartItems(raw: string | null): number {
  try {
    const items: unknown = raw && (JSON.parse(raw) as { items?: unknown } | null)?.items;
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

export function useCartCount(market: Market): number {
  return useSyncExternalStore(
    subscribeCart,
    () => countCartItems(readCartText(market)),
    () => 0,
  );
}
