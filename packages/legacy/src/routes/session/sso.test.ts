import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { type ApiClient } from "../../testing/client.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";
import { returnOrigin } from "./sso.js";

const PORTAL = "http://es.localhost:4000";
const refusal = (error: string) => ({ status: false, data: { error } });

describe("returnOrigin", () => {
  it("keeps the origin of http(s) URLs only", () => {
    expect(returnOrigin("http://es.localhost:4000")).toBe("http://es.localhost:4000");
    expect(returnOrigin(" https://portal.example.com/some/path?x=1 ")).toBe("https://portal.example.com");
    expect(returnOrigin("javascript:alert(1)")).toBeUndefined();
    expect(returnOrigin("ftp://files.example.com")).toBeUndefined();
    expect(returnOrigin("https://user:pw@example.com")).toBeUndefined();
    expect(returnOrigin("/relative")).toBeUndefined();
    expect(returnOrigin("")).toBeUndefined();
    expect(returnOrigin(["http://a.example"])).toBeUndefined();
  });
});

describe.each(STORAGES)("external sign-in on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient;

  beforeAll(async () => {
    ({ legacy, es, pt } = await startCatalogue(storage));
  });
  afterAll(() => legacy?.close());

  /** Posts the sign-in form; answers the redirect location. */
  const signIn = async (market: "es" | "pt", username: string, password: string, returnTo = PORTAL) => {
    const res = await fetch(`${legacy.url}/${market}/sso/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username, password, return_to: returnTo }).toString(),
    });
    expect(res.status).toBe(302);
    return res.headers.get("location") ?? "";
  };
  const ticketOf = (location: string) => location.split("/inituserlogin/")[1];

  it("shows an accessible sign-in form", async () => {
    const res = await fetch(`${legacy.url}/es/sso/login?return_to=${encodeURIComponent(PORTAL)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<form method="post" action="login">');
    expect(html).toContain('<input type="hidden" name="return_to" value="http://es.localhost:4000">');
    expect(html).toContain('<label for="username">Correo electrónico</label>');
    expect(html).toContain('<label for="password">Contraseña</label>');
    const ptHtml = await (await fetch(`${legacy.url}/pt/sso/login?return_to=http://pt.localhost:4000`)).text();
    expect(ptHtml).toContain('<html lang="pt">');
    expect(ptHtml).toContain("Palavra-passe");
  });

  it("refuses a missing or non-http return_to with 400", async () => {
    for (const query of ["", "?return_to=javascript:alert(1)", "?return_to=ftp://x.example"]) {
      const res = await fetch(`${legacy.url}/es/sso/login${query}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('<p role="alert">La dirección de retorno no es válida.</p>');
    }
    const post = await fetch(`${legacy.url}/es/sso/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=franquiciado%40demo.es&password=demo1234&return_to=data%3Atext",
    });
    expect(post.status).toBe(400);
  });

  it("redirects good credentials to the callback with a ticket that login/external spends once", async () => {
    const location = await signIn("es", " Franquiciado@demo.es ", "demo1234", `${PORTAL}/login?x=1`);
    expect(location).toMatch(/^http:\/\/es\.localhost:4000\/inituserlogin\/[0-9a-f]{48}$/);
    const ticket = ticketOf(location);

    expect((await pt.post("login/external", { ticket })).body).toEqual(refusal("ticket"));
    const answer = await es.post("login/external", { ticket });
    expect(answer.body).toMatchObject({ status: true, data: { id: 1, email: "franquiciado@demo.es", legal: 1, exp: expect.any(Number) } });
    expect(answer.cookie).toMatch(/^ci_session=[0-9a-f]{64}$/);
    expect((await es.get("user/data", answer.cookie)).status).toBe(200);

    expect((await es.post("login/external", { ticket })).body).toEqual(refusal("ticket"));
  });

  it("redirects bad credentials, inactive accounts and other markets' users to inituserlogin/error", async () => {
    expect(await signIn("es", "franquiciado@demo.es", "wrong")).toBe(`${PORTAL}/inituserlogin/error`);
    expect(await signIn("es", "nadie@demo.es", "demo1234")).toBe(`${PORTAL}/inituserlogin/error`);
    expect(await signIn("es", "inactivo@demo.es", "demo1234")).toBe(`${PORTAL}/inituserlogin/error`);
    expect(await signIn("es", "franqueado@demo.pt", "demo1234")).toBe(`${PORTAL}/inituserlogin/error`);
    expect(await signIn("es", "franquiciado@demo.es", "")).toBe(`${PORTAL}/inituserlogin/error`);
  });

  it("refuses unknown, empty and old tickets with ticket", async () => {
    expect((await es.post("login/external", { ticket: "0".repeat(48) })).body).toEqual(refusal("ticket"));
    expect((await es.post("login/external", {})).body).toEqual(refusal("ticket"));
    const ticket = ticketOf(await signIn("es", "admin@demo.es", "demo1234"));
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString();
    await legacy.db.query("UPDATE sso_tickets SET created_at = $1 WHERE id = $2", [sixMinutesAgo, ticket]);
    expect((await es.post("login/external", { ticket })).body).toEqual(refusal("ticket"));
  });

  it("gives a legal-pending user a pending session", async () => {
    const ticket = ticketOf(await signIn("pt", "novo@demo.pt", "demo1234", "http://pt.localhost:4000"));
    const answer = await pt.post("login/external", { ticket });
    expect(answer.body).toMatchObject({ status: true, data: { id: 15, legal: 0 } });
    expect((await pt.get("user/data", answer.cookie)).status).toBe(403);
    expect((await pt.post("legal/accept", {}, answer.cookie)).body).toMatchObject({ status: true, data: { legal: 1 } });
    expect((await pt.get("user/data", answer.cookie)).status).toBe(200);
  });
});
