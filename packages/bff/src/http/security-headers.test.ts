import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCsp } from "./security-headers.js";

describe("the pages' CSP", () => {
  it("allows the page's own inline scripts by hash, not its JSON data blocks or its files", () => {
    const code = "\n  (function () { window.painted = true; })();\n";
    const html = `<head><script id="d" type="application/json">{"a":1}</script><script type="module" src="/assets/a.js"></script><script>${code}</script></head>`;
    const hash = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(pageCsp(html, false)).toContain(`script-src 'self' ${hash};`);
    expect(pageCsp(html, false)).not.toContain("upgrade-insecure-requests");
  });
});
