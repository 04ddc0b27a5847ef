// A minimal HTTP client (node:http) with explicit agents, for the BFF and the legacy catalogue.
import http from "node:http";
import { createHash } from "node:crypto";

export const DEMO_USER = { username: "franquiciado@demo.es", password: "demo1234" };
export const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/** One request; resolves with status, headers and the body text. */
export function request(url, { method = "GET", headers = {}, body, agent, timeoutMs = 15000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: agent ?? false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on("error", reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

export function cookieFrom(res, name) {
  const all = [].concat(res.headers["set-cookie"] ?? []);
  for (const line of all) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq).trim() === name) return `${name}=${pair.slice(eq + 1)}`;
  }
  return null;
}

/** Headers of a GraphQL POST to the BFF for a market host (the market comes from Host). */
export function gqlHeaders(bffUrl, { market = "es", cookie } = {}) {
  const port = new URL(bffUrl).port;
  return {
    host: `${market}.localhost:${port}`,
    "content-type": "application/json",
    ...(cookie ? { cookie } : {}),
  };
}

export async function gql(bffUrl, query, variables = {}, { cookie, market = "es", agent, operationName } = {}) {
  const res = await request(`${bffUrl}/graphql`, {
    method: "POST",
    headers: gqlHeaders(bffUrl, { market, cookie }),
    body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
    agent,
  });
  let json;
  try {
    json = JSON.parse(res.body);
  } catch {
    throw new Error(`BFF answered ${res.status} with a non-JSON body: ${res.body.slice(0, 200)}`);
  }
  return { ...json, status: res.status, res };
}

const LOGIN = `mutation BenchLogin($username: String!, $password: String!) {
  login(input: { username: $username, password: $password }) { __typename ... on LoginFailure { reason } }
}`;

/** Signs in to the BFF and returns the `portal.sid` cookie. */
export async function bffLogin(bffUrl, user = DEMO_USER, market = "es") {
  const r = await gql(bffUrl, LOGIN, user, { market });
  const typename = r.data?.login?.__typename;
  const cookie = cookieFrom(r.res, "portal.sid");
  if (typename !== "LoginSuccess" || !cookie) {
    throw new Error(`BFF login failed: ${JSON.stringify(r.errors ?? r.data)}`);
  }
  return cookie;
}

/** Signs in to the catalogue directly (as the legacy browser client did) and returns the `ci_session` cookie. */
export async function legacyLogin(legacyUrl, user = DEMO_USER, market = "es") {
  const body = new URLSearchParams({ username: user.username, password: sha256(user.password) }).toString();
  const res = await request(`${legacyUrl}/${market}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const cookie = cookieFrom(res, "ci_session");
  if (res.status !== 200 || !cookie) throw new Error(`catalogue login failed: ${res.status} ${res.body.slice(0, 200)}`);
  return cookie;
}

/** A catalogue call as the legacy browser client made it: form-encoded POST or GET, JSON answer. */
export async function legacyCall(legacyUrl, path, { market = "es", cookie, form, agent } = {}) {
  const res = await request(`${legacyUrl}/${market}/api/${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? encodeForm(form) : undefined,
    agent,
  });
  let json = null;
  try {
    json = JSON.parse(res.body);
  } catch {}
  return { status: res.status, json, bytes: Buffer.byteLength(res.body) };
}

/** Form encoding of the catalogue: JSON-valued fields travel as JSON text. */
export function encodeForm(form) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}
