import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useStack } from "../test/use-stack.js";
import type { TestBrowser } from "../test/browser.js";
import { createSchema } from "./schema.js";
import { armor, oneCredentialPerOperation, operationTypesOfTheSchema, PARSE_OPTIONS } from "./limits.js";
import { TrustedDocuments } from "./trusted-documents.js";

/** The web's manifest as codegen writes it (packages/web/build-tools/trustedDocuments.cjs). */
const MANIFEST_PATH = fileURLToPath(new URL("../../../web/src/gql/trusted-documents.json", import.meta.url));
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as Record<string, string>;
const hashOf = (name: string) => {
  const found = Object.entries(manifest).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`no web operation ${name}`);
  return found[0];
};
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

/** What the BFF answers to a raw GraphQL request body, with the headers given (a browser's, or none). */
async function post(browser: TestBrowser, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await browser.fetch("/graphql", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
  return { status: response.statusCode, body: (await response.body.json()) as { data?: unknown; errors?: unknown } };
}

/** What Chromium adds to the web app's own fetch of /graphql (forbidden headers: no page script sets or removes them). */
const BROWSER = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" };

const NOT_FOUND = { status: 200, body: { errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] } };

describe("the web's manifest", () => {
  it("holds every operation of the web, each valid under the server's rules and limits, each under the SHA-256 of its text", async () => {
    const trusted = new TrustedDocuments(manifest);
    const rules = [...armor(true).validationRules, oneCredentialPerOperation, operationTypesOfTheSchema];
    expect(trusted.prepare(await createSchema(), rules, { introspection: false, maxTokens: PARSE_OPTIONS.maxTokens })).toEqual([]);
    expect(Object.entries(manifest).filter(([hash, text]) => sha256(text) !== hash)).toEqual([]);
    expect(trusted.size).toBeGreaterThan(90);
  });

  it("is refused at start when a hash is not its text's", () => {
    expect(() => new TrustedDocuments({ ["0".repeat(64)]: "query Shell { viewer { market } }" })).toThrow(
      "trusted documents: 000000000000… is not the SHA-256 of its text",
    );
  });
});

describe("trusted documents (a development or test BFF)", () => {
  const stack = useStack({ env: { TRUSTED_DOCUMENTS: MANIFEST_PATH } });

  it("a known hash answers exactly what the document's text answers", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
    const browser = await stack.signIn(user);
    const hash = hashOf("Home");
    const variables = { es: true, restaurantId: null };
    const byHash = await post(browser, { operationName: "Home", variables, extensions: persisted(hash) });
    const byText = await post(browser, { operationName: "Home", variables, query: manifest[hash] });
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash).toEqual(byText);
    expect(Object.keys((byHash.body.data as { home: object }).home)).toEqual([
      "sliders",
      "video",
      "diagnosticAlerts",
      "localActions",
      "newestResources",
      "__typename",
    ]);
    const shell = await post(browser, { extensions: persisted(hashOf("Shell")) });
    expect((shell.body.data as { viewer: { user: { email: string } } }).viewer.user.email).toBe(user.email);
  });

  it("an unknown hash is answered PERSISTED_QUERY_NOT_FOUND, and a text sent with its hash is never added to the list", async () => {
    const browser = stack.browser("ES");
    expect(await post(browser, { extensions: persisted("f".repeat(64)) })).toEqual(NOT_FOUND);
    const text = "query Mine { portal { market } }";
    expect(await post(browser, { query: text, extensions: persisted(sha256(text)) })).toEqual({
      status: 200,
      body: { data: { portal: { market: "ES" } } },
    });
    expect(await post(browser, { extensions: persisted(sha256(text)) })).toEqual(NOT_FOUND);
  });

  it("outside production a browser still sends any operation (Apollo Sandbox, the development explorer)", async () => {
    const answer = await post(stack.browser("PT"), { query: "{ portal { market } }" }, BROWSER);
    expect(answer).toEqual({ status: 200, body: { data: { portal: { market: "PT" } } } });
  });
});

describe("trusted documents in production", () => {
  // A production BFF serving a web build whose manifest is the web's (sessions in memory).
  const stack = useStack({
    redisUrl: null,
    env: { NODE_ENV: "production", SESSION_SECRET: "a-production-test-secret-of-at-least-32-bytes", LOG_LEVEL: "silent" },
    web: { "index.html": "<!doctype html><title>Portal</title>", ".vite/trusted-documents.json": JSON.stringify(manifest) },
  });
  const shell = { operationName: "Shell", variables: {}, extensions: persisted(hashOf("Shell")) };
  const anonymousShell = {
    data: { viewer: null, portal: { market: "ES", defaultLanguage: "CAST", externalSignInUrl: null, pendingLogin: null, __typename: "Portal" } },
  };

  it("a browser sends the web's operations only, by hash or as their exact text: any other text is refused before anything parses it", async () => {
    const browser = stack.browser("ES");
    expect(await post(browser, shell, BROWSER)).toEqual({ status: 200, body: anonymousShell });
    expect(await post(browser, { operationName: "Shell", variables: {}, query: manifest[hashOf("Shell")] }, BROWSER)).toEqual({
      status: 200,
      body: anonymousShell,
    });
    expect(await post(browser, { query: "{ portal { market } }" }, BROWSER)).toEqual({
      status: 400,
      body: { errors: [{ message: "A browser may send only the portal's own operations.", extensions: { code: "PERSISTED_QUERY_ID_REQUIRED" } }] },
    });
    // The same document printed otherwise is another text: refused as well (a cross-site request is no exception).
    const reprinted = manifest[hashOf("Shell")].replace(/\n\s*/g, " ");
    expect((await post(browser, { query: reprinted }, { ...BROWSER, "sec-fetch-site": "cross-site" })).status).toBe(400);
    expect(await post(browser, { extensions: persisted("f".repeat(64)) }, BROWSER)).toEqual(NOT_FOUND);
  });

  it("an integrator (no browser's fetch metadata) sends any operation, within the limits", async () => {
    const integrator = stack.browser("ES");
    expect(await post(integrator, { query: "{ portal { market } }" })).toEqual({ status: 200, body: { data: { portal: { market: "ES" } } } });
    expect(await post(integrator, shell)).toEqual({ status: 200, body: anonymousShell });
    expect(await post(integrator, { query: manifest[hashOf("Shell")].replace(/\n\s*/g, " ") })).toEqual({ status: 200, body: anonymousShell });
    // Six aliases, one more than the limits allow (QUERY_LIMITS).
    const aliases = await post(integrator, {
      query: `{ a: portal { market } b: portal { market } c: portal { market } d: portal { market } e: portal { market } f: portal { market } }`,
    });
    expect([aliases.status, (aliases.body.errors as Array<{ extensions: { code: string } }>).map((e) => e.extensions.code)]).toEqual([
      400,
      ["GRAPHQL_VALIDATION_FAILED"],
    ]);
  });
});
