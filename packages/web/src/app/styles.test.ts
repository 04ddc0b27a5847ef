import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The app loads only the Mantine stylesheets it needs (app/styles.ts, and a screen's own imports beside it). A
 * component whose stylesheet is loaded by neither renders unstyled, which no type check sees: this test reads every
 * source file and fails on a Mantine component used without its stylesheet.
 */
const src = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const coreStyles = dirname(require.resolve("@mantine/core/styles/Button.css"));

/** Components styled by other components' sheets (Mantine's docs, "styles" of each component). */
const ALSO_NEEDS: Record<string, string[]> = {
  TextInput: ["Input"],
  Textarea: ["Input"],
  PasswordInput: ["Input", "PasswordInput"],
  NumberInput: ["Input", "NumberInput"],
  Select: ["Input", "Combobox", "Popover"],
  MultiSelect: ["Input", "Combobox", "Popover", "Pill", "PillsInput"],
  Autocomplete: ["Input", "Combobox", "Popover"],
  Checkbox: ["Checkbox", "InlineInput"],
  Switch: ["Switch", "InlineInput"],
  Radio: ["Radio", "InlineInput"],
  Menu: ["Menu", "Popover"],
  Modal: ["Modal", "ModalBase", "Overlay", "CloseButton"],
  Tooltip: ["Tooltip"],
  Button: ["Button", "UnstyledButton"],
  NavLink: ["NavLink", "UnstyledButton"],
};
/** Packages that ship one stylesheet for all their components. */
const PACKAGE_STYLES: Record<string, string> = {
  "@mantine/dates": "@mantine/dates/styles.css",
  "@mantine/dropzone": "@mantine/dropzone/styles.css",
  "@mantine/notifications": "@mantine/notifications/styles.css",
  "mantine-datatable": "mantine-datatable/styles.css",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("gql"))
    .map((f) => join(dir, f));
}

/** Value imports (not `import type`, not `type X` members) of a module in a file. */
function importedNames(code: string, module: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+"${module.replace(/[/.]/g, "\\$&")}"`, "g");
  for (const match of code.matchAll(pattern)) {
    for (const part of match[1]!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const cssImports = (code: string) => [...code.matchAll(/^import\s+"([^"]+\.css)";/gm)].map((m) => m[1]!);
const globalSheets = new Set(cssImports(readFileSync(join(src, "app", "styles.ts"), "utf8")));

/** The stylesheets a file needs that neither app/styles.ts nor the file itself loads. */
function missingSheets(code: string): string[] {
  const loaded = new Set([...globalSheets, ...cssImports(code)]);
  const needed = new Set<string>();
  for (const name of importedNames(code, "@mantine/core")) {
    for (const sheet of ALSO_NEEDS[name] ?? [name]) {
      if (existsSync(join(coreStyles, `${sheet}.css`))) needed.add(`@mantine/core/styles/${sheet}.css`);
    }
  }
  for (const [module, sheet] of Object.entries(PACKAGE_STYLES)) {
    if (importedNames(code, module).length > 0) needed.add(sheet);
  }
  return [...needed].filter((sheet) => !loaded.has(sheet)).sort();
}

describe("Mantine stylesheets", () => {
  it("every Mantine component a source file uses has its stylesheet loaded (app/styles.ts or the file's own import)", () => {
    const missing = Object.fromEntries(
      sourceFiles(src)
        .map((file) => [file.slice(src.length), missingSheets(readFileSync(file, "utf8"))] as const)
        .filter(([, sheets]) => sheets.length > 0),
    );
    expect(missing).toEqual({});
  });

  it("sees a component used without its stylesheet, and a package's single sheet", () => {
    expect(missingSheets(`import { Table, Box } from "@mantine/core";`)).toEqual(["@mantine/core/styles/Table.css"]);
    expect(missingSheets(`import { Table } from "@mantine/core";\nimport "@mantine/core/styles/Table.css";`)).toEqual([]);
    expect(missingSheets(`import type { TableProps } from "@mantine/core";`)).toEqual([]);
    expect(missingSheets(`import { DatePickerInput } from "@mantine/dates";`)).toEqual(["@mantine/dates/styles.css"]);
  });
});
