import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormData } from "undici";
import { DEMO_PASSWORD, LOGIN, TestBrowser } from "../../../test/browser.js";
import { expectForbidden } from "../../../test/refused.js";
import { startReplica } from "../../../test/stack.js";
import { useStack } from "../../../test/use-stack.js";
import { png } from "../../../test/images.js";

/** The stack's BFF and a second one hear each other's cache invalidations, as replicas on one Redis do. */
const CHANNEL = `portal:cache:test:sliders:${randomUUID()}`;
const stack = useStack({ env: { CACHE_INVALIDATION_CHANNEL: CHANNEL } });
const { signIn, sql } = stack;

const FIELDS = "id name file imageUrl url active priority startDate endDate";
const PAGE = /* GraphQL */ `
  query Sliders($input: AdminSliderPageInput!) {
    adminSliders(input: $input) { items { ${FIELDS} } total page size pageCount count }
  }
`;
const FORM = /* GraphQL */ `
  query Form($id: ID) {
    adminSliderForm(id: $id) { slider { ${FIELDS} } sections { id name path type level active } }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($input: SaveSliderInput!) {
    saveSlider(input: $input) { ${FIELDS} }
  }
`;
const MOVE = /* GraphQL */ `
  mutation Move($input: MoveSliderInput!) {
    moveSlider(input: $input) {
      id
      priority
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteSliderInput!) {
    deleteSlider(input: $input) {
      id
    }
  }
`;
const HOME = `{ home { sliders { id name priority } } }`;

type Slider = {
  id: string;
  name: string;
  file: string;
  imageUrl: string;
  url: string | null;
  active: boolean;
  priority: number;
  startDate: string | null;
  endDate: string | null;
};
type Page = { adminSliders: { items: Slider[]; total: number; page: number; size: number | null; pageCount: number; count: number } };
type Home = { home: { sliders: Array<{ id: string; name: string; priority: number }> } };

const PNG = png();
const GIF = new Uint8Array(
  Buffer.from(
    "GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;",
    "latin1",
  ),
);

async function upload(b: TestBrowser, name: string, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = { "x-portal-upload": "1" }) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch("/uploads/admin/slider", { method: "POST", body: form, headers });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

const day = (stamp: Date | null) =>
  stamp ? `${stamp.getFullYear()}-${String(stamp.getMonth() + 1).padStart(2, "0")}-${String(stamp.getDate()).padStart(2, "0")}` : null;

/** The market's sliders as the table must show them, by position. */
async function catalogueSliders(market: string): Promise<Slider[]> {
  const rows = await sql<{
    id: number;
    name: string;
    file: string;
    url: string | null;
    status: number;
    priority: number;
    start_date: Date | null;
    end_date: Date | null;
  }>("SELECT id, name, file, url, status, priority, start_date, end_date FROM sliders WHERE market = $1 ORDER BY priority, id", [market]);
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    file: r.file,
    imageUrl: `/files/static/${r.file}`,
    url: r.url,
    active: r.status === 1,
    priority: r.priority,
    startDate: day(r.start_date),
    endDate: day(r.end_date),
  }));
}

