import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { mantineUseId, USE_ID_MODULE } from "../build-tools/mantineUseId";

const load = (id: string) => (mantineUseId().load as (id: string) => string | null)(id);
/** The file the build resolves `@mantine/hooks`' useId to (from @mantine/core, which imports it). */
const mantineUseIdFile = () => {
  const core = createRequire(import.meta.url).resolve("@mantine/core");
  const hooks = createRequire(core).resolve("@mantine/hooks");
  return join(dirname(hooks), "..", "esm", "use-id", "use-id.mjs");
};

describe("mantineUseId", () => {
  it("replaces @mantine/hooks' useId module, and only it", async () => {
    const file = mantineUseIdFile();
    // Mantine's own version sets a random id in a layout effect (a second, synchronous render): still the case here.
    expect(readFileSync(file, "utf8")).toContain("setUuid(randomId())");
    expect(load(file)).toBe(USE_ID_MODULE);
    expect(load(join(dirname(file), "..", "use-id-other", "use-id-other.mjs"))).toBeNull();
    expect(load("/src/features/home/HomePage.tsx")).toBeNull();
  });

  it("returns the given id, else React's (prefixed), in the first render", async () => {
    // The module as the build gets it, next to this package's react.
    const file = join(dirname(fileURLToPath(import.meta.url)), `.use-id-${process.pid}.mjs`);
    writeFileSync(file, USE_ID_MODULE);
    try {
      const { useId } = (await import(pathToFileURL(file).href)) as { useId: (staticId?: string) => string };
      const Ids = () => createElement("p", null, `${useId("given")} ${useId()}`);
      expect(renderToStaticMarkup(createElement(Ids))).toMatch(/^<p>given mantine-[\w]+<\/p>$/);
    } finally {
      rmSync(file);
    }
  });
});
