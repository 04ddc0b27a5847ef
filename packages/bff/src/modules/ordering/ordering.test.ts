import { describe, expect, it } from "vitest";
import { FormData } from "undici";
import type { CreatedUser } from "@portal/legacy/testing";
import { useStack } from "../../test/use-stack.js";
import type { TestBrowser } from "../../test/browser.js";

const stack = useStack();
const { signIn, sql } = stack;

const WIZARD = /* GraphQL */ `
  query Wizard($id: ID!) {
    orderWizard(resourceId: $id) {
      resource {
        id
        name
        customizable
        sourceFormatId
        thumbUrl
      }
      formats {
        id
        name
        sizes {
          key
          custom
        }
        questions
      }
    }
  }
`;
const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      number
      status
      unread
      restaurant {
        site
      }
      items {
        resourceId
        formatId
        sizeKey
        method
        billed
        customFile
        customFileUrl
        answers
        customization {
          price
          legal
        }
      }
    }
  }
`;
const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      id
      status
      statusName
      unread
      history {
        status
      }
      comments {
        authorName
        authorRole
        mine
        message
        imageUrls
      }
    }
  }
`;
const STATUS = `mutation S($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { id status statusName } }`;
const COMMENT = `mutation C($input: PostOrderCommentInput!) { postOrderComment(input: $input) { authorRole mine message imageUrls } }`;
const FISCAL = `mutation F($input: SaveFiscalDataInput!) { saveFiscalData(input: $input) { id razon hasFiscalData } }`;

type Placed = {
  placeOrder: { id: string; number: string; status: number; unread: boolean; restaurant: { site: string }; items: Array<Record<string, unknown>> };
};

const resourceId = async (name: string) => String((await sql<{ id: number }>("SELECT id FROM resources WHERE name = $1", [name]))[0].id);
const contact = (market: "ES" | "PT") => ({ name: "Ana Gil", email: market === "ES" ? "ana@demo.es" : "ana@demo.pt", phone: "600 000 000" });
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

/** An item of the "Post redes" resource (social, not customisable, format 29 without sizes). */
const socialItem = async (billed: number, extra: Record<string, unknown> = {}) => ({
  resourceId: await resourceId("Post redes Doble Burger Bacon"),
  formatId: 29,
  method: 1,
  billed,
  ...extra,
});

async function upload(
  b: TestBrowser,
  kind: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { "x-portal-upload": "1" },
) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch(`/uploads/order/${kind}`, { method: "POST", body: form, headers });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]);
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function franchisee(market: "ES" | "PT", fiscal = false): Promise<{ user: CreatedUser; b: TestBrowser }> {
  const user = await stack.factories.createUser({ market, restaurants: 2 });
  if (fiscal) await sql("UPDATE restaurants SET razon = 'Test SL', cif = 'B1', fiscal_address = 'Calle 1' WHERE id = $1", [user.restaurants[0].id]);
  return { user, b: await signIn(user) };
}

describe("the order wizard", () => {
  it("answers the resource and the 40 formats; the resource's own format is its source", async () => {
    const { b } = await franchisee("ES");
    const id = await resourceId("Cartel Doble Burger Bacon");
    const { data } = await b.graphql<{
      orderWizard: { resource: Record<string, unknown>; formats: Array<{ id: number; sizes: unknown[]; questions: string[] }> };
    }>(WIZARD, { id });
    expect(data?.orderWizard.resource).toMatchObject({ id, name: "Cartel Doble Burger Bacon", customizable: true, sourceFormatId: 1 });
    expect(data?.orderWizard.formats).toHaveLength(40);
    expect(data?.orderWizard.formats[28]).toEqual({ id: 29, name: "Publicación en redes sociales", sizes: [], questions: ["q2"] });
  });

  it("is null for a resource that offers no adaptation (no file) and for one that does not exist", async () => {
    const { b } = await franchisee("ES");
    const bare = await stack.factories.createResource({ market: "ES", section: "hamburguesas" });
    expect((await b.graphql(WIZARD, { id: String(bare.id) })).data).toEqual({ orderWizard: null });
    expect((await b.graphql(WIZARD, { id: "999999" })).data).toEqual({ orderWizard: null });
  });
});

