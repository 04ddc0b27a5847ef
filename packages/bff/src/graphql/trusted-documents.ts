import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { RequestHandler } from "express";
import {
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";

/**
 * The codes of a trusted-document refusal (`extensions.code`), as Apollo's persisted queries name them: a hash that is
 * none of the web's documents; a browser that sent a text instead of a hash to a production BFF.
 */
export const TRUSTED_DOCUMENT_CODES = {
  NOT_FOUND: "PERSISTED_QUERY_NOT_FOUND",
  ID_REQUIRED: "PERSISTED_QUERY_ID_REQUIRED",
} as const;

/** What a browser is told when it sends a text instead of a trusted document's hash (production). */
export const TRUSTED_DOCUMENT_REQUIRED_MESSAGE = "A browser may send only the portal's own operations.";

/** The part of Apollo's `KeyValueCache` the server uses (its persisted-query cache and its document store). */
interface KeyValueStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, options?: { ttl?: number | null }): Promise<void>;
  delete(key: string): Promise<boolean | void>;
}

/**
 * The web's operations as trusted documents (docs/ARCHITECTURE.md, "The web's operations are trusted documents"): the web build's manifest,
 * `{ "<sha256 of the text>": "<text>" }` (packages/web/build-tools/trustedDocuments.cjs), the text exactly as Apollo
 * Client sends it. A request names one by its hash (Apollo's persisted-query extension,
 * `extensions.persistedQuery.sha256Hash`), or sends its text, which `middleware` turns into its hash. Apollo Server then
 * reads the text from `persistedQueries` and the document from `documentStore`, which holds every trusted document
 * parsed and validated once, here at start, with the server's own rules: a known operation is neither parsed nor
 * validated per request. Nobody can add to the list (the persisted-query cache ignores writes): an unknown hash is
 * answered PERSISTED_QUERY_NOT_FOUND. Other texts (an integrator's) go through parsing, the limits and validation as
 * before, their documents kept in an LRU.
 */
export class TrustedDocuments {
  /** hash → text, as the manifest has it. */
  readonly texts: ReadonlyMap<string, string>;
  /** hash → the document, parsed and validated (a text the schema refuses is not here: it is answered its errors). */
  readonly #documents = new Map<string, DocumentNode>();
  /** Documents of other texts, by Apollo's key, once they passed validation (Apollo's default store is an LRU too). */
  readonly #others = new LRUCache<string, DocumentNode>({ max: 1000 });

  constructor(texts: Record<string, string> = {}) {
    for (const [hash, text] of Object.entries(texts))
      if (sha256(text) !== hash) throw new Error(`trusted documents: ${hash.slice(0, 12)}… is not the SHA-256 of its text`);
    this.texts = new Map(Object.entries(texts));
  }

  /** Reads the manifest at `source.path` (none configured: an empty list; missing: an error when `required`). */
  static load(source: { path: string; required: boolean } | undefined, logger?: Logger): TrustedDocuments {
    if (!source) return new TrustedDocuments();
    if (!existsSync(source.path)) {
      if (source.required) throw new Error(`TRUSTED_DOCUMENTS: ${source.path} does not exist`);
      logger?.warn({ path: source.path }, "no trusted documents: the web's operations are parsed per request");
      return new TrustedDocuments();
    }
    return new TrustedDocuments(JSON.parse(readFileSync(source.path, "utf8")) as Record<string, string>);
  }

  get size() {
    return this.texts.size;
  }

  has(hash: string): boolean {
    return this.texts.has(hash);
  }

  /**
   * Parses and validates every text once, with graphql-js's rules and `rules` (the server's), as Apollo would; gives
   * the hashes of those refused (a web built against another schema): those are answered their errors per request.
   */
  prepare(schema: GraphQLSchema, rules: readonly ValidationRule[], options: { introspection: boolean; maxTokens?: number }): string[] {
    const all = [...specifiedRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]), ...rules];
    const refused: string[] = [];
    for (const [hash, text] of this.texts) {
      try {
        const document = parse(text, { maxTokens: options.maxTokens });
        if (validate(schema, document, all).length) refused.push(hash);
        else this.#documents.set(hash, document);
      } catch {
        refused.push(hash);
      }
    }
    return refused;
  }

  /** Apollo Server's `persistedQueries`: the texts by hash, read-only (`apq:` is Apollo's prefix of the keys). */
  persistedQueries(): { cache: KeyValueStore<string>; ttl: null } {
    const texts = this.texts;
    return {
      ttl: null,
      cache: {
        get: async (key) => texts.get(key.startsWith("apq:") ? key.slice(4) : key),
        // A text sent with its hash is never added: the list is the web build's.
        set: async () => {},
        delete: async () => false,
      },
    };
  }

  /**
   * Apollo Server's `documentStore`: the trusted documents, prepared at start, and an LRU of the others. Apollo's keys
   * are `<schema hash>:<sha256 of the text>`, the second part a trusted document's hash for the web's operations.
   */
  documentStore(): KeyValueStore<DocumentNode> {
    const trusted = this.#documents;
    const others = this.#others;
    return {
      get: async (key) => trusted.get(key.slice(key.lastIndexOf(":") + 1)) ?? others.get(key),
      set: async (key, document) => {
        if (!trusted.has(key.slice(key.lastIndexOf(":") + 1))) others.set(key, document);
      },
      delete: async (key) => others.delete(key),
    };
  }

  /**
   * Before Apollo, on every POST: a text that is a trusted document (its SHA-256 is one of the list's) goes on as that
   * document's hash (Apollo's persisted-query extension, the text dropped), so Apollo neither hashes it again nor parses
   * nor validates it. `browsersOnlyTrusted` (production): a request a browser made — it carries `Sec-Fetch-Site`, which
   * every current browser sets and no page script can set or remove — may send the web's operations only, by hash or as
   * their exact text; any other text is refused (400 PERSISTED_QUERY_ID_REQUIRED) before anything parses it. Requests
   * without the header (integrators' programs, curl, the tests) send any operation, within the limits. Outside
   * production browsers send any text too, so Apollo Sandbox and the development explorer keep working.
   */
  middleware(options: { browsersOnlyTrusted: boolean }): RequestHandler {
    return (req, res, next) => {
      const request = (req.method === "GET" ? req.query : req.body) as Record<string, unknown> | undefined;
      if (!request || typeof request !== "object" || Array.isArray(request)) return next();
      const text = request.query;
      if (typeof text !== "string" || text === "") return next();
      const sent = persistedHashOf(request.extensions);
      if (sent === undefined && req.method === "POST" && this.size) {
        const hash = sha256(text);
        if (this.has(hash)) {
          request.extensions = { ...(request.extensions as object | undefined), persistedQuery: { version: 1, sha256Hash: hash } };
          delete request.query;
          return next();
        }
      }
      if (!options.browsersOnlyTrusted || req.headers["sec-fetch-site"] === undefined || (sent !== undefined && this.has(sent))) return next();
      const graphqlResponse = (req.headers.accept ?? "").includes("application/graphql-response+json");
      res
        .status(400)
        .type(graphqlResponse ? "application/graphql-response+json" : "application/json")
        .send(JSON.stringify({ errors: [{ message: TRUSTED_DOCUMENT_REQUIRED_MESSAGE, extensions: { code: TRUSTED_DOCUMENT_CODES.ID_REQUIRED } }] }));
    };
  }
}

/** `extensions.persistedQuery.sha256Hash` of a request (an object in a POST, a JSON text in a GET's query string). */
function persistedHashOf(extensions: unknown): string | undefined {
  let value = extensions;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const hash = (value as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
  return typeof hash === "string" ? hash : undefined;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
