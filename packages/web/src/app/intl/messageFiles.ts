import type { Locale, Messages } from "./catalogs";

/*
 * Where each messages file is loaded from: `<area>/messages.<locale>.json` → its loader. `app/` is the shell's folder,
 * the others are under `features/`, an area's (`library`) or a sub-module's (`library/cards`, the components other
 * areas show).
 *
 * This is the development (and test) version: Vite's glob imports. A build replaces this module
 * (build-tools/precompileMessages.ts): every messages file becomes a chunk at `assets/messages-<hash>/<area>.<locale>.js`,
 * one hash for all the catalogs, and the loader builds that URL from the area and the locale, so the entry carries one
 * hash instead of a hashed file name per area and locale (a new area costs the first routes nothing). Every area a
 * screen speaks has its files in the three languages (app/router/routes.test.ts).
 */
const files: Record<string, () => Promise<Messages>> = {
  ...import.meta.glob<Messages>("./app/messages.*.json", { base: "../..", import: "default" }),
  ...import.meta.glob<Messages>(["./*/messages.*.json", "./*/*/messages.*.json"], { base: "../../features", import: "default" }),
};

/** The loader of an area's messages in `locale`, or undefined when the area has no messages file. */
export function messagesFile(area: string, locale: Locale): (() => Promise<Messages>) | undefined {
  return files[`./${area}/messages.${locale}.json`];
}