describe("placing an order", () => {
  it("checks every rule of the wizard and the cart before any catalogue call, all errors at once", async () => {
    const { user, b } = await franchisee("ES");
    const [first] = user.restaurants;
    const poster = await resourceId("Cartel Doble Burger Bacon");
    const social = await resourceId("Post redes Doble Burger Bacon");
    stack.resetCalls();
    const { errors } = await b.graphql(PLACE, {
      input: {
        key: key(),
        contact: { name: " ", email: "ana@gmail.com", phone: "" },
        items: [
          { resourceId: social, formatId: null, method: 1, billed: first.id },
          { resourceId: social, formatId: 1, method: 1, billed: first.id },
          { resourceId: social, formatId: 1, sizeKey: "custom", sizeText: " ", method: 1, billed: first.id },
          { resourceId: social, formatId: 29, method: 1, billed: first.id, customization: { price: "2 €" } },
          { resourceId: poster, formatId: 29, method: 1, billed: first.id },
          { resourceId: social, formatId: 29, method: 2, unitsScale: 0, billed: -1, shipped: -1 },
          { resourceId: social, formatId: 29, method: 2, unitsScale: -1, unitsScaleCustom: "", billed: first.id, shipped: 0, customShip: "" },
          { resourceId: social, formatId: 29, method: 3, billed: first.id },
        ],
      },
    });
    expect(errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: {
        "items[0].formatId": "ordering.wizard.error.format",
        "items[1].sizeKey": "ordering.wizard.error.size",
        "items[2].sizeText": "ordering.wizard.error.size",
        "items[3].legal": "ordering.wizard.error.legal",
        "items[4].customFile": "ordering.wizard.error.customize",
        "items[5].billed": "ordering.cart.error.billed",
        "items[5].unitsScale": "ordering.cart.error.units",
        "items[5].shipped": "ordering.cart.error.shipped",
        "items[6].unitsScaleCustom": "ordering.cart.error.units_custom",
        "items[6].customShip": "ordering.cart.error.custom_ship",
        "items[7].method": "ordering.wizard.error.budget",
        contactName: "ordering.cart.error.contact_name",
        contactEmail: "validation.corporate_email",
        contactPhone: "validation.required",
      },
    });
    expect(stack.callPaths().filter((path) => path.startsWith("order/add"))).toEqual([]);
  });

  it("in PT asks for others, restaurant and price, allows only method 1 and no phone", async () => {
    const { user, b } = await franchisee("PT");
    const id = await resourceId("Cartaz Double Burger Bacon");
    const { errors } = await b.graphql(PLACE, {
      input: {
        key: key(),
        contact: { ...contact("PT"), phone: "" },
        items: [{ resourceId: id, formatId: 1, sizeKey: "a2", method: 2, customFile: "", billed: user.restaurants[0].id }],
      },
    });
    expect(errors?.[0].extensions?.fields).toEqual({
      "items[0].customFile": "ordering.wizard.error.customize",
      "items[0].others": "ordering.wizard.error.others",
      "items[0].restaurant": "ordering.wizard.error.restaurant",
      "items[0].price": "ordering.wizard.error.price",
      "items[0].method": "ordering.wizard.error.budget",
      "items[0].shipped": "ordering.cart.error.shipped",
      "items[0].unitsScale": "ordering.cart.error.units",
    });
  });

  it("refuses a restaurant that is not the user's and a billing restaurant without fiscal data, writing nothing", async () => {
    const { user, b } = await franchisee("ES");
    const other = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const notMine = await b.graphql(PLACE, { input: { key: key(), contact: contact("ES"), items: [await socialItem(other.restaurants[0].id)] } });
    expect(notMine.errors?.[0].extensions?.fields).toEqual({ "items[0].billed": "ordering.error.restaurant_not_yours" });
    const noFiscal = await b.graphql(PLACE, { input: { key: key(), contact: contact("ES"), items: [await socialItem(user.restaurants[0].id)] } });
    expect(noFiscal.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { items: "ordering.cart.error.fiscal" } });
    expect(await sql("SELECT id FROM orders WHERE user_id = $1", [user.id])).toEqual([]);
  });

  it("saves the fiscal data, then places one order per key however often the confirm is sent", async () => {
    const { user, b } = await franchisee("ES");
    const [first] = user.restaurants;
    const refused = await b.graphql(FISCAL, { input: { restaurantId: String(first.id), razon: "Test SL", cif: " ", fiscalAddress: "Calle 1" } });
    expect(refused.errors?.[0].extensions?.fields).toEqual({ cif: "validation.required" });
    const saved = await b.graphql(FISCAL, {
      input: { restaurantId: String(first.id), razon: "Test SL", cif: "B12345678", fiscalAddress: "Calle 1" },
    });
    expect(saved.data).toEqual({ saveFiscalData: { id: String(first.id), razon: "Test SL", hasFiscalData: true } });

    const input = {
      key: key(),
      contact: contact("ES"),
      items: [await socialItem(first.id, { customization: { price: "3,95 €", legal: "IVA incluido" } })],
    };
    const answers = await Promise.all([b.graphql<Placed>(PLACE, { input }), b.graphql<Placed>(PLACE, { input })]);
    const again = await b.graphql<Placed>(PLACE, { input });
    const ids = [...answers, again].map((a) => a.data?.placeOrder.id);
    expect(new Set(ids).size).toBe(1);
    const placed = again.data!.placeOrder;
    expect(placed).toMatchObject({ number: `#P-${ids[0]!.padStart(6, "0")}`, status: 1, unread: false, restaurant: { site: first.site } });
    expect(placed.items).toEqual([
      {
        resourceId: await resourceId("Post redes Doble Burger Bacon"),
        formatId: 29,
        sizeKey: "",
        method: 1,
        billed: first.id,
        customFile: null,
        customFileUrl: null,
        answers: { q1: "no", q2: "no", q4: "no", q5: "magazine", q6: "no", q7: "no", q8: "no" },
        customization: { price: "3,95 €", legal: "IVA incluido" },
      },
    ]);
    expect(await sql("SELECT count(*)::int AS n FROM orders WHERE user_id = $1", [user.id])).toEqual([{ n: 1 }]);
  });

  it("takes the customisation file the user uploaded", async () => {
    const { user, b } = await franchisee("ES", true);
    const file = await upload(b, "custom", "../mi logo.pdf", PDF);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ name: "mi logo.pdf", mime: "application/pdf" });
    const item = {
      resourceId: await resourceId("Cartel Doble Burger Bacon"),
      formatId: 1,
      sizeKey: "a2",
      method: 1,
      billed: user.restaurants[0].id,
      customFile: file.body.path,
    };
    const { data } = await b.graphql<Placed>(PLACE, { input: { key: key(), contact: contact("ES"), items: [item] } });
    expect(data?.placeOrder.items[0]).toMatchObject({ customFile: file.body.path, customFileUrl: `/files/static/${file.body.path as string}` });
    expect((await b.fetch(`/files/static/${file.body.path as string}`)).statusCode).toBe(200);
  });
});

