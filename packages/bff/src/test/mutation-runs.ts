/*
 * How each mutation of the web client (and a query that needs rows first) is run for its catalogue-call budget
 * (packages/bff/upstream-budget.json): what a run creates first, so that the mutation succeeds with real inputs, and the values the budget's
 * `variables` name as "$name". Shared by the budget test (src/test/upstream-budget.test.ts, on the test stack) and the
 * benchmark (bench/upstream-calls.mjs, on its own in-memory catalogue): both give a `RunContext` and count only the
 * mutation's own catalogue calls, never those of the preparation.
 *
 * Every preparation makes rows of its own with the catalogue's test factories (`@portal/legacy/testing`) or through
 * earlier calls of the same browser, so a run is repeatable and leaves the demo accounts signing in as before.
 */
import { factories } from "@portal/legacy/testing";
import { CHANNELS, saveInput, type Screen } from "./channels-screen.js";
import {
  FULL,
  unique,
  one,
  restaurantIdOf,
  sectionIdOf,
  demoUser,
  signIn,
  ownUser,
  ask,
  workbook,
  orderOf,
  plan,
  type Json,
  type RunContext,
  type Prepare,
} from "./mutation-run-kit.js";
export type { RunResponse, RunSession, RunContext, Prepare } from "./mutation-run-kit.js";

/** A new user of the run's market signed in, with a collection holding one active resource (a demo one). */
async function collection(ctx: RunContext) {
  const user = await ownUser(ctx);
  const [resource] = await ctx.db.query<{ id: number }>(
    "SELECT id FROM resources WHERE market = $1 AND status = 1 AND lang = $2 AND file IS NOT NULL ORDER BY id LIMIT 1",
    [ctx.market, ctx.market === "ES" ? "CAST" : "PT"],
  );
  const made = await ask<{ createCollection: { id: string } }>(
    ctx,
    `mutation RunCollection($input: CreateCollectionInput!) { createCollection(input: $input) { id } }`,
    { input: { name: `Colección ${unique()}`, resourceId: String(resource!.id) } },
  );
  return {
    collectionId: made.createCollection.id,
    resourceId: String(resource!.id),
    name: `Campaña ${unique()}`,
    restaurantId: String(user.restaurants[0]!.id),
  };
}

