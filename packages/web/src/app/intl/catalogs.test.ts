import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import type { ApolloClient } from "@apollo/client";
import type { RouteObject } from "react-router-dom";
import { COMMON_MESSAGES, ERROR_CODES, LANGUAGES } from "@portal/schema";
import { createRoutes } from "../router/routes";
import type { RouteHandle } from "../router/screenTitle";

const LOCALES = ["es", "ca", "pt"] as const;
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
  const folders = (dir: string): string[] =>
    readdirSync(join(SRC, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);
  const dirs = ["app", ...folders("features")];
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

const sets = messageSets();
const shellSet = sets.find((set) => set.name === "app")!;
/** Each locale's messages, all files merged (what a page that has visited every area holds). */
const catalogs: Record<string, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...sets.map(({ files }) => files[locale])) as Record<string, string>]),
);
const { es } = catalogs;
const shell = shellSet.files.es;

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

  it("speak their own language: the Spanish texts the spec quotes are translated in ca and pt", () => {
    const quoted = ["Máximo 2 cambios programados permitidos", "El número de teléfono no es correcto", "Por favor, introduce un email corporativo"];
    for (const locale of ["ca", "pt"] as const) {
      const spanish = Object.entries(catalogs[locale]).filter(([, text]) => quoted.some((q) => text.toLowerCase().includes(q.toLowerCase())));
      expect({ locale, spanish }).toEqual({ locale, spanish: [] });
    }
    // The same sentences, in each language (channels' planned changes and phone).
    expect(["es", "ca", "pt"].map((locale) => catalogs[locale]["channels.error.max_plans"])).toEqual([
      "Máximo 2 cambios programados permitidos",
      "Màxim 2 canvis programats permesos",
      "Máximo de 2 alterações programadas permitidas",
    ]);
    expect(["es", "ca", "pt"].map((locale) => catalogs[locale]["channels.error.phone"])).toEqual([
      "El número de teléfono no es correcto",
      "El número de telèfon no és correcte",
      "O número de telefone não é válido",
    ]);
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
            authority: "AEPD",
            language: "Català",
            n: 1,
            number: "#P-000001",
            max: 5,
            email: "ana@demo.es",
            phone: "600000000",
            signal: 35,
            double: 35,
            triple: 60,
            admin: "Luis",
            downloads: 3,
            opens: 2,
            days: 30,
            // admin import
            rows: 3,
            restaurants: 2,
            section: "Competencia",
            filename: "competencia.xlsx",
            shown: 200,
            size: "12 kB",
            percent: 40,
            // admin resources
            file: "cartel.pdf",
            // admin MOP, partner reports
            site: "ES0101",
            reason: "La obra se ha aplazado.",
            month: "03/2026",
            // diagnostic
            share: "12,50 %",
            cluster: "Familias",
            category: "Cafeterías",
            brand: "BURGER KING",
            feature: "Servicio",
            values: "Familias: 31,15 %",
            topic: "HAPPY MEAL",
            // library search
            filter: "PDF",
            // collections
            collection: "Campaña verano",
            restaurant: "ES0101 Gran Vía",
            owner: "Ana",
            // notices
            hours: 48,
            amount: "2000 €",
          },
        );
      expect(errors).toEqual([]);
    }
  });

  it("hold every error code's message, the common messages and every language in the shell's", () => {
    const required = [
      ...Object.values(COMMON_MESSAGES),
      ...Object.values(ERROR_CODES).map((code) => `error.${code}`),
      ...LANGUAGES.map((language) => `language.${language}`),
    ];
    expect(required.filter((id) => !(id in shell))).toEqual([]);
  });
});

/** Relative imports of a source file (static, and dynamic ones written `import("…")`), resolved to files. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    const base = join(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
    return found ? [found] : [];
  });
}

/** `roots` and every module they import, transitively, but for the route table (its lazy imports start the areas). */
function reached(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith(join("app", "router", "routes.tsx"))) return;
    seen.add(file);
    importsOf(file, readFileSync(file, "utf8")).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The messages a file under `features/` speaks: those of its nearest folder that has messages (`library/cards`,
 * `library`), else its area's folder (an area without messages yet, e.g. `partner`).
 */