describe("following orders", () => {
  it("lets only administrators change a status; the owner sees it as unread until opened; strangers see nothing", async () => {
    const { user, b } = await franchisee("ES", true);
    const placed = (
      await b.graphql<Placed>(PLACE, { input: { key: key(), contact: contact("ES"), items: [await socialItem(user.restaurants[0].id)] } })
    ).data!.placeOrder;
    const refused = await b.graphql(STATUS, { input: { orderId: placed.id, status: 3 } });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const admin = await signIn("ES", "admin@demo.es");
    expect((await admin.graphql(STATUS, { input: { orderId: placed.id, status: 6 } })).errors?.[0].extensions?.fields).toEqual({
      status: "ordering.error.status",
    });
    expect((await admin.graphql(STATUS, { input: { orderId: placed.id, status: 3 } })).data).toEqual({
      changeOrderStatus: { id: placed.id, status: 3, statusName: "En producción y entrega" },
    });
    expect((await b.graphql(`{ unreadOrderCount }`)).data).toEqual({ unreadOrderCount: 1 });
    expect((await b.graphql(ORDER, { id: placed.id })).data).toEqual({
      order: { id: placed.id, status: 3, statusName: "En producción y entrega", unread: true, history: [{ status: 1 }, { status: 3 }], comments: [] },
    });
    await b.graphql(`mutation R($input: MarkOrderReadInput!) { markOrderRead(input: $input) { id unread } }`, { input: { orderId: placed.id } });
    expect((await b.graphql(`{ unreadOrderCount }`)).data).toEqual({ unreadOrderCount: 0 });

    const { b: stranger } = await franchisee("ES");
    expect((await stranger.graphql(ORDER, { id: placed.id })).data).toEqual({ order: null });
    expect((await stranger.graphql(`{ myOrders { id } }`)).data).toEqual({ myOrders: [] });
    const partner = await signIn("ES", "partner@demo.es");
    expect((await partner.graphql(`{ myOrders { id } }`)).errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const page = await admin.graphql<{ adminOrders: { items: Array<{ id: string }>; size: number | null } }>(
      `query P($input: AdminOrderPageInput!) { adminOrders(input: $input) { items { id } size } }`,
      { input: { search: placed.number } },
    );
    expect(page.data?.adminOrders).toEqual({ items: [{ id: placed.id }], size: null });
  });

  it("keeps a chat in PT only: text required, up to 5 uploaded images, badges by author", async () => {
    const es = await franchisee("ES");
    expect((await es.b.graphql(COMMENT, { input: { orderId: "1", message: "hola" } })).errors?.[0]).toMatchObject({
      message: "ordering.chat.error.no_chat",
      extensions: { code: "FORBIDDEN" },
    });
    const { user, b } = await franchisee("PT");
    const item = {
      resourceId: await resourceId("Cartaz Double Burger Bacon"),
      formatId: 29,
      method: 1,
      customFile: "",
      customization: { others: "Logo", restaurant: "Loja", price: "1 €", legal: "IVA" },
    };
    const image = await upload(b, "comment", "foto.jpg", JPEG);
    const custom = await upload(b, "custom", "arte.pdf", PDF);
    const placed = (
      await b.graphql<Placed>(PLACE, { input: { key: key(), contact: contact("PT"), items: [{ ...item, customFile: custom.body.path }] } })
    ).data!.placeOrder;
    expect(placed.number).toMatch(/^#O-\d{6}$/);
    expect((await b.graphql(COMMENT, { input: { orderId: placed.id, message: "  " } })).errors?.[0].extensions?.fields).toEqual({
      message: "ordering.chat.error.empty",
    });
    const six = Array.from({ length: 6 }, () => image.body.path);
    expect((await b.graphql(COMMENT, { input: { orderId: placed.id, message: "olá", images: six } })).errors?.[0].extensions?.fields).toEqual({
      images: "ordering.chat.error.too_many_images",
    });
    expect(
      (await b.graphql(COMMENT, { input: { orderId: placed.id, message: "olá", images: ["thumbs/x.png"] } })).errors?.[0].extensions?.fields,
    ).toEqual({
      images: "ordering.chat.error.image",
    });
    const posted = await b.graphql(COMMENT, { input: { orderId: placed.id, message: "Segue a foto da montra", images: [image.body.path] } });
    expect(posted.data).toEqual({
      postOrderComment: { authorRole: "FRANCHISEE", mine: true, message: "Segue a foto da montra", imageUrls: [image.body.url] },
    });
    const admin = await signIn("PT", "admin@demo.pt");
    await admin.graphql(COMMENT, { input: { orderId: placed.id, message: "Recebido, obrigado." } });
    const { data } = await b.graphql<{ order: { comments: unknown[]; unread: boolean } }>(ORDER, { id: placed.id });
    expect(data?.order.comments).toEqual([
      { authorName: user.name, authorRole: "FRANCHISEE", mine: true, message: "Segue a foto da montra", imageUrls: [image.body.url] },
      { authorName: "Ana Sofia Costa", authorRole: "AGENCY", mine: false, message: "Recebido, obrigado.", imageUrls: [] },
    ]);
    expect(data?.order.unread).toBe(true);
  });
});

describe("uploads", () => {
  it("refuses what is too large while it streams, of the wrong type by its bytes, badly named, or not from the portal", async () => {
    const { b } = await franchisee("ES");
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect(await upload(b, "comment", "big.jpg", big)).toEqual({
      status: 413,
      body: {
        errors: [
          { message: "ordering.upload.error.too_large", extensions: { code: "BAD_USER_INPUT", fields: { file: "ordering.upload.error.too_large" } } },
        ],
      },
    });
    expect((await upload(b, "comment", "fake.jpg", new TextEncoder().encode("not really an image, just text"))).body.errors).toEqual([
      { message: "ordering.upload.error.type", extensions: { code: "BAD_USER_INPUT", fields: { file: "ordering.upload.error.type" } } },
    ]);
    expect((await upload(b, "comment", "doc.pdf", PDF)).status).toBe(415);
    expect((await upload(b, "comment", " ... ", JPEG)).status).toBe(400);
    expect((await upload(b, "comment", "foto.jpg", JPEG, {})).status).toBe(403);
    expect((await upload(b, "other", "foto.jpg", JPEG)).status).toBe(404);
    expect((await upload(stack.browser("ES"), "comment", "foto.jpg", JPEG)).status).toBe(401);
    const renamed = await upload(b, "comment", "foto.png", JPEG);
    expect(renamed.body).toMatchObject({ name: "foto.jpg", mime: "image/jpeg", size: JPEG.length });
  });
});