export const PREPARE: Record<string, Prepare> = {
  // —— queries that need rows first ——
  // One of the franchisee's people (the demo data has none): the franchisee adds them first, as on the people screen.
  MyPerson: async (ctx) => {
    const saved = await ask<{ savePerson: { id: string } }>(
      ctx,
      `mutation RunPerson($input: SavePersonInput!) { savePerson(input: $input) { id } }`,
      {
        input: {
          name: "Luis Pérez",
          email: `person-${unique()}@demo.${ctx.market.toLowerCase()}`,
          restaurants: [await restaurantIdOf(ctx.db, ctx.market, "ES0101")],
        },
      },
    );
    return { id: saved.savePerson.id };
  },

  // —— collections ——
  Collections: async (ctx) => (await collection(ctx), {}),
  CollectionPicker: async (ctx) => (await collection(ctx), {}),
  CreateCollection: collection,
  AddToCollection: async (ctx) => {
    const made = await collection(ctx);
    const [other] = await ctx.db.query<{ id: number }>(
      "SELECT id FROM resources WHERE market = $1 AND status = 1 AND lang = $2 AND id <> $3 ORDER BY id LIMIT 1",
      [ctx.market, ctx.market === "ES" ? "CAST" : "PT", Number(made.resourceId)],
    );
    return { ...made, resourceId: String(other!.id) };
  },
  RenameCollection: collection,
  DeleteCollection: collection,
  RemoveFromCollection: collection,
  ShareCollection: collection,

  // —— session ——
  Logout: async (ctx) => {
    if (ctx.run === 2) await signIn(ctx, "franquiciado@demo.es", "demo1234");
    return {};
  },
  RequestPasswordReminder: async (ctx) => ({ username: (await factories(ctx.db).createUser({ market: ctx.market })).email }),
  // The link of the reminder mail, as the user opens it from the outbox.
  ChangePassword: async (ctx) => {
    const user = await factories(ctx.db).createUser({ market: ctx.market });
    await ask(ctx, `mutation RunReminder($u: String!) { requestPasswordReminder(input: { username: $u }) { sent } }`, { u: user.email });
    const mail = (await ctx.outbox(ctx.market)).filter((m) => m.to === user.email).at(-1);
    const [, id, time] = /\/changepassword\/([^/]+)\/(\d+)/.exec(mail?.link ?? "") ?? [];
    if (!id) throw new Error(`no reminder mail for ${user.email}`);
    return { id, time: Number(time) };
  },
  // A pending (legal terms) session: a user who has not accepted them signs in.
  AcceptLegalTerms: async (ctx) => (await ownUser(ctx, { legalAccepted: false }), {}),
  RejectLegalTerms: async (ctx) => (await ownUser(ctx, { legalAccepted: false }), {}),
  SelectRestaurant: async (ctx) => ({ site: (await ownUser(ctx)).restaurants[1]!.site }),
  SetLanguage: async (ctx) => (await ownUser(ctx), {}),
  // —— account ——
  SaveAccount: async (ctx) => (await ownUser(ctx), {}),
  SetNotifications: async (ctx) => (await ownUser(ctx), {}),
  SavePerson: async (ctx) => {
    const user = await ownUser(ctx);
    return { email: `person-${unique()}@demo.${ctx.market.toLowerCase()}`, restaurantId: String(user.restaurants[0]!.id) };
  },
  SaveAdminUser: async (ctx) => ({ email: `user-${unique()}@demo.${ctx.market.toLowerCase()}` }),
  LogInAs: async (ctx) => {
    if (ctx.run === 2) await signIn(ctx, "admin@demo.es", "demo1234");
    return { userId: String((await factories(ctx.db).createUser({ market: ctx.market })).id) };
  },
  ReturnToOwnSession: async (ctx) => {
    const user = await factories(ctx.db).createUser({ market: ctx.market });
    await ask(ctx, `mutation RunLogInAs($id: ID!) { logInAs(input: { userId: $id }) { __typename } }`, { id: String(user.id) });
    return {};
  },
  // —— administration ——
  ImportDiagnosticSection: async (ctx) => {
    // the product mix of a new restaurant (the demo restaurants' stays as seeded)
    const restaurant = await factories(ctx.db).createRestaurant({ market: ctx.market });
    const uploaded = await ctx.session.upload("/uploads/admin/import/pmix", await workbook([[restaurant.site, "BEBIDAS", 1, ""]]), "pmix.xlsx");
    if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    return { upload: uploaded.body.path };
  },
  SetMopRequestStatus: async (ctx) => {
    const user = await factories(ctx.db).createUser({ market: ctx.market, restaurants: 1 });
    const request = await factories(ctx.db).createMopRequest({ restaurant: { id: user.restaurants[0]!.id, market: ctx.market }, status: 1 });
    return { id: String(request.id) };
  },
  SaveResource: async (ctx) => ({ sectionId: await sectionIdOf(ctx.db, ctx.market, "campanas"), createKey: `run-${unique()}` }),
  SetResourcesStatus: async (ctx) => ({ id: String((await factories(ctx.db).createResource({ market: ctx.market, section: "campanas" })).id) }),
  DeleteResource: async (ctx) => ({ id: String((await factories(ctx.db).createResource({ market: ctx.market, section: "campanas" })).id) }),
  // A new restaurant, on the next free site code of the 8000s.
  // A new restaurant, on the next free site code of the 8000s.
  SaveRestaurant: async (ctx) => {
    const { next } = await one<{ next: number }>(
      ctx.db,
      "SELECT coalesce(max(substr(site, 3)::int), 8000) + 1 AS next FROM restaurants WHERE market = $1 AND site ~ '^[A-Z]{2}8[0-9]{3}$'",
      [ctx.market],
    );
    const province = await one<{ id: number }>(ctx.db, "SELECT id FROM provinces WHERE market = $1 AND code = '28'", [ctx.market]);
    return { site: `${ctx.market}${next}`, provinceId: String(province.id) };
  },
  DeleteSection: async (ctx) => {
    const saved = await ask<{ saveSection: { id: string } }>(
      ctx,
      `mutation RunSection($input: SaveSectionInput!) { saveSection(input: $input) { id } }`,
      { input: { name: `Run section ${unique()}`, type: 1, position: 0 } },
    );
    return { id: saved.saveSection.id };
  },
  // An existing slider changed with its own image.
  SaveSlider: async (ctx) => {
    const slider = await one<{ id: number; file: string }>(ctx.db, "SELECT id, file FROM sliders WHERE market = $1 ORDER BY id LIMIT 1", [
      ctx.market,
    ]);
    return { id: String(slider.id), file: slider.file };
  },
  MoveSlider: async (ctx) => {
    const slider = await one<{ id: number; priority: number }>(
      ctx.db,
      "SELECT id, priority FROM sliders WHERE market = $1 ORDER BY priority, id LIMIT 1",
      [ctx.market],
    );
    return { id: String(slider.id), priority: slider.priority };
  },
  // A copy of a seeded slider, deleted.
  DeleteSlider: async (ctx) => {
    const [row] = await ctx.db.query<{ id: number }>(
      `INSERT INTO sliders (market, name, file, url, status, priority)
       SELECT market, name || ' (copy)', file, url, 0, (SELECT coalesce(max(priority), 0) + 1 FROM sliders WHERE market = $1)
         FROM sliders WHERE market = $1 ORDER BY id LIMIT 1 RETURNING id`,
      [ctx.market],
    );
    return { id: String(row!.id) };
  },
  DeleteVideo: async (ctx) => {
    const saved = await ask<{ saveVideo: { id: string } }>(ctx, `mutation RunVideo($input: SaveVideoInput!) { saveVideo(input: $input) { id } }`, {
      input: { url: "https://vimeo.com/76979871" },
    });
    return { id: saved.saveVideo.id };
  },
  ChangeOrderStatus: async (ctx) => ({ orderId: String((await orderOf(ctx, "franquiciado@demo.es")).id) }),
  // —— the franchisee's screens ——
  SaveChannels: async (ctx) => {
    const { channels } = await ask<{ channels: Screen }>(ctx, CHANNELS, {});
    return { input: saveInput(channels) };
  },
  SendBriefing: async (ctx) => ({ restaurantId: await restaurantIdOf(ctx.db, ctx.market, "ES0101") }),
  // The diagnostic's saves, on a new franchisee's restaurant (the demo restaurants' diagnostics stay as seeded).
  SaveCompetition: async (ctx) => ({ restaurantId: String((await ownUser(ctx)).restaurants[0]!.id) }),
  AddCustomBrand: async (ctx) => ({ restaurantId: String((await ownUser(ctx)).restaurants[0]!.id) }),
  RemoveCompetitor: async (ctx) => {
    const restaurant = (await ownUser(ctx)).restaurants[0]!;
    const choice = await factories(ctx.db).createCompetitor({ restaurant: { id: restaurant.id, market: ctx.market } });
    return { restaurantId: String(restaurant.id), choiceId: String(choice.id) };
  },
  // A custom brand of the restaurant, chosen as its competitor (the diagnostic's "Borrar" beside it; branch i31-b).
  DeleteCustomBrand: async (ctx) => {
    const restaurant = (await ownUser(ctx)).restaurants[0]!;
    const choice = await factories(ctx.db).createCompetitor({ restaurant: { id: restaurant.id, market: ctx.market } });
    return { restaurantId: String(restaurant.id), brandId: String(choice.brandId) };
  },
  SaveComparison: async (ctx) => {
    const restaurant = (await ownUser(ctx)).restaurants[0]!;
    const choice = await factories(ctx.db).createCompetitor({ restaurant: { id: restaurant.id, market: ctx.market } });
    return { restaurantId: String(restaurant.id), brandId: String(choice.brandId), stars: FULL };
  },
  SaveClusters: async (ctx) => {
    const restaurant = (await ownUser(ctx)).restaurants[0]!;
    const { diagnostic } = await ask<{ diagnostic: { clusters: Array<{ clusterId: string }> } }>(
      ctx,
      `query RunClusters { diagnostic { clusters { clusterId } } }`,
    );
    return {
      restaurantId: String(restaurant.id),
      clusters: diagnostic.clusters.slice(0, 2).map((c, i) => ({ clusterId: c.clusterId, share: i === 0 ? 70 : 30 })),
    };
  },
  SaveDafo: async (ctx) => ({ restaurantId: String((await ownUser(ctx)).restaurants[0]!.id) }),
  SaveMarketingObjectives: async (ctx) => {
    const made = await plan(ctx);
    return { ...made, campanas: await sectionIdOf(ctx.db, ctx.market, "campanas") };
  },
  SaveMarketingStrategies: async (ctx) => ({ ...(await plan(ctx)), desayunos: await sectionIdOf(ctx.db, ctx.market, "desayunos") }),
  AddMarketingAction: plan,
  UpdateMarketingAction: plan,
  DeleteMarketingAction: plan,
  LinkMarketingAction: async (ctx) => {
    const made = await plan(ctx);
    const options = await ask<{ marketingLinkOptions: { resources: Array<{ id: string }> } }>(
      ctx,
      `query RunLinkOptions($restaurantId: ID) { marketingLinkOptions(restaurantId: $restaurantId) { resources { id } } }`,
      { restaurantId: made.restaurantId },
    );
    return { ...made, resourceId: options.marketingLinkOptions.resources[0]!.id };
  },
  // —— ordering ——
  PlaceOrder: async (ctx) => {
    const resource = await one<{ id: number }>(ctx.db, "SELECT id FROM resources WHERE market = $1 AND name = $2", [
      ctx.market,
      "Post redes Doble Burger Bacon",
    ]);
    return {
      restaurantId: await restaurantIdOf(ctx.db, ctx.market, "ES0101"),
      resourceId: String(resource.id),
      billed: Number(await restaurantIdOf(ctx.db, ctx.market, "ES0101")),
      key: `run-${unique()}`,
    };
  },
  // An item of a placed (processing) order, of a resource the wizard orders, changed as its popup sends it.
  UpdateOrderItem: async (ctx) => {
    const resource = await one<{ id: number }>(ctx.db, "SELECT id FROM resources WHERE market = $1 AND name = $2", [
      ctx.market,
      "Post redes Doble Burger Bacon",
    ]);
    const order = await factories(ctx.db).createOrder({
      user: await demoUser(ctx.db, "franquiciado@demo.es"),
      items: [{ resource: resource.id, format: 29, size: "" }],
    });
    return { itemId: String(order.items[0]!.id), resourceId: String(resource.id), billed: Number(order.restaurantId) };
  },
  MarkOrderRead: async (ctx) => ({ orderId: String((await orderOf(ctx, "franquiciado@demo.es")).id) }),
  PostOrderComment: async (ctx) => ({ orderId: String((await orderOf(ctx, "franqueado@demo.pt")).id) }),
  SaveFiscalData: async (ctx) => {
    const user = await ownUser(ctx);
    return { restaurantId: String(user.restaurants[0]!.id) };
  },
  // —— partner ——
  DeletePartnerReport: async (ctx) => {
    const restaurant = await one<{ id: number; site: string }>(ctx.db, "SELECT id, site FROM restaurants WHERE market = $1 ORDER BY site LIMIT 1", [
      ctx.market,
    ]);
    const report = await factories(ctx.db).createPartnerReport({
      restaurant: { id: restaurant.id, market: ctx.market, site: restaurant.site },
      month: "2001-02",
      filename: `${restaurant.site}_run-${unique()}.pdf`.toLowerCase(),
    });
    return { id: String(report.id) };
  },
  DeletePartnerReportMonth: async (ctx) => {
    const restaurant = await one<{ id: number; site: string }>(ctx.db, "SELECT id, site FROM restaurants WHERE market = $1 ORDER BY site LIMIT 1", [
      ctx.market,
    ]);
    await factories(ctx.db).createPartnerReport({
      restaurant: { id: restaurant.id, market: ctx.market, site: restaurant.site },
      month: "2001-03",
      filename: `${restaurant.site}_run-${unique()}.pdf`.toLowerCase(),
    });
    return {};
  },
};