function areaOf(file: string): string | undefined {
  const path = relative(SRC, file);
  if (!path.startsWith("features/")) return undefined;
  const owning = sets.map((set) => set.name).filter((name) => path.startsWith(`${name}/`));
  const nearest = owning.sort((a, b) => b.length - a.length)[0];
  return nearest ? nearest.slice("features/".length) : path.split("/")[1];
}

/** Each area's routes' `handle.messages`: its own and those of the areas it uses (app/router/lazyRoute.ts). */
function routeMessages(): Map<string, Set<string>> {
  const walk = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...walk(route.children ?? [])]);
  const byArea = new Map<string, Set<string>>();
  for (const route of walk(createRoutes({} as ApolloClient))) {
    const messages = (route.handle as RouteHandle | undefined)?.messages;
    if (messages) byArea.set(messages[0], new Set([...(byArea.get(messages[0]) ?? []), ...messages]));
  }
  return byArea;
}

describe("message ids used in src", () => {
  const namespaces = new Set(Object.keys(es).map((k) => k.split(".")[0]));
  const files = sourceFiles(SRC);
  const idsIn = (file: string) => {
    const text = readFileSync(file, "utf8");
    return new Set([...literalIds(text), ...namespacedLiterals(text, namespaces)]);
  };
  const owner = new Map(sets.flatMap(({ name, files: byLocale }) => Object.keys(byLocale.es).map((key) => [key, name] as const)));
  /** The code the shell shows (only the shell's messages are sure to be loaded there): app/, ui/ and what they import. */
  const shellCode = reached(files.filter((file) => /^(app|ui)\//.test(relative(SRC, file))));

  it("finds the sources to scan, and the shell's code among them", () => {
    expect(files.some((f) => f.endsWith("LoginPage.tsx"))).toBe(true);
    expect(shellCode.has(join(SRC, "features/session/RestaurantSelect.tsx"))).toBe(true); // the header's
    expect(shellCode.has(join(SRC, "features/session/LoginPage.tsx"))).toBe(false);
  });

  it("are in the shell's messages where the shell shows them (or in those a lazy part of it loads with its code)", () => {
    // The shell loads a lazy part's own messages with its code (`loadArea("<folder>")` beside its import): the part's
    // files, under `features/<folder>/`, speak them.
    const loadedWithCode = new Set(
      [...shellCode].flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\bloadArea\("([\w/-]+)"\)/g)].map((m) => m[1])),
    );
    const speaksItsOwn = (file: string, id: string) => {
      const folder = owner.get(id)?.slice("features/".length);
      return folder !== undefined && loadedWithCode.has(folder) && relative(SRC, file).startsWith(`features/${folder}/`);
    };
    const missing = [...shellCode].flatMap((file) =>
      [...idsIn(file)]
        .filter((id) => !(id in shell) && !speaksItsOwn(file, id))
        .map((id) => `${relative(SRC, file)}: ${id}${owner.has(id) ? ` (in ${owner.get(id)}'s)` : ""}`),
    );
    expect(missing).toEqual([]);
  });

  it("are in the messages an area's routes load, for every file its screens show (another area's components too)", () => {
    const missing: string[] = [];
    for (const [area, loaded] of routeMessages()) {
      const known = (id: string) => id in shell || [...loaded].some((name) => owner.get(id) === `features/${name}`);
      for (const file of reached(files.filter((f) => areaOf(f) === area))) {
        if (shellCode.has(file)) continue;
        for (const id of idsIn(file))
          if (!known(id)) missing.push(`${area} shows ${relative(SRC, file)}: ${id}${owner.has(id) ? ` (in ${owner.get(id)}'s)` : ""}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("load no other area's messages than those their screens show", () => {
    for (const [area, loaded] of routeMessages()) {
      const shown = new Set<string>([area]);
      for (const file of reached(files.filter((f) => areaOf(f) === area)))
        for (const id of idsIn(file))
          if (!shellCode.has(file) && owner.get(id)?.startsWith("features/")) shown.add(owner.get(id)!.slice("features/".length));
      expect({ area, loaded: [...loaded].sort() }).toEqual({ area, loaded: [...shown].sort() });
    }
  });
});
