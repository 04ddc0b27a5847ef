import { describe, expect, it } from "vitest";
import { useStack } from "../../test/use-stack.js";
import { WIZARD, PLACE, FISCAL, type Placed, contact, key, upload, JPEG, PDF, orderingKit } from "./ordering.kit.js";

/* The order wizard and placing an order (the cart's rules, fiscal data, the spec's fields, the customisation file). */

const stack = useStack();
const { sql } = stack;
const { resourceId, socialItem, franchisee } = orderingKit(stack);

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
        restaurantId: String(user.restaurants[0].id),
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
        restaurantId: String(user.restaurants[0].id),
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
    const notMine = await b.graphql(PLACE, {
      input: { restaurantId: String(user.restaurants[0].id), key: key(), contact: contact("ES"), items: [await socialItem(other.restaurants[0].id)] },
    });
    expect(notMine.errors?.[0].extensions?.fields).toEqual({ "items[0].billed": "ordering.error.restaurant_not_yours" });
    // The order's restaurant is named: another user's is refused.
    const elsewhere = await b.graphql(PLACE, {
      input: { restaurantId: String(other.restaurants[0].id), key: key(), contact: contact("ES"), items: [await socialItem(user.restaurants[0].id)] },
    });
    expect(elsewhere.errors?.[0]).toMatchObject({ message: "restaurant.error.not_available", extensions: { code: "FORBIDDEN" } });
    // Refused by @OwnRestaurant before the cart is checked: an empty cart for another's restaurant is FORBIDDEN too.
    const emptyElsewhere = await b.graphql(PLACE, {
      input: { restaurantId: String(other.restaurants[0].id), key: key(), contact: { ...contact("ES"), name: " " }, items: [] },
    });
    expect(emptyElsewhere.errors?.map((e) => [e.message, e.extensions])).toEqual([["restaurant.error.not_available", { code: "FORBIDDEN" }]]);
    const noFiscal = await b.graphql(PLACE, {
      input: { restaurantId: String(user.restaurants[0].id), key: key(), contact: contact("ES"), items: [await socialItem(user.restaurants[0].id)] },
    });
    expect(noFiscal.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { items: "ordering.cart.error.fiscal" } });
    expect(await sql("SELECT id FROM orders WHERE user_id = $1", [user.id])).toEqual([]);
  });

  it("saves fiscal data only for the user's restaurants: another's is FORBIDDEN before its fields are checked, nothing sent", async () => {
    const { b } = await franchisee("ES");
    const other = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    stack.resetCalls();
    for (const fiscal of [
      { companyName: "Test SL", taxId: "B12345678", fiscalAddress: "Calle 1" },
      { companyName: " ", taxId: " ", fiscalAddress: " " },
    ]) {
      const refused = await b.graphql(FISCAL, { input: { restaurantId: String(other.restaurants[0].id), ...fiscal } });
      expect(refused.errors?.map((e) => [e.message, e.extensions])).toEqual([["restaurant.error.not_available", { code: "FORBIDDEN" }]]);
    }
    expect(stack.callPaths().filter((p) => p.startsWith("restaurant/fiscal"))).toEqual([]);
  });

  it("saves the fiscal data, then places one order per key however often the confirm is sent", async () => {
    const { user, b } = await franchisee("ES");
    const [first] = user.restaurants;
    const refused = await b.graphql(FISCAL, {
      input: { restaurantId: String(first.id), companyName: "Test SL", taxId: " ", fiscalAddress: "Calle 1" },
    });
    expect(refused.errors?.[0].extensions?.fields).toEqual({ taxId: "validation.required" });
    const saved = await b.graphql(FISCAL, {
      input: { restaurantId: String(first.id), companyName: "Test SL", taxId: "B12345678", fiscalAddress: "Calle 1" },
    });
    expect(saved.data).toEqual({ saveFiscalData: { id: String(first.id), companyName: "Test SL", hasFiscalData: true } });

    const input = {
      restaurantId: String(first.id),
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
        answers: { q2: "no" },
        customization: { price: "3,95 €", legal: "IVA incluido" },
      },
    ]);
    expect(await sql("SELECT count(*)::int AS n FROM orders WHERE user_id = $1", [user.id])).toEqual([{ n: 1 }]);
    // An order stored with the wizard's defaults for every question lists only those its format asked (29: q2).
    const stored = await stack.factories.createOrder({
      user,
      items: [
        {
          resource: Number(await resourceId("Post redes Doble Burger Bacon")),
          format: 29,
          billed: first.id,
          params: { q1: "no", q2: "yes", q4: "no", q5: "magazine", q6: "no", q7: "no", q8: "no" },
        },
      ],
    });
    const read = await b.graphql(`query O($id: ID!) { order(id: $id) { items { answers } } }`, { id: String(stored.id) });
    expect(read.data).toEqual({ order: { items: [{ answers: { q2: "yes" } }] } });
  });

  it("carries the spec's order and item fields: user, company name, name, resource type, schedule, date, direction, custom answer", async () => {
    const { user, b } = await franchisee("ES", true);
    const [first] = user.restaurants;
    const image = await upload(b, "custom", "flecha.png", JPEG);
    const sheet = await upload(b, "custom", "respuesta.pdf", PDF);
    const customization = {
      schedule: "L-V 12:00-16:00",
      date: "Del 1 al 15 de mayo",
      direction: 3,
      directionText: "A 200 m",
      directionImage: image.body.path,
    };
    const item = await socialItem(first.id, {
      customization,
      customAnswer: "Con el logo nuevo",
      customAnswerFile: sheet.body.path,
    });
    const refused = await b.graphql(PLACE, {
      input: {
        restaurantId: String(first.id),
        key: key(),
        contact: contact("ES"),
        items: [{ ...item, customAnswerFile: "thumbs/x.pdf" }],
      },
    });
    expect(refused.errors?.[0].extensions?.fields).toEqual({ "items[0].customAnswerFile": "ordering.wizard.error.customize" });
    const FIELDS = `id name ownerId ownerName restaurant { companyName } items { resourceTypeId customAnswer customAnswerFile customAnswerFileUrl
      customization { schedule date direction directionText directionImage directionImageUrl } }`;
    const placed = await b.graphql<{ placeOrder: { id: string } }>(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ${FIELDS} } }`,
      {
        input: { restaurantId: String(first.id), key: key(), contact: contact("ES"), items: [item] },
      },
    );
    const [resource] = await sql<{ type_id: number }>("SELECT type_id FROM resources WHERE id = $1", [Number(item.resourceId)]);
    const expected = {
      id: expect.any(String),
      name: "Post redes Doble Burger Bacon",
      ownerId: String(user.id),
      ownerName: user.name,
      restaurant: { companyName: "Test SL" },
      items: [
        {
          resourceTypeId: String(resource.type_id),
          customAnswer: "Con el logo nuevo",
          customAnswerFile: sheet.body.path,
          customAnswerFileUrl: `/files/static/${sheet.body.path as string}`,
          customization: { ...customization, directionImageUrl: `/files/static/${image.body.path as string}` },
        },
      ],
    };
    expect(placed.data?.placeOrder).toEqual(expected);
    const read = await b.graphql(`query O($id: ID!) { order(id: $id) { ${FIELDS} } }`, { id: placed.data!.placeOrder.id });
    expect(read.data).toEqual({ order: expected });
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
    const { data } = await b.graphql<Placed>(PLACE, {
      input: { restaurantId: String(user.restaurants[0].id), key: key(), contact: contact("ES"), items: [item] },
    });
    expect(data?.placeOrder.items[0]).toMatchObject({ customFile: file.body.path, customFileUrl: `/files/static/${file.body.path as string}` });
    expect((await b.fetch(`/files/static/${file.body.path as string}`)).statusCode).toBe(200);
  });
});
