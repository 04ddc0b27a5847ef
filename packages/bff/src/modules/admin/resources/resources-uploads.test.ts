import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, LOGIN, TestBrowser } from "../../../test/browser.js";
import { startReplica } from "../../../test/stack.js";
import { useStack } from "../../../test/use-stack.js";
import { ONE, SAVE, type Resource, STATUS, DELETE, NEWEST, PNG, PDF, upload, resourcesKit } from "./resources.kit.js";

/* The admin's resource uploads, and two BFF processes sharing the resources' cache invalidation. */

/** The stack's BFF and a second one hear each other's cache invalidations, as replicas on one Redis do. */
const CHANNEL = `portal:cache:test:resources:${randomUUID()}`;

const stack = useStack({ env: { CACHE_INVALIDATION_CHANNEL: CHANNEL } });

const { signIn } = stack;
const { piece } = resourcesKit(stack);

describe("resource uploads", () => {
  it("stores the file and the thumbnail named after the slug and language, and updates the record after each", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const cat = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Fitxer Nou", language: "CAT", status: "ACTIVE" }) }))
      .data!.saveResource;
    const file = await upload(admin, cat.id, "file", "Cartell Nou.pdf", PDF);
    expect(file).toEqual({
      status: 200,
      body: { path: "resources/fitxernou_cat.pdf", name: "Cartell Nou.pdf", size: PDF.length, mime: "application/pdf", url: expect.any(String) },
    });
    const thumb = await upload(admin, cat.id, "thumb", "crop.jpg", PNG);
    expect(thumb.body.path).toBe("thumbs/fitxernou_cat.png");
    const saved = (await admin.graphql<{ adminResource: Resource }>(ONE, { id: cat.id })).data!.adminResource;
    expect(saved).toMatchObject({
      fileName: "fitxernou_cat.pdf",
      fileSize: PDF.length,
      fileUrl: `/files/preview/${cat.id}`,
      thumbUrl: expect.stringMatching(/^\/files\/static\/thumbs\/fitxernou_cat\.png\?v=\d+$/),
    });
    const served = await admin.fetch(saved.thumbUrl!);
    expect(Buffer.from(await served.body.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);

    // Active and with its file: a Catalan franchisee finds it and downloads it.
    await admin.graphql(STATUS, { input: { ids: [cat.id], status: "ACTIVE" } });
    const download = await franchisee.fetch(`/files/resource/${cat.id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(await download.body.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    await admin.graphql(DELETE, { input: { id: cat.id } });
  });

  it("refuses what is too large while it streams, of the wrong type by its bytes, a name with a path, or not from the portal", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const target = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Subidas Rechazadas" }) })).data!.saveResource;
    stack.resetCalls();
    const refused = (key: string) => ({ errors: [{ message: key, extensions: { code: "BAD_USER_INPUT", fields: { file: key } } }] });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await upload(admin, target.id, "thumb", "big.png", big)).toEqual({
      status: 413,
      body: refused("admin.resources.upload.error.thumb_too_large"),
    });
    expect(await upload(admin, target.id, "thumb", "doc.png", PDF)).toEqual({
      status: 415,
      body: refused("admin.resources.upload.error.thumb_type"),
    });
    expect(await upload(admin, target.id, "file", "fake.pdf", new Uint8Array(Buffer.from("not really a pdf, just some text")))).toEqual({
      status: 415,
      body: refused("admin.resources.upload.error.type"),
    });
    for (const name of ["../cartel.pdf", "..\\..\\cartel.pdf", "/etc/cartel.pdf"])
      expect(await upload(admin, target.id, "file", name, PDF), name).toEqual({ status: 400, body: refused("admin.resources.upload.error.name") });
    expect(await upload(admin, target.id, "file", "empty.pdf", new Uint8Array(0))).toEqual({
      status: 400,
      body: refused("admin.resources.upload.error.missing"),
    });
    expect((await upload(admin, "abc", "file", "a.pdf", PDF)).status).toBe(404);
    expect((await upload(admin, target.id, "file", "a.pdf", PDF, {})).status).toBe(403);
    expect((await upload(stack.browser("ES"), target.id, "file", "a.pdf", PDF)).status).toBe(401);
    expect(stack.callPaths().filter((p) => p.startsWith("admin/resource/upload"))).toEqual([]);
    await admin.graphql(DELETE, { input: { id: target.id } });
  });
});

describe("two BFF processes", () => {
  let replica: Awaited<ReturnType<typeof startReplica>>;
  beforeAll(async () => {
    replica = await startReplica(stack.legacy.url, CHANNEL);
  });
  afterAll(() => replica?.close());

  it("a resource an administrator publishes through one process is on the other's home and library at once", async () => {
    const reader = TestBrowser.of(replica.url, "ES");
    const login = await reader.graphql<{ login: { __typename: string } }>(LOGIN, { username: "franquiciado@demo.es", password: DEMO_PASSWORD });
    expect(login.data?.login.__typename).toBe("LoginSuccess");
    const area = `query Area($category: String) { libraryArea(type: NATIONAL, category: $category, resource: null) { resources { name } } }`;
    const newest = async () => {
      const answer = await reader.graphql<{ home: { newestResources: Array<{ name: string }> } }>(NEWEST);
      expect(answer.errors).toBeUndefined();
      return answer.data!.home.newestResources.map((r) => r.name);
    };
    const listed = async () =>
      (
        await reader.graphql<{ libraryArea: { resources: Array<{ name: string }> } }>(area, { category: "hamburguesas" })
      ).data!.libraryArea.resources.map((r) => r.name);
    const before = await newest();
    const beforeList = await listed();
    replica.calls.length = 0;
    expect(await newest()).toEqual(before);
    expect(await listed()).toEqual(beforeList);
    expect(replica.calls.map((c) => c.path)).not.toContain("resources/newest"); // cached

    const admin = await signIn("ES", "admin@demo.es");
    const created = (await admin.graphql<{ saveResource: Resource }>(SAVE, { input: piece({ name: "Réplica Publicada" }) })).data!.saveResource;
    await admin.graphql(STATUS, { input: { ids: [created.id], status: "ACTIVE" } });
    await expect.poll(newest).toContain("Réplica Publicada");
    await expect.poll(listed).toContain("Réplica Publicada");
    await admin.graphql(DELETE, { input: { id: created.id } });
    await expect.poll(newest).toEqual(before);
    await expect.poll(listed).toEqual(beforeList);
  });
});
