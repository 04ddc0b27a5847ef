import { Agent, request, type FormData } from "undici";

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{
    message: string;
    path?: Array<string | number>;
    extensions?: { code?: string; fields?: Record<string, string>; reason?: string };
  }>;
  /** The answer's own extensions (`staleData` when it holds data served stale). */
  extensions?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

const dispatcher = new Agent({ keepAliveTimeout: 1000 });

/** Connections from another loopback address (127.0.0.2, …): a proxy of the tests' own, which TRUST_PROXY may name. */
const dispatchers = new Map<string, Agent>();
const dispatcherFrom = (localAddress: string) =>
  dispatchers.get(localAddress) ?? dispatchers.set(localAddress, new Agent({ keepAliveTimeout: 1000, localAddress })).get(localAddress)!;

/**
 * A browser of one market: keeps the BFF's session cookie (and its device cookie, see `security/login-client.ts`)
 * like a browser would and sends the Host header that selects the market (es.localhost / pt.localhost).
 */
export class TestBrowser {
  cookie: string | undefined;
  /** The cookie that marks a browser known to the accounts it signed in to. */
  deviceCookie: string | undefined;
  /** The loopback address its connections come from (127.0.0.1 unless `from` says). */
  private readonly dispatcher: Agent;

  constructor(
    readonly baseUrl: string,
    readonly host: "es.localhost" | "pt.localhost",
    options: { from?: string } = {},
  ) {
    this.dispatcher = options.from ? dispatcherFrom(options.from) : dispatcher;
  }

  static of(baseUrl: string, market: "ES" | "PT", options: { from?: string } = {}) {
    return new TestBrowser(baseUrl, market === "ES" ? "es.localhost" : "pt.localhost", options);
  }

  async fetch(path: string, init: { method?: "GET" | "POST"; body?: string | FormData; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { host: this.host, ...init.headers };
    const cookies = [this.cookie, this.deviceCookie].filter(Boolean);
    if (cookies.length) headers.cookie = cookies.join("; ");
    const response = await request(this.baseUrl + path, { method: init.method ?? "GET", headers, body: init.body, dispatcher: this.dispatcher });
    const setCookie = response.headers["set-cookie"];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(";");
      const [name, value] = pair.split("=");
      const kept = value && !/expires=Thu, 01 Jan 1970/i.test(line) ? pair : undefined;
      if (name === "portal.sid" || name === "__Host-portal.sid") this.cookie = kept;
      if (name === "portal.device" || name === "__Host-portal.device") this.deviceCookie = kept;
    }
    return response;
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await this.fetch("/graphql", {
      method: "POST",
      body: JSON.stringify({ query, variables }),
      headers: { "content-type": "application/json", ...headers },
    });
    const text = await response.body.text();
    const json = text ? JSON.parse(text) : {};
    return { status: response.statusCode, data: json.data, errors: json.errors, extensions: json.extensions, headers: response.headers };
  }

  /** The session id the browser holds (the part before the signature). */
  get sessionId(): string | undefined {
    return this.cookie ? decodeURIComponent(this.cookie.split("=")[1]).replace(/^s:/, "").split(".")[0] : undefined;
  }
}

export const LOGIN = /* GraphQL */ `
  mutation Login($username: String!, $password: String!, $language: Language, $site: String) {
    login(input: { username: $username, password: $password, language: $language, site: $site }) {
      __typename
      ... on LoginSuccess {
        viewer {
          user {
            email
            type
            admin
          }
          market
          language
          landingPath
          selectedRestaurant {
            site
          }
          restaurants {
            site
          }
        }
      }
      ... on LegalTermsRequired {
        userName
      }
      ... on LoginFailure {
        reason
        messageKey
      }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      user {
        id
        name
        email
        type
        admin
        active
      }
      market
      language
      languages {
        code
        name
      }
      landingPath
      restaurants {
        id
        site
        name
      }
      selectedRestaurant {
        site
      }
      sessionExpiresAt
    }
  }
`;

export const DEMO_PASSWORD = "demo1234";

/** Signs a fresh browser of the market in through the login mutation; fails the test unless it succeeds. */
export interface SignInExtra {
  password?: string;
  language?: string;
  site?: string;
}

export async function signIn(baseUrl: string, market: "ES" | "PT", username: string, extra: SignInExtra = {}) {
  const browser = TestBrowser.of(baseUrl, market);
  const result = await browser.graphql<{ login: { __typename: string } }>(LOGIN, {
    username,
    password: extra.password ?? DEMO_PASSWORD,
    language: extra.language,
    site: extra.site,
  });
  if (result.data?.login.__typename !== "LoginSuccess")
    throw new Error(`${username} could not sign in: ${JSON.stringify(result.data ?? result.errors)}`);
  return browser;
}