/** A new active ES slider without dates (so the home shows it), with an uploaded image; last in the order. */
async function createSlider(admin: TestBrowser, name: string): Promise<Slider> {
  const image = await upload(admin, "banner.png", PNG);
  const answer = await admin.graphql<{ saveSlider: Slider }>(SAVE, { input: { name, file: image.body.path } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.saveSlider;
}

const up = (slider: { id: string; priority: number }) => ({ input: { id: slider.id, direction: "UP", priority: slider.priority } });

describe("admin sliders", () => {
  it("answers a page: by position by default, searched by name and link, sorted, any of the table's sizes", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const all = await catalogueSliders("ES");
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await admin.graphql<Page>(PAGE, { input: {} });
    expect(first.data!.adminSliders).toEqual({ items: all.slice(0, 10), total: all.length, page: 1, size: 10, pageCount: 1, count: all.length });
    expect(all[0]).toMatchObject({
      name: "Doble Burger Bacon",
      imageUrl: "/files/static/sliders/doble-burger-bacon.png",
      url: "/nacional/hamburguesas",
    });

    const searched = await admin.graphql<Page>(PAGE, { input: { search: " POSTRES " } });
    expect(searched.data!.adminSliders.items.map((s) => s.name)).toEqual(all.filter((s) => s.url?.includes("postres")).map((s) => s.name));
    expect(searched.data!.adminSliders.count).toBe(all.length);
    expect((await admin.graphql<Page>(PAGE, { input: { search: "navidad" } })).data!.adminSliders.items.map((s) => s.name)).toEqual([
      "Navidad en familia",
    ]);

    const byName = [...all].sort((a, b) => b.name.localeCompare(a.name));
    expect((await admin.graphql<Page>(PAGE, { input: { sortBy: "NAME", direction: "DESC", size: null } })).data!.adminSliders.items).toEqual(byName);
    // One catalogue call per page, whatever the page asks.
    stack.resetCalls();
    await admin.graphql<Page>(PAGE, { input: { page: 9, size: 20 } });
    expect(stack.callPaths()).toEqual(["sliders"]);

    const wrongSize = await admin.graphql<Page>(PAGE, { input: { size: 50 } });
    expect(wrongSize.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { size: "validation.page_size" } });
  });

  it("answers the form's data in one request: the slider and the national and local sections with their portal paths", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const [seeded] = await catalogueSliders("ES");
    const form = await admin.graphql<{
      adminSliderForm: {
        slider: Slider | null;
        sections: Array<{ id: string; name: string; path: string; type: string; level: number; active: boolean }>;
      };
    }>(FORM, { id: seeded.id });
    expect(form.data!.adminSliderForm.slider).toEqual(seeded);
    const sections = form.data!.adminSliderForm.sections;
    const stored = await sql<{ url: string; type: number }>("SELECT url, type FROM sections WHERE market = 'ES' AND type IN (1, 2)");
    expect(sections.map((s) => s.path).sort()).toEqual(stored.map((s) => `${s.type === 1 ? "/nacional" : "/local"}/${s.url}`).sort());
    expect(sections.find((s) => s.path === "/nacional/hamburguesas")).toEqual({
      id: expect.any(String),
      name: "Hamburguesas",
      path: "/nacional/hamburguesas",
      type: "NATIONAL",
      level: 1,
      active: true,
    });
    // National first, each parent before its children.
    expect(sections.findIndex((s) => s.type === "LOCAL")).toBe(sections.filter((s) => s.type === "NATIONAL").length);
    expect(sections.findIndex((s) => s.path === "/nacional/campanas")).toBeLessThan(sections.findIndex((s) => s.path === "/nacional/hamburguesas"));

    const blank = await admin.graphql<{ adminSliderForm: { slider: null; sections: unknown[] } }>(FORM, {});
    expect(blank.data!.adminSliderForm.slider).toBeNull();
    expect(blank.data!.adminSliderForm.sections).toEqual(sections);
    expect((await admin.graphql<{ adminSliderForm: { slider: null } }>(FORM, { id: "999999" })).data!.adminSliderForm.slider).toBeNull();
    expect((await admin.graphql<{ adminSliderForm: { slider: null } }>(FORM, { id: "abc" })).data!.adminSliderForm.slider).toBeNull();
  });

  it("refuses a bad form with the shared rules' keys, every field at once, before calling the catalogue", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    stack.resetCalls();
    const blank = await admin.graphql(SAVE, { input: { name: "  ", file: "", startDate: "2026-12-10", endDate: "2026-12-01" } });
    expect(blank.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { name: "validation.required", file: "validation.required", endDate: "admin.error.end_before_start" },
    });
    const wrong = await admin.graphql(SAVE, { input: { name: "x", file: "../users.png", url: "https://example.com" } });
    expect(wrong.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { file: "admin.sliders.error.file", url: "admin.sliders.error.url" },
    });
    // A national path of no section of the market, and a section of another area: not a choice.
    for (const url of ["/nacional/no-such-section", "/local/hamburguesas", "/nacional/hamburgueres"]) {
      const unknown = await admin.graphql(SAVE, { input: { name: "x", file: "sliders/navidad.png", url } });
      expect(unknown.errors?.[0].extensions, url).toEqual({ code: "BAD_USER_INPUT", fields: { url: "admin.sliders.error.url" } });
    }
    const badId = await admin.graphql(SAVE, { input: { id: "abc", name: "x", file: "sliders/navidad.png" } });
    expect(badId.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { id: "error.not_found" } });
    const badMove = await admin.graphql(MOVE, { input: { id: "1", direction: "UP", priority: 0 } });
    expect(badMove.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { priority: "error.BAD_USER_INPUT" } });
    expect(stack.callPaths().filter((p) => p.startsWith("slider/"))).toEqual([]);

    // What only the catalogue knows reaches the form on its field: an image path of no stored file.
    const missing = await admin.graphql(SAVE, { input: { name: "x", file: "sliders/no-such-image.png" } });
    expect(missing.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { file: "admin.sliders.error.file" } });
    // A slider deleted meanwhile: the catalogue's not_found reaches the form as the common message.
    const gone = await admin.graphql(SAVE, { input: { id: "999999", name: "x", file: "sliders/navidad.png" } });
    expect(gone.errors?.[0]).toMatchObject({ message: "error.not_found", extensions: { code: "UPSTREAM_REJECTED", reason: "not_found" } });
  });

  it("creates, changes, moves and deletes a slider; the home shows each change at once", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const home = async () => (await franchisee.graphql<Home>(HOME)).data!.home.sliders.map((s) => s.name);
    const before = await home();
    expect(before[0]).toBe("Doble Burger Bacon");

    const image = await upload(admin, "otoño.png", PNG);
    const created = (
      await admin.graphql<{ saveSlider: Slider }>(SAVE, {
        input: { name: " Menú de otoño ", file: image.body.path, url: " /nacional/postres ", startDate: day(new Date()) },
      })
    ).data!.saveSlider;
    const all = await catalogueSliders("ES");
    expect(created).toEqual({
      id: expect.any(String),
      name: "Menú de otoño",
      file: image.body.path,
      imageUrl: `/files/static/${String(image.body.path)}`,
      url: "/nacional/postres",
      active: true,
      priority: all.length,
      startDate: day(new Date()),
      endDate: null,
    });
    expect(all.at(-1)).toEqual(created);
    // Last in the order, shown from today: the home's cached sliders were dropped.
    expect(await home()).toEqual([...before, "Menú de otoño"]);

    // Up, one place at a time, until it is first; a retried move (the position it was seen at) changes nothing.
    let current = created;
    while (current.priority > 1) {
      const moved = (await admin.graphql<{ moveSlider: Array<{ id: string; priority: number }> }>(MOVE, up(current))).data!.moveSlider;
      expect(moved.map((s) => s.id)[0]).toBe(created.id);
      expect(moved.map((s) => s.priority)).toEqual([current.priority - 1, current.priority]);
      expect((await admin.graphql(MOVE, up(current))).data).toEqual({ moveSlider: [] });
      current = { ...current, priority: current.priority - 1 };
    }
    expect(await home()).toEqual(["Menú de otoño", ...before]);
    // The first cannot go up: a position never goes below 1.
    expect((await admin.graphql(MOVE, up(current))).data).toEqual({ moveSlider: [] });
    expect((await catalogueSliders("ES")).map((s) => s.priority)).toEqual(all.map((_, i) => i + 1));
    // Down again: the home's order is the one it had, the new slider second.
    await admin.graphql(MOVE, { input: { id: created.id, direction: "DOWN", priority: 1 } });
    expect(await home()).toEqual([before[0], "Menú de otoño", ...before.slice(1)]);

    const switchedOff = (
      await admin.graphql<{ saveSlider: Slider }>(SAVE, {
        input: { id: created.id, name: created.name, file: created.file, url: "", startDate: null, endDate: null, active: false },
      })
    ).data!.saveSlider;
    expect(switchedOff).toEqual({ ...created, url: null, active: false, startDate: null, priority: 2 });
    expect(await home()).toEqual(before);

    expect((await admin.graphql(DELETE, { input: { id: created.id } })).data).toEqual({ deleteSlider: { id: created.id } });
    // A retried delete succeeds: the slider is gone either way.
    expect((await admin.graphql(DELETE, { input: { id: created.id } })).data).toEqual({ deleteSlider: { id: created.id } });
    const after = await catalogueSliders("ES");
    expect(after.map((s) => s.id)).not.toContain(created.id);
    expect(after.map((s) => s.priority)).toEqual(after.map((_, i) => i + 1));
    expect(await home()).toEqual(before);
  });

  it("is for administrators of either market, restricted ones included; franchisees and managers are refused", async () => {
    const restricted = await signIn("ES", "restringido@demo.es");
    expect((await restricted.graphql<Page>(PAGE, { input: {} })).errors).toBeUndefined();
    const mine = await createSlider(restricted, "Restringido");
    expect((await restricted.graphql(DELETE, { input: { id: mine.id } })).errors).toBeUndefined();

    const ptAdmin = await signIn("PT", "admin@demo.pt");
    const pt = (await ptAdmin.graphql<Page>(PAGE, { input: {} })).data!.adminSliders.items;
    expect(pt.map((s) => s.name)).toEqual((await catalogueSliders("PT")).map((s) => s.name));
    const ptForm = await ptAdmin.graphql<{ adminSliderForm: { sections: Array<{ path: string }> } }>(FORM, {});
    expect(ptForm.data!.adminSliderForm.sections.map((s) => s.path)).toContain("/local/santos-populares");

    await expectForbidden(
      stack,
      [
        ["ES", "franquiciado@demo.es"],
        ["ES", "gerente@demo.es"],
        ["PT", "franqueado@demo.pt"],
      ],
      [
        [PAGE, { input: {} }],
        [FORM, {}],
        [SAVE, { input: { name: "x", file: "sliders/navidad.png" } }],
        [MOVE, up({ id: "1", priority: 2 })],
        [DELETE, { input: { id: "1" } }],
      ],
      { callPrefix: "slider", alsoRefused: async (user) => expect((await upload(user, "a.png", PNG)).status).toBe(403) },
    );
  });
});