/** Why an answer holds no result: a root field answered null, or a refusal typed in the schema (LoginFailure, LegalTermsRequired). */
export function refusalOf(data: Record<string, unknown> | null | undefined): string | null {
  if (!data) return "no data";
  for (const [field, value] of Object.entries(data)) {
    if (value === null) return `${field}: null`;
    const typename = (value as { __typename?: string }).__typename;
    if (typename && /Failure$|Required$/.test(typename)) return `${field}: ${typename}`;
  }
  return null;
}

/** The budget's variables with every "$name" string replaced by the preparation's value of `name`. */
export function withValues(variables: unknown, values: Json): unknown {
  if (typeof variables === "string" && variables.startsWith("$")) {
    const name = variables.slice(1);
    if (!(name in values)) throw new Error(`the preparation gave no value for ${variables}`);
    return values[name];
  }
  if (Array.isArray(variables)) return variables.map((v) => withValues(v, values));
  if (variables && typeof variables === "object") return Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, withValues(v, values)]));
  return variables;
}

/** Runs an operation's preparation (if it has one) and answers its variables. */
export async function prepareRun(name: string, variables: Json, ctx: RunContext): Promise<Json> {
  const values = (await PREPARE[name]?.(ctx)) ?? {};
  return withValues(variables, values) as Json;
}
