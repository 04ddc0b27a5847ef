import { useSyncExternalStore } from "react";
import type { Market } from "@portal/schema";
import { cartKey, notifyCartChanged, readCartText, subscribeCart } from "./cartCount";
import type { OrderItemFields } from "./orderItem";

/*
 * The cart, kept in the browser (spec 1 §2: it survives a reload and is cleared after a successful order), one per
 * market: its items, the contact typed for the order and, while placing the order, the key the place-order sends (so
 * that a retry after a lost answer, or a second click, sends the same key and the server answers the order it already
 * placed).
 */

/**
 * One item: what the wizard chose (or a production budget) and its delivery (./orderItem.ts), with a snapshot of the
 * resource, format, size and file names to show.
 */
export interface CartItem extends OrderItemFields {
  key: string;
  resourceName: string;
  thumbUrl: string | null;
  reference: string | null;
  formatName: string | null;
  sizeName: string | null;
  customFileName: string;
}

/** The order's contact as typed in the cart (kept with the items: a reload loses neither). */
export interface CartContact {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export interface CartState {
  items: CartItem[];
  /** The key of the place-order under way (null: none). */
  pendingKey: string | null;
  /** The contact typed in the cart (null: none typed yet, the user's own is shown). */
  contact: CartContact | null;
}

const EMPTY: CartState = { items: [], pendingKey: null, contact: null };

const isContact = (value: unknown): value is CartContact =>
  !!value &&
  typeof value === "object" &&
  (["contactName", "contactEmail", "contactPhone"] as const).every((field) => typeof (value as Record<string, unknown>)[field] === "string");

/** A stored cart value; anything unreadable is an empty cart. */
export function parseCart(raw: string | null): CartState {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && Array.isArray((value as CartState).items)) {
      const state = value as CartState;
      return {
        items: state.items,
        pendingKey: typeof state.pendingKey === "string" ? state.pendingKey : null,
        contact: isContact(state.contact) ? state.contact : null,
      };
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

/** Keeps the contact as typed (the cart's form calls it as the user types). */
export const setCartContact = (market: Market, contact: CartContact) => updateCart(market, (state) => ({ ...state, contact }));

export const removeCartItem = (market: Market, key: string) =>
  updateCart(market, (state) => ({ ...state, items: state.items.filter((i) => i.key !== key) }));

export const clearCart = (market: Market) => writeCart(market, EMPTY);

/** A new random key (cart items, place-orders). */
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
