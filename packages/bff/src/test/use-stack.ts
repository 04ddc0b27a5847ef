import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { factories, type CreatedUser, type Factories } from "@portal/legacy/testing";
import { startStack, type Stack, type StackOptions } from "./stack.js";
import { DEMO_PASSWORD, LOGIN, TestBrowser, signIn, type GraphQLResponse, type SignInExtra } from "./browser.js";

type Market = "ES" | "PT";

/** What a login mutation answers, loosely typed: tests assert on its exact shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the union's members are asserted field by field
export type LoginAnswer = Record<string, any>;

interface SignIn {
  (user: CreatedUser, extra?: SignInExtra): Promise<TestBrowser>;
  (market: Market, username: string, extra?: SignInExtra): Promise<TestBrowser>;
}

/**
 * The stack of a test file (or of a describe block), started once by `useStack` and reached through this handle from
 * tests and hooks: browsers of either market signed in as a demo account or as a user a factory built, the
 * catalogue's database for the values a test compares with, and the record of catalogue calls.
 */
export class TestStack {
  #stack: Stack | undefined;

  /** @internal set by useStack's hooks */
  attach(stack: Stack | undefined) {
    this.#stack = stack;
  }

  get started(): Stack {
    if (!this.#stack) throw new Error("the stack starts in beforeAll: use it inside a test or a hook");
    return this.#stack;
  }
  get url() {
    return this.started.url;
  }
  /** Where the BFF serves `/metrics` (its own listener, never the portal's port). */
  get metricsUrl() {
    return this.started.metricsUrl;
  }
  get legacy() {
    return this.started.legacy;
  }
  get config() {
    return this.started.config;
  }
  /** Every catalogue call the BFF made since the last reset (emptied before each test). */
  get calls() {
    return this.started.calls;
  }
  get cache() {
    return this.started.cache;
  }
  /** Test data of the test's own, written to this stack's catalogue (never change the demo seed's rows). */
  get factories(): Factories {
    return factories(this.started.legacy.db, this.started.legacy.storage);
  }

  // The helpers are arrow properties so that a file can take them apart: `const { signIn, sql } = useStack();`.

  /** A signed-out browser of the market. */
  browser = (market: Market) => TestBrowser.of(this.url, market);

  /** Sends the login mutation from a fresh browser and gives its raw answer, whatever it is. */
  login = async (market: Market, username: string, extra: SignInExtra = {}) => {
    const browser = this.browser(market);
    const result: GraphQLResponse<{ login: LoginAnswer }> = await browser.graphql(LOGIN, {
      username,
      password: extra.password ?? DEMO_PASSWORD,
      language: extra.language,
      site: extra.site,
    });
    return { browser, result, login: result.data?.login };
  };

  /** A browser signed in as a demo account or a factory's user; fails the test unless the login succeeds. */
  signIn: SignIn = (who: Market | CreatedUser, usernameOrExtra?: string | SignInExtra, extra: SignInExtra = {}) => {
    if (typeof who === "object") return signIn(this.url, who.market, who.email, { password: who.password, ...(usernameOrExtra as SignInExtra) });
    return signIn(this.url, who, usernameOrExtra as string, extra);
  };

  /** One statement against the catalogue's database (to compute what an answer must hold). */
  sql = async <T extends object = Record<string, unknown>>(text: string, params: unknown[] = []) => this.legacy.db.query<T>(text, params);

  /** The paths of the catalogue calls since the last reset, in order. */
  callPaths() {
    return this.calls.map((call) => call.path);
  }

  resetCalls() {
    this.calls.length = 0;
  }
}

export interface UseStackOptions extends StackOptions {
  /** A web build for the BFF to serve (WEB_DIST), as files by path (`index.html`, `assets/app.js`...), removed afterwards. */
  web?: Record<string, string | Uint8Array>;
}

/**
 * Starts the stack (catalogue on a fresh in-memory database, BFF, the machine's Redis unless told otherwise) before the
 * tests of the file or describe block it is called in, stops it after them, and empties the call record before each
 * test. `options` may be a function, run in beforeAll, for a stack that needs something prepared first.
 */
export function useStack(options: UseStackOptions | (() => UseStackOptions | Promise<UseStackOptions>) = {}): TestStack {
  const handle = new TestStack();
  let stack: Stack | undefined;
  let web: string | undefined;
  beforeAll(async () => {
    const { web: files, ...rest } = typeof options === "function" ? await options() : options;
    web = files && (await writeFiles(files));
    stack = await startStack(web ? { ...rest, env: { ...rest.env, WEB_DIST: web } } : rest);
    handle.attach(stack);
  });
  afterAll(async () => {
    handle.attach(undefined);
    await stack?.close();
    if (web) await rm(web, { recursive: true, force: true });
  });
  beforeEach(() => {
    stack?.calls.splice(0);
  });
  return handle;
}

/** The files in a new temporary folder; gives its path. */
async function writeFiles(files: Record<string, string | Uint8Array>) {
  const root = await mkdtemp(join(tmpdir(), "portal-web-"));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}
