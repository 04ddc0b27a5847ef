import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { ERROR_CODES, LANGUAGES, SESSION_MESSAGES } from "@portal/schema";
import ca from "./locales/ca";
import es from "./locales/es";
import pt from "./locales/pt";

const LOCALES = ["es", "ca", "pt"] as const;
const catalogs: Record<string, Record<string, string>> = { es, ca, pt };
const SRC = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "gql" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each set of messages files: the shell's (`src/app/messages.<locale>.json`) and each area's (`src/features/<area>/…`). */
function messageSets(): { name: string; files: Record<string, Record<string, string>> }[] {
  const dirs = ["app", ...readdirSync(join(SRC, "features")).map((area) => join("features", area))];
  return dirs
    .filter((dir) => LOCALES.some((locale) => statSync(join(SRC, dir, `messages.${locale}.json`), { throwIfNoEntry: false })))
    .map((dir) => ({
      name: dir,
      files: Object.fromEntries(
        LOCALES.map((locale) => {
          const path = join(SRC, dir, `messages.${locale}.json`);
          return [locale, statSync(path, { throwIfNoEntry: false }) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, string>) : {}];
        }),
      ),
    }));
}

/** Message ids written literally in the sources: `id="…"`, `id: "…"`, `titleId="…"`, `labelId: "…"`, `messageId="…"`. */
function literalIds(text: string): string[] {
  const ids = [...text.matchAll(/\b(?:id|[a-z]+Id)\s*[:=]\s*\{?\s*["']([a-z][\w-]*(?:\.[\w-]+)+)["']/g)].map((m) => m[1]);
  return ids;
}

/** Any string literal in a catalog namespace (e.g. `"screen.home"` passed to a helper) is a message id too. */
function namespacedLiterals(text: string, namespaces: Set<string>): string[] {
  return [...text.matchAll(/["']([a-z][\w-]*(?:\.[\w-]+)+)["']/g)].map((m) => m[1]).filter((id) => namespaces.has(id.split(".")[0]));
}

describe("messages files", () => {
  const sets = messageSets();

  it("are the shell's and the areas'", () => {
    expect(sets.map((s) => s.name).slice(0, 1)).toEqual(["app"]);
    expect(sets.length).toBeGreaterThan(1);
  });

  it("have exactly the same keys in es, ca and pt, in each area", () => {
    for (const { name, files } of sets) {
      const keys = Object.keys(files.es).sort();
      for (const locale of LOCALES) {
        const other = Object.keys(files[locale]).sort();
        expect({ name, locale, missing: keys.filter((k) => !other.includes(k)), extra: other.filter((k) => !keys.includes(k)) }).toEqual({
          name,
          locale,
          missing: [],
          extra: [],
        });
      }
    }
  });

  it("hold each key in one area only", () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, files } of sets) {
      for (const key of Object.keys(files.es)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${name}`);
        owner.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it("are all merged into each locale's catalog", () => {
    for (const locale of LOCALES) {
      const keys = sets.flatMap(({ files }) => Object.keys(files[locale])).sort();
      expect({ locale, keys: Object.keys(catalogs[locale]).sort() }).toEqual({ locale, keys });
    }
  });
});

describe("catalogs", () => {
  it("have exactly the same keys in es, ca and pt", () => {
    const keys = Object.keys(es).sort();
    for (const [locale, catalog] of Object.entries(catalogs)) {
      const other = Object.keys(catalog).sort();
      expect({ locale, missing: keys.filter((k) => !other.includes(k)), extra: other.filter((k) => !keys.includes(k)) }).toEqual({
        locale,
        missing: [],
        extra: [],
      });
    }
  });

  it("have no empty message", () => {
    for (const [locale, catalog] of Object.entries(catalogs)) {
      expect({ locale, empty: Object.keys(catalog).filter((k) => !catalog[k].trim()) }).toEqual({ locale, empty: [] });
    }
  });

  it("hold valid ICU messages", () => {
    for (const [locale, messages] of Object.entries(catalogs)) {
      const errors: string[] = [];
      const intl = createIntl({ locale, messages, onError: (e) => errors.push(`${locale}: ${e.message}`) });
      for (const id of Object.keys(messages))
        intl.formatMessage(
          { id },
          {
            count: 2,
            total: 5,
            year: "2025",
            name: "Ana",
            code: "X",
            text: "burger",
            date: "07/12/2026",
            start: "01/03/2026",
            end: "31/03/2026",
            url: "https://vimeo.com/1",
            from: 1,
            to: 10,
            page: 2,
          },
        );
      expect(errors).toEqual([]);
    }
  });

  it("translate every message key of the session rules, every error code and every language", () => {
    const required = [
      ...Object.values(SESSION_MESSAGES),
      ...Object.values(ERROR_CODES).map((code) => `error.${code}`),
      ...LANGUAGES.map((language) => `language.${language}`),
      "error.generic",
      "error.network",
    ];
    expect(required.filter((id) => !(id in es))).toEqual([]);
  });
});

describe("message ids used in src", () => {
  const namespaces = new Set(Object.keys(es).map((k) => k.split(".")[0]));
  const files = sourceFiles(SRC);

  it("finds the sources to scan", () => {
    expect(files.some((f) => f.endsWith("LoginPage.tsx"))).toBe(true);
  });

  it("are all in the catalogs", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const id of new Set([...literalIds(text), ...namespacedLiterals(text, namespaces)])) {
        if (!(id in es)) missing.push(`${relative(SRC, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
