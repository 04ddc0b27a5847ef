import { useSyncExternalStore } from "react";
import type { Market, OrderCustomization } from "@portal/schema";
import { cartKey, notifyCartChanged, readCartText, subscribeCart } from "./cartCount";

/*
 * The cart, kept in the browser (spec 1 §2: it survives a reload and is cleared after a successful order), one per
 * market: its items and, while a confirm is under way, the key that confirm sends (so that a retry after a lost
 * answer sends the same key and the server answers the order it already placed).
 */

/** One item: what the wizard chose (or a production budget), a snapshot of the resource to show, and its delivery. */
export interface CartItem {
  key: string;
  resourceId: string;
  resourceName: string;
  thumbUrl: string | null;
  reference: string | null;
  formatId: number | null;
  formatName: string | null;
  sizeKey: string;
  sizeName: string | null;
  sizeText: string;
  answers: Record<string, string>;
  customFile: string;
  customFileName: string;
  customization: OrderCustomization;
  method: number;
  units: number | null;
  unitsScale: number;
  unitsScaleCustom: string;
  billed: number;
  shipped: number;
  customShip: string;
}

export interface CartState {
  items: CartItem[];
  /** The key of the confirm under way (null: none). */
  pendingKey: string | null;
}

const EMPTY: CartState = { items: [], pendingKey: null };

/** A stored cart value; anything unreadable is an empty cart. */
export function parseCart(raw: string | null): CartState {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && Array.isArray((value as CartState).items)) {
      const state = value as CartState;
      return { items: state.items, pendingKey: typeof state.pendingKey === "string" ? state.pendingKey : null };
    }
  } catch {
    // unreadable: empty
  }
  return EMPTY;
}

export function readCart(market: Market): CartState {
  return parseCart(readCartText(market));
}

/** Replaces the stored cart and tells every reader (the badge, the cart page). */
export function writeCart(market: Market, state: CartState): void {
  try {
    localStorage.setItem(cartKey(market), JSON.stringify(state));
  } catch {
    // storage disabled: the cart cannot persist
  }
  notifyCartChanged();
}

/** Changes the stored cart with `change` (reading it fresh: another tab may have changed it). */
export function updateCart(market: Market, change: (state: CartState) => CartState): CartState {
  const next = change(readCart(market));
  writeCart(market, next);
  return next;
}

/** Adds an item, or replaces the item with the same key (an edit). */
export const putCartItem = (market: Market, item: CartItem) =>
  updateCart(market, (state) => ({
    ...state,
    items: state.items.some((i) => i.key === item.key) ? state.items.map((i) => (i.key === item.key ? item : i)) : [...state.items, item],
  }));

export const removeCartItem = (market: Market, key: string) =>
  updateCart(market, (state) => ({ ...state, items: state.items.filter((i) => i.key !== key) }));

export const clearCart = (market: Market) => writeCart(market, EMPTY);

/** A new random key (cart items, confirms). */
export const newKey = () => crypto.randomUUID();

/** The stored cart, re-read when it changes (in this tab or another). */
export function useCart(market: Market): CartState {
  const raw = useSyncExternalStore(
    subscribeCart,
    () => readCartText(market),
    () => null,
  );
  return parseCartMemo(raw);
}

let lastRaw: string | null | undefined;
let lastState: CartState = EMPTY;
/** The same object for the same stored text, so React sees no change when nothing changed. */
function parseCartMemo(raw: string | null): CartState {
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastState = parseCart(raw);
  }
  return lastState;
}
