import { describe, expect, it } from "vitest";
import { useStack } from "../../test/use-stack.js";
import { PLACE, ORDER, STATUS, COMMENT, type Placed, contact, key, upload, JPEG, PDF, orderingKit } from "./ordering.kit.js";

/* Following placed orders (names, status changes, the PT chat) and the ordering uploads. */

const stack = useStack();
const { signIn } = stack;
const { resourceId, socialItem, saveFiscal, franchisee } = orderingKit(stack);

describe("following orders", () => {
  it("names statuses, formats and sizes in the session's language (Catalan)", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user, { language: "CAT" });
    await saveFiscal(b, user.restaurants[0].id);
    const item = { ...(await socialItem(user.restaurants[0].id)), formatId: 4, sizeKey: "custom", sizeText: "2 x 1 m" };
    const NAMES = `{ statusName items { formatName sizeName } }`;
    const placed = await b.graphql<{ placeOrder: { id: string } & Record<string, unknown> }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id statusName items { formatName sizeName } } }`,
      { input: { restaurantId: String(user.restaurants[0].id), key: key(), contact: contact("ES"), items: [item] } },
    );
    const catalan = { statusName: "En procés", items: [{ formatName: "Vinil", sizeName: "Mida personalitzada" }] };
    expect(placed.data?.placeOrder).toEqual({ id: expect.any(String), ...catalan });
    const id = placed.data!.placeOrder.id;
    expect((await b.graphql(`query O($id: ID!) { order(id: $id) ${NAMES} }`, { id })).data).toEqual({ order: catalan });
    expect((await b.graphql(`{ myOrders ${NAMES} }`)).data).toEqual({ myOrders: [catalan] });
  });

  it("lets only administrators change a status; the owner sees it as unread until opened; strangers see nothing", async () => {
    const { user, b } = await franchisee("ES", true);
    const placed = (
      await b.graphql<Placed>(PLACE, {
        input: {
          restaurantId: String(user.restaurants[0].id),
          key: key(),
          contact: contact("ES"),
          items: [await socialItem(user.restaurants[0].id)],
        },
      })
    ).data!.placeOrder;
    const refused = await b.graphql(STATUS, { input: { orderId: placed.id, status: 3 } });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const admin = await signIn("ES", "admin@demo.es");
    expect((await admin.graphql(STATUS, { input: { orderId: placed.id, status: 6 } })).errors?.[0].extensions?.fields).toEqual({
      status: "ordering.error.status",
    });
    // The status rule first (@ValidInput), then the order's id; neither reaches the catalogue.
    stack.resetCalls();
    expect((await admin.graphql(STATUS, { input: { orderId: "x", status: 0 } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { status: "ordering.error.status" },
    });
    expect((await admin.graphql(STATUS, { input: { orderId: "x", status: 3 } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { orderId: "ordering.error.order_not_found" },
    });
    expect(stack.callPaths().filter((p) => p.startsWith("order/status/update"))).toEqual([]);
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
    // The market is refused before the message is checked.
    const blank = (await es.b.graphql(COMMENT, { input: { orderId: "x", message: " " } })).errors?.[0];
    expect([blank?.message, blank?.extensions]).toEqual(["ordering.chat.error.no_chat", { code: "FORBIDDEN" }]);
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
      await b.graphql<Placed>(PLACE, {
        input: {
          restaurantId: String(user.restaurants[0].id),
          key: key(),
          contact: contact("PT"),
          items: [{ ...item, customFile: custom.body.path }],
        },
      })
    ).data!.placeOrder;
    expect(placed.number).toMatch(/^#O-\d{6}$/);
    expect((await b.graphql(COMMENT, { input: { orderId: placed.id, message: "  " } })).errors?.[0].extensions?.fields).toEqual({
      message: "ordering.chat.error.empty",
    });
    expect((await b.graphql(COMMENT, { input: { orderId: "x", message: "  " } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { message: "ordering.chat.error.empty" },
    });
    expect((await b.graphql(COMMENT, { input: { orderId: "x", message: "olá" } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { orderId: "ordering.error.order_not_found" },
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
    // 5 images per order in all: with one posted, a second message of 5 is refused before the catalogue is asked.
    const five = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(b, "comment", `foto${i}.jpg`, JPEG)));
    expect(
      (await b.graphql(COMMENT, { input: { orderId: placed.id, message: "Mais fotos", images: five.map((f) => f.body.path) } })).errors?.[0],
    ).toMatchObject({ extensions: { code: "BAD_USER_INPUT", fields: { images: "ordering.chat.error.order_images" } } });
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
