import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sliderImage } from "../../../db/seed/files/art.js";
import type { LegacyServer } from "../../../index.js";
import { dataOf, refusal, SESSION_REFUSAL, signIn, type ApiClient } from "../../../testing/client.js";
import { type Factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";
import type { ResourceRow } from "../../../models/resources.js";
import { MAX_RESOURCE_THUMB_BYTES } from "./resources.js";

/** An AdminResource (README "Admin resources"): the library's Resource, its file's details and its main section's name. */
type Resource = ResourceRow & {
  file_name: string | null;
  file_size: number | null;
  file_mime: string | null;
  section_name: string | null;
  category: number;
};
type Page = { items: Resource[]; total: number; page: number; size: number | "all"; page_count: number };

const PNG = sliderImage(7, [200, 30, 30]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe.each(STORAGES)("admin resources on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient, pt: ApiClient;
  let admin: string;
  let restricted: string;
  let franchisee: string;
  let ptAdmin: string;
  let national: number;
  let national2: number;
  let local: number;
  let toolkit: number;
  let poster: number;

  const upload = async (cookie: string | undefined, fields: Record<string, string>, bytes: Buffer, name: string, market = "es") => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append("file", new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${legacy.url}/${market}/api/admin/resource/upload`, { method: "POST", body, headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const piece = (extra: Record<string, string> = {}) => ({
    id: "-1",
    name: "Cartel Menú Otoño",
    category: "3",
    sections: String(national),
    type_id: String(poster),
    lang: "CAST",
    tags: " otoño | menú|otoño|| ",
    budget: "1",
    description: "<p>Nuevo</p>",
    reference: "NAC-2026-900",
    ...extra,
  });

  beforeAll(async () => {
    ({ legacy, make, es, pt } = await startCatalogue(storage));
    [admin, restricted, franchisee, ptAdmin] = await Promise.all([
      make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "ES", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "PT", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(pt, user)),
    ]);
    // The market's section tree and piece types as the library answers them.
    const sections = dataOf<Array<{ id: number; url: string; type: number }>>(await es.post("sections", { lang: "CAST" }, admin)).sort(
      (a, b) => a.id - b.id,
    );
    const sectionId = (matches: (s: { url: string; type: number }) => boolean) => sections.find(matches)!.id;
    national = sectionId((s) => s.url === "hamburguesas");
    national2 = sectionId((s) => s.url === "campanas");
    local = sectionId((s) => s.type === 2);
    toolkit = sectionId((s) => s.type === 4);
    poster = dataOf<Array<{ id: number; name: string }>>(await es.post("resource/types", { lang: "CAST" }, admin)).find(
      (t) => t.name === "Cartel",
    )!.id;
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session, and `admin` to users who are not administrators", async () => {
    const calls = [
      es.post("admin/resources", {}),
      es.get("admin/resource/1"),
      es.post("admin/resource/save", piece()),
      es.post("admin/resources/status", { ids: "1", status: "0" }),
      es.post("admin/resource/delete", { id: "1" }),
      es.post("admin/resource/attach", { id: "1", kind: "file", path: "resources/x.pdf" }),
    ];
    for (const answer of [...(await Promise.all(calls)), await upload(undefined, { id: "1", kind: "file" }, PDF, "a.pdf")])
      expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
    expect((await es.post("admin/resources", {}, franchisee)).body).toEqual(refusal("admin"));
    expect((await es.post("admin/resource/save", piece(), franchisee)).body).toEqual(refusal("admin"));
    expect((await es.post("admin/resources/status", { ids: "1", status: "0" }, franchisee)).body).toEqual(refusal("admin"));
    expect((await upload(franchisee, { id: "1", kind: "file" }, PDF, "a.pdf")).body).toEqual(refusal("admin"));
  });

  it("lists the market's resources by update date, newest first, searched, sorted and cut on the server", async () => {
    const mine = await make.createResource({ market: "ES", section: "hamburguesas", name: "Cartel Doble Bacon de Prueba Clásica" });
    // Every resource of the market, as the table answers them all (by update date, newest first, then id).
    const all = dataOf<Page>(await es.post("admin/resources", { size: "all" }, admin)).items;
    const byUpdate = [...all].sort((a, b) => (a.update_date === b.update_date ? b.id - a.id : a.update_date < b.update_date ? 1 : -1));
    expect(all.map((r) => r.id)).toEqual(byUpdate.map((r) => r.id));
    expect(all.map((r) => r.id)).toContain(mine.id);
    const first = dataOf<Page>(await es.post("admin/resources", {}, restricted));
    expect({ ...first, items: first.items.map((r) => r.id) }).toEqual({
      items: all.slice(0, 10).map((r) => r.id),
      total: all.length,
      page: 1,
      size: 10,
      page_count: Math.ceil(all.length / 10),
    });
    expect(first.items[0]).toMatchObject({ lang: { id: expect.any(String) }, section_name: expect.any(String), sections: expect.any(Array) });
    const third = dataOf<Page>(await es.post("admin/resources", { page: "3", size: "25" }, admin));
    expect(third.items.map((r) => r.id)).toEqual(all.slice(50, 75).map((r) => r.id));
    const past = dataOf<Page>(await es.post("admin/resources", { page: "999", size: "100" }, admin));
    expect(past.page).toBe(Math.ceil(all.length / 100));
    const everything = dataOf<Page>(await es.post("admin/resources", { size: "all", sort: "name", direction: "asc" }, admin));
    expect(everything).toMatchObject({ total: all.length, page: 1, size: "all", page_count: 1 });
    const names = everything.items.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const searched = dataOf<Page>(await es.post("admin/resources", { search: " DOBLE  bacon ", size: "all" }, admin));
    expect(searched.items.length).toBeGreaterThan(0);
    expect(searched.items.every((r) => /doble/i.test(`${r.name} ${r.tags} ${r.url}`) && /bacon/i.test(`${r.name} ${r.tags} ${r.url}`))).toBe(true);
    expect(searched.total).toBe(searched.items.length);
    expect(dataOf<Page>(await es.post("admin/resources", { search: "clasica", size: "all" }, admin)).items.map((r) => r.name)).toContain(mine.name);

    for (const [field, value] of [
      ["size", "0"],
      ["page", "x"],
      ["sort", "password"],
      ["direction", "up"],
    ])
      expect((await es.post("admin/resources", { [field]: value }, admin)).body).toEqual(refusal(field));
    // Only the market's own.
    const ptPage = dataOf<Page>(await pt.post("admin/resources", { size: "all" }, ptAdmin));
    expect(ptPage.items.every((r) => r.lang.id === "PT")).toBe(true);
  });

  it("creates a draft with a url from the name (_1, _2 until unique), trimmed tags, and changes it keeping its url", async () => {
    const created = dataOf<Resource>(await es.post("admin/resource/save", piece({ status: "1" }), admin));
    expect(created).toMatchObject({
      name: "Cartel Menú Otoño",
      url: "cartelmenuotono",
      status: 2,
      budget: 1,
      category: 3,
      new_resource: 1,
      lang: { id: "CAST" },
      type: { id: poster },
      sections: [national],
      section_name: "Hamburguesas",
      tags: "otoño|menú",
      reference: "NAC-2026-900",
      file: null,
      thumb: null,
    });
    const second = dataOf<Resource>(await es.post("admin/resource/save", piece({ lang: "CAT" }), restricted));
    const third = dataOf<Resource>(await es.post("admin/resource/save", piece(), admin));
    expect([second.url, third.url]).toEqual(["cartelmenuotono_1", "cartelmenuotono_2"]);

    // A create sent again with its key answers the resource it made.
    const keyed = dataOf<Resource>(await es.post("admin/resource/save", piece({ name: "Clave", create_key: "form-1234-abcd" }), admin));
    const again = dataOf<Resource>(await es.post("admin/resource/save", piece({ name: "Clave", create_key: "form-1234-abcd" }), admin));
    expect(again.id).toBe(keyed.id);
    const keys = dataOf<Page>(await es.post("admin/resources", { search: "clave", size: "all" }, admin)).items;
    expect(keys.filter((r) => r.url.startsWith("clave")).map((r) => r.id)).toEqual([keyed.id]);

    const changed = dataOf<Resource>(
      await es.post(
        "admin/resource/save",
        piece({ id: String(second.id), status: "1", tags: "a|b", budget: "0", sections: `${national2},${national}` }),
        admin,
      ),
    );
    expect(changed).toMatchObject({ id: second.id, url: "cartelmenuotono_1", status: 1, tags: "a|b", budget: 0, sections: [national2, national] });
    const renamed = dataOf<Resource>(await es.post("admin/resource/save", piece({ id: String(second.id), status: "0", name: "Otro Nombre" }), admin));
    expect(renamed).toMatchObject({ url: "otronombre", status: 0 });
    expect(dataOf<Resource>(await es.get(`admin/resource/${second.id}`, admin))).toEqual(renamed);
    expect((await es.get("admin/resource/999999", admin)).body).toEqual(refusal("not_found"));
    expect((await es.post("admin/resource/save", piece({ id: "999999", status: "1" }), admin)).body).toEqual(refusal("not_found"));
  });

  it("refuses invalid data on its own", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: " ¿? " }, "name"],
      [{ category: "2" }, "category"],
      [{ category: "4" }, "category"],
      [{ sections: "" }, "sections"],
      [{ sections: "999999" }, "sections"],
      [{ sections: `${national},${local}` }, "sections"],
      [{ type_id: "" }, "type"],
      [{ type_id: "999999" }, "type"],
      [{ lang: "" }, "lang"],
      [{ lang: "PT" }, "lang"],
      [{ budget: "2" }, "budget"],
      [{ tags: Array.from({ length: 51 }, (_, i) => `t${i}`).join("|") }, "tags"],
      [{ id: "abc" }, "id"],
      [{ status: "7" }, "status"],
    ];
    for (const [change, reason] of cases) expect((await es.post("admin/resource/save", piece(change), admin)).body, reason).toEqual(refusal(reason));
    // A toolkit is never budgeted; its type and language are optional (the market's first language).
    const kit = { category: "4", sections: String(toolkit), type_id: "", lang: "" };
    expect((await es.post("admin/resource/save", piece({ ...kit, budget: "1" }), admin)).body).toEqual(refusal("budget"));
    expect(dataOf<Resource>(await es.post("admin/resource/save", piece({ ...kit, budget: "0" }), admin))).toMatchObject({
      category: 4,
      type: null,
      lang: { id: "CAST" },
    });
    // A local piece may be budgeted; an update needs a status.
    const localPiece = dataOf<Resource>(await es.post("admin/resource/save", piece({ sections: String(local) }), admin));
    expect(localPiece.budget).toBe(1);
    expect((await es.post("admin/resource/save", piece({ id: String(localPiece.id), status: "" }), admin)).body).toEqual(refusal("status"));
  });

  it("sets the status of the selected resources in bulk, and deletes a resource (a retried delete: not_found)", async () => {
    const a = dataOf<Resource>(await es.post("admin/resource/save", piece({ name: "Bulk A" }), admin));
    const b = dataOf<Resource>(await es.post("admin/resource/save", piece({ name: "Bulk B" }), admin));
    expect(dataOf(await es.post("admin/resources/status", { ids: `${b.id}, ${a.id},999999`, status: "1" }, restricted))).toEqual([
      { id: a.id, status: 1 },
      { id: b.id, status: 1 },
    ]);
    expect(dataOf(await es.post("admin/resources/status", { ids: String(a.id), status: "0" }, admin))).toEqual([{ id: a.id, status: 0 }]);
    expect((await es.post("admin/resources/status", { ids: "", status: "1" }, admin)).body).toEqual(refusal("ids"));
    expect((await es.post("admin/resources/status", { ids: String(a.id), status: "2" }, admin)).body).toEqual(refusal("status"));
    // Another market's resource is left alone.
    expect(dataOf(await pt.post("admin/resources/status", { ids: String(a.id), status: "1" }, ptAdmin))).toEqual([]);

    expect(dataOf(await es.post("admin/resource/delete", { id: String(a.id) }, admin))).toBe(true);
    expect((await es.post("admin/resource/delete", { id: String(a.id) }, admin)).body).toEqual(refusal("not_found"));
    expect((await es.get(`admin/resource/${a.id}`, admin)).body).toEqual(refusal("not_found"));
  });

  it("stores the file and the thumbnail named after the slug and language, then names them on the record", async () => {
    const cat = dataOf<Resource>(await es.post("admin/resource/save", piece({ name: "Fitxer Català", lang: "CAT" }), admin));
    const file = dataOf<{ path: string; name: string; size: number; mime: string }>(
      await upload(admin, { id: String(cat.id), kind: "file" }, PDF, "original.pdf"),
    );
    expect(file).toEqual({ path: "resources/fitxercatala_cat.pdf", name: "original.pdf", size: PDF.length, mime: "application/pdf" });
    // Stored only: the record changes when it is attached.
    expect(dataOf<Resource>(await es.get(`admin/resource/${cat.id}`, admin)).file).toBeNull();
    const attached = dataOf<Resource>(await es.post("admin/resource/attach", { id: String(cat.id), kind: "file", path: file.path }, admin));
    expect(attached).toMatchObject({ file: file.path, file_name: "fitxercatala_cat.pdf", file_size: PDF.length, file_mime: "application/pdf" });
    // Safe to send again.
    expect(dataOf<Resource>(await es.post("admin/resource/attach", { id: String(cat.id), kind: "file", path: file.path }, admin)).file).toBe(
      file.path,
    );

    const thumb = dataOf<{ path: string }>(await upload(restricted, { id: String(cat.id), kind: "thumb" }, PNG, "thumb.png"));
    expect(thumb.path).toBe("thumbs/fitxercatala_cat.png");
    expect(dataOf<Resource>(await es.post("admin/resource/attach", { id: String(cat.id), kind: "thumb", path: thumb.path }, admin)).thumb).toBe(
      thumb.path,
    );
    const served = await fetch(`${legacy.url}/es/static/${thumb.path}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // The library's download gives the stored file.
    const download = await fetch(`${legacy.url}/es/api/resource/download/${cat.id}`, { headers: { cookie: franchisee } });
    expect([download.status, Buffer.from(await download.arrayBuffer()).equals(PDF)]).toEqual([200, true]);

    const cast = dataOf<Resource>(await es.post("admin/resource/save", piece({ name: "Fichero" }), admin));
    expect(dataOf<{ path: string }>(await upload(admin, { id: String(cast.id), kind: "file" }, PNG, "x.png")).path).toBe("resources/fichero.png");

    // Refusals: a thumbnail that is no image or too large, a file of no known kind, a path of another resource or kind.
    expect((await upload(admin, { id: String(cat.id), kind: "thumb" }, PDF, "t.jpg")).body).toEqual(refusal("file"));
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_RESOURCE_THUMB_BYTES)]);
    expect((await upload(admin, { id: String(cat.id), kind: "thumb" }, big, "t.png")).body).toEqual(refusal("file"));
    expect((await upload(admin, { id: String(cat.id), kind: "file" }, Buffer.from("just some text, nothing else"), "a.pdf")).body).toEqual(
      refusal("file"),
    );
    expect((await upload(admin, { id: String(cat.id), kind: "other" }, PDF, "a.pdf")).body).toEqual(refusal("kind"));
    expect((await upload(admin, { id: "999999", kind: "file" }, PDF, "a.pdf")).body).toEqual(refusal("not_found"));
    for (const [kind, path] of [
      ["file", "resources/fichero.png"],
      ["thumb", file.path],
      ["file", "resources/../users.pdf"],
      ["file", "resources/fitxercatala_cat.docx"],
    ])
      expect((await es.post("admin/resource/attach", { id: String(cat.id), kind, path }, admin)).body, path).toEqual(refusal("path"));

    // Deleting the resource removes its files.
    await es.post("admin/resource/delete", { id: String(cat.id) }, admin);
    expect((await fetch(`${legacy.url}/es/static/${thumb.path}`)).status).toBe(404);
  });
});
