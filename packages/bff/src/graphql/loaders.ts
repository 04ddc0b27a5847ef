import { createSessionLoaders } from "../modules/session/session.loaders.js";
import { createLibraryLoaders } from "../modules/library/library.loaders.js";
import type { Context } from "./context.js";

/** Per-request loaders of every area (DataLoader or memoised calls): built fresh for each request. */
export function createLoaders(ctx: Omit<Context, "loaders">) {
  return {
    session: createSessionLoaders(ctx),
    library: createLibraryLoaders(ctx),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
