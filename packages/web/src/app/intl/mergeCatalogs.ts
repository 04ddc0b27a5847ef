import type { Messages } from "./catalogs";

/**
 * One locale's catalog from the shell's messages (`src/app/messages.<locale>.json`) and each area's
 * (`features/<area>/messages.<locale>.json`, keyed by file path). Keys are unique across files (the catalogs test
 * checks it), so the order does not matter. At build the values are precompiled ICU ASTs, not strings.
 */
export function mergeCatalogs(shell: Messages, areas: Record<string, unknown>): Messages {
  return Object.assign({}, shell, ...Object.values(areas)) as Messages;
}