describe("slider image uploads", () => {
  it("stores a JPEG, PNG or WebP for an administrator, named after the file and its type", async () => {
    const admin = await signIn("ES", "restringido@demo.es");
    const stored = await upload(admin, "Campaña verano.jpeg", PNG);
    expect(stored).toEqual({
      status: 200,
      body: {
        path: expect.stringMatching(/^sliders\/[0-9a-f]{16}-Campa_a_verano\.png$/),
        name: "Campaña verano.png",
        size: PNG.length,
        mime: "image/png",
        url: expect.stringMatching(/^\/files\/static\/sliders\//),
      },
    });
    const served = await admin.fetch(String(stored.body.url));
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(await served.body.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
  });

  it("refuses what is too large while it streams, of the wrong type by its bytes, a name with a path, or not from the portal", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    stack.resetCalls();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const refused = (key: string) => ({ errors: [{ message: key, extensions: { code: "BAD_USER_INPUT", fields: { file: key } } }] });
    expect(await upload(admin, "big.png", big)).toEqual({ status: 413, body: refused("admin.sliders.upload.error.too_large") });
    expect(await upload(admin, "fake.png", new Uint8Array(Buffer.from("not really an image, just text")))).toEqual({
      status: 415,
      body: refused("admin.sliders.upload.error.type"),
    });
    // A GIF is an image, but not one a slider takes.
    expect((await upload(admin, "anim.png", GIF)).status).toBe(415);
    for (const name of ["../banner.png", "..\\..\\banner.png", "/etc/banner.png", " ... "])
      expect(await upload(admin, name, PNG), name).toEqual({ status: 400, body: refused("admin.sliders.upload.error.name") });
    expect(await upload(admin, "empty.png", new Uint8Array(0))).toEqual({ status: 400, body: refused("admin.sliders.upload.error.missing") });
    expect((await upload(admin, "banner.png", PNG, {})).status).toBe(403);
    expect((await upload(stack.browser("ES"), "banner.png", PNG)).status).toBe(401);
    expect(stack.callPaths().filter((p) => p.startsWith("slider"))).toEqual([]);
  });
});

describe("two BFF processes", () => {
  let replica: Awaited<ReturnType<typeof startReplica>>;
  beforeAll(async () => {
    replica = await startReplica(stack.legacy.url, CHANNEL);
  });
  afterAll(() => replica?.close());

  it("a slider an administrator changes through one process is on the home of the other at once", async () => {
    const reader = TestBrowser.of(replica.url, "ES");
    const login = await reader.graphql<{ login: { __typename: string } }>(LOGIN, { username: "franquiciado@demo.es", password: DEMO_PASSWORD });
    expect(login.data?.login.__typename).toBe("LoginSuccess");
    const home = async () => {
      const answer = await reader.graphql<Home>(HOME);
      expect(answer.errors).toBeUndefined();
      return answer.data!.home.sliders.map((s) => s.name);
    };
    const before = await home();
    replica.calls.length = 0;
    expect(await home()).toEqual(before);
    expect(replica.calls.map((c) => c.path)).not.toContain("sliders"); // cached

    const admin = await signIn("ES", "admin@demo.es");
    const created = await createSlider(admin, "Réplica");
    await expect.poll(home).toEqual([...before, "Réplica"]);
    let current = created;
    while (current.priority > 1) {
      await admin.graphql(MOVE, up(current));
      current = { ...current, priority: current.priority - 1 };
    }
    await expect.poll(home).toEqual(["Réplica", ...before]);
    await admin.graphql(DELETE, { input: { id: created.id } });
    await expect.poll(home).toEqual(before);
  });
});
