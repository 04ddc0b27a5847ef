import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { DEVICE_ACCOUNTS, LoginClient } from "./login-client.js";

const OLD = "an-old-secret-of-at-least-thirty-two-bytes";
const NEW = "a-new-secret-of-at-least-thirty-two-bytes!";

/** A browser's cookie jar around LoginClient: the request it sends, the cookie it is given. */
function browser(secrets: string[], secure = false) {
  const jar: { value?: string; options?: Record<string, unknown> } = {};
  const client = () => {
    // A Secure cookie is given over TLS only: a secure browser's requests come over it.
    const req = {
      headers: { cookie: jar.value ? `other=1; ${secure ? "__Host-" : ""}portal.device=${jar.value}` : undefined },
      ip: "192.0.2.1",
      secure,
    };
    const res = {
      cookie: (name: string, value: string, options: Record<string, unknown>) => Object.assign(jar, { name, value, options }),
    };
    return new LoginClient(req as unknown as Request, res as unknown as Response, { sessionSecrets: secrets, cookieSecure: secure });
  };
  return { jar, client };
}

describe("LoginClient (the device cookie of a browser that signed in)", () => {
  it("knows the browser to the accounts it signed in to, by an HMAC tag nobody can make without the secret", () => {
    const { jar, client } = browser([NEW], true);
    expect(client().attempt(" Ana@Demo.es ")).toEqual({ account: "ana@demo.es", ip: "192.0.2.1", device: undefined });
    client().remember("ana@demo.es");
    expect(jar).toMatchObject({ name: "__Host-portal.device", options: { httpOnly: true, secure: true, sameSite: "strict", path: "/" } });
    const [id] = jar.value!.split(".");
    expect(client().attempt("ANA@demo.es").device).toBe(id);
    expect(client().attempt("eva@demo.es").device).toBeUndefined();
    // A forged tag, or the tag moved to another id, is not known.
    const [, tagOfAna] = jar.value!.split(".");
    jar.value = `${id}.${"A".repeat(22)}`;
    expect(client().attempt("ana@demo.es").device).toBeUndefined();
    jar.value = `${"B".repeat(22)}.${tagOfAna}`;
    expect(client().attempt("ana@demo.es").device).toBeUndefined();
  });

  it("keeps the last accounts of a shared browser, and survives a rotation of the secret (SESSION_SECRET=new,old)", () => {
    const before = browser([OLD]);
    before.client().remember("ana@demo.es");
    const after = browser([NEW, OLD]);
    after.jar.value = before.jar.value;
    expect(after.client().attempt("ana@demo.es").device).toBe(before.jar.value!.split(".")[0]);
    // Signing in again remakes the tag with the new secret: the old one can then go.
    after.client().remember("ana@demo.es");
    const rotated = browser([NEW]);
    rotated.jar.value = after.jar.value;
    expect(rotated.client().attempt("ana@demo.es").device).toBeDefined();
    for (let n = 1; n <= DEVICE_ACCOUNTS; n++) rotated.client().remember(`user${n}@demo.es`);
    expect(rotated.jar.value!.split(".")).toHaveLength(1 + DEVICE_ACCOUNTS);
    expect(rotated.client().attempt("ana@demo.es").device).toBeUndefined(); // the oldest went
    expect(rotated.client().attempt(`user${DEVICE_ACCOUNTS}@demo.es`).device).toBeDefined();
  });
});
