import { describe, expect, it } from "vitest";
import { useStack } from "../../test/use-stack.js";

const stack = useStack();
const { signIn } = stack;

const SELECT = `mutation($site: String!) { selectRestaurant(input: { site: $site }) { selectedRestaurant { site } } }`;
const VIEWER_SITES = `{ viewer { restaurants { site } selectedRestaurant { site } } }`;
const CUSTOM_RESOURCE = `mutation { requestCustomResource(input: { topic: "Carteles de verano" }) { sent } }`;
const ALERTS = `{ home { diagnosticAlerts { allDone } } }`;

type Sites = { viewer: { restaurants: Array<{ site: string }>; selectedRestaurant: { site: string } | null } };

describe("the selected restaurant (requireRestaurant and the session's refusals)", () => {
  it("refuses choosing a restaurant unlinked since the session's last check, with the session's message key", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "FRANCHISEE", restaurants: 2 });
    const b = await signIn(user);
    const [first, second] = user.restaurants;
    await stack.factories.unlinkRestaurant({ user, restaurant: second }); // as an administrator would while the user has the portal open

    const refused = await b.graphql(SELECT, { site: second.site });
    expect(refused.errors?.map((e) => ({ message: e.message, extensions: e.extensions }))).toEqual([
      { message: "restaurant.error.not_available", extensions: { code: "UPSTREAM_REJECTED", reason: "restaurant" } },
    ]);
    // The refusal dropped the remembered check: the next viewer asks the catalogue and no longer lists it.
    const after = await b.graphql<Sites>(VIEWER_SITES);
    expect(after.data?.viewer).toEqual({ restaurants: [{ site: first.site }], selectedRestaurant: { site: first.site } });
    // Asked again, the BFF's own check refuses it before any catalogue call.
    const again = await b.graphql(SELECT, { site: second.site });
    expect(again.errors?.map((e) => ({ message: e.message, extensions: e.extensions }))).toEqual([
      { message: "restaurant.error.not_available", extensions: { code: "FORBIDDEN" } },
    ]);
  });

  it("refuses a form for the selected restaurant when the user has none: FORBIDDEN restaurant.error.none", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "FRANCHISEE", restaurants: 0 });
    const b = await signIn(user);
    const refused = await b.graphql(CUSTOM_RESOURCE);
    expect(refused.errors?.map((e) => ({ message: e.message, path: e.path, extensions: e.extensions }))).toEqual([
      { message: "restaurant.error.none", path: ["requestCustomResource"], extensions: { code: "FORBIDDEN" } },
    ]);
    expect(stack.callPaths().filter((path) => path.includes("custom"))).toEqual([]);
  });

  it("reads the home's refusal of a restaurant the user lost with the home's mapping", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
    const b = await signIn(user);
    expect((await b.graphql<Sites>(VIEWER_SITES)).data?.viewer.selectedRestaurant).toEqual({ site: user.restaurants[0].site });
    await stack.factories.unlinkRestaurant({ user, restaurant: user.restaurants[0] });

    const home = await b.graphql(ALERTS);
    expect(home.errors?.map((e) => ({ message: e.message, path: e.path, extensions: e.extensions }))).toEqual([
      {
        message: "restaurant.error.not_available",
        path: ["home", "diagnosticAlerts"],
        extensions: { code: "UPSTREAM_REJECTED", reason: "restaurant" },
      },
    ]);
  });
});
