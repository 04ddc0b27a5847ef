import { describe, expect, it } from "vitest";
import { useStack } from "../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const ACCOUNT = /* GraphQL */ `
  query Account($restaurants: AccountRestaurantPageInput!) {
    account(restaurants: $restaurants) {
      user {
        id
        name
        email
        phone
      }
      notifications {
        id
        newFiles
      }
      restaurants {
        items {
          site
        }
        total
        page
        size
        pageCount
      }
    }
  }
`;
const SAVE = `mutation S($input: SaveAccountInput!) { saveAccount(input: $input) { id name phone } }`;
const NOTIFY = `mutation N($input: SetNotificationsInput!) { setNotifications(input: $input) { id newFiles } }`;

describe("the account", () => {
  it("shows the profile, the choices and the restaurants 5 or 10 at a time, by site", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 7 });
    const b = await signIn(user);
    const sites = user.restaurants.map((r) => r.site).sort();
    const first = await b.graphql<{ account: Record<string, unknown> }>(ACCOUNT, { restaurants: {} });
    expect(first.data?.account).toEqual({
      user: { id: String(user.id), name: user.name, email: user.email, phone: null },
      notifications: { id: String(user.id), newFiles: true },
      restaurants: { items: sites.slice(0, 5).map((site) => ({ site })), total: 7, page: 1, size: 5, pageCount: 2 },
    });
    const second = await b.graphql<{ account: { restaurants: unknown } }>(ACCOUNT, { restaurants: { page: 2 } });
    expect(second.data?.account.restaurants).toEqual({ items: sites.slice(5).map((site) => ({ site })), total: 7, page: 2, size: 5, pageCount: 2 });
    const wrong = await b.graphql(ACCOUNT, { restaurants: { size: 20 } });
    expect(wrong.errors?.[0].extensions?.fields).toEqual({ size: "validation.page_size" });
  });

  it("saves the name and phone with the shared rules first, and the next request sees them", async () => {
    const user = await stack.factories.createUser({ market: "PT", restaurants: 1 });
    const b = await signIn(user);
    stack.resetCalls();
    const refused = await b.graphql(SAVE, { input: { name: "  ", phone: "91 abc" } });
    expect(refused.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { name: "validation.required", phone: "validation.phone" } });
    expect(stack.callPaths()).not.toContain("user/update");
    expect((await b.graphql(SAVE, { input: { name: " Rui Sousa ", phone: "912 345 678" } })).data).toEqual({
      saveAccount: { id: String(user.id), name: "Rui Sousa", phone: "912345678" },
    });
    const shell = await b.graphql<{ viewer: { user: { name: string } } }>(`{ viewer { user { name } } }`);
    expect(shell.data?.viewer.user.name).toBe("Rui Sousa");
    expect(await sql("SELECT name, phone FROM users WHERE id = $1", [user.id])).toEqual([{ name: "Rui Sousa", phone: "912345678" }]);
  });

  it("switches the mails about new files, and partners have no account page", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    expect((await b.graphql(NOTIFY, { input: { newFiles: false } })).data).toEqual({ setNotifications: { id: String(user.id), newFiles: false } });
    expect((await b.graphql<{ account: { notifications: unknown } }>(ACCOUNT, { restaurants: {} })).data?.account.notifications).toEqual({
      id: String(user.id),
      newFiles: false,
    });
    const partner = await signIn("ES", "partner@demo.es");
    expect((await partner.graphql(ACCOUNT, { restaurants: {} })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("lets a franchisee keep the people of their restaurants: the shared rules, e-mail in use, others' people refused", async () => {
    const owner = await stack.factories.createUser({ market: "ES", restaurants: 2 });
    const [mine] = owner.restaurants;
    const b = await signIn(owner);
    const other = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const SAVE_PERSON = `mutation P($input: SavePersonInput!) { savePerson(input: $input) { id name email phone type active restaurantIds } }`;
    const person = {
      name: "Nuevo Gerente",
      email: `gerente-${owner.id}@demo.es`,
      phone: "600 111 222",
      password: "secreto1",
      restaurants: [String(mine!.id)],
    };

    stack.resetCalls();
    const refused = await b.graphql(SAVE_PERSON, { input: { ...person, name: " ", email: "otro@gmail.com", phone: "6a", restaurants: [] } });
    expect(refused.errors?.[0].extensions?.fields).toEqual({
      name: "validation.required",
      email: "validation.corporate_email",
      phone: "validation.phone",
      restaurants: "account.error.restaurants",
    });
    const notMine = await b.graphql(SAVE_PERSON, { input: { ...person, restaurants: [String(other.restaurants[0]!.id)] } });
    expect(notMine.errors?.[0].extensions?.fields).toEqual({ restaurants: "account.error.restaurants" });
    expect(stack.callPaths()).not.toContain("user/save");
    const taken = await b.graphql(SAVE_PERSON, { input: { ...person, email: other.email } });
    expect(taken.errors?.[0].extensions?.fields).toEqual({ email: "account.error.user_exists" });

    const created = await b.graphql<{ savePerson: { id: string } }>(SAVE_PERSON, { input: person });
    expect(created.data?.savePerson).toEqual({
      id: expect.any(String),
      name: "Nuevo Gerente",
      email: person.email,
      phone: "600111222",
      type: "MANAGER",
      active: true,
      restaurantIds: [String(mine!.id)],
    });
    // The new manager signs in with the password the franchisee gave (and accepts the legal terms first), a wrong one fails.
    expect((await stack.login("ES", person.email, { password: "secreto1" })).login?.__typename).toBe("LegalTermsRequired");
    expect((await stack.login("ES", person.email, { password: "otro" })).login?.__typename).toBe("LoginFailure");
    const page = await b.graphql<{ myPeople: { items: Array<{ email: string }>; total: number } }>(
      `query L($input: PersonPageInput!) { myPeople(input: $input) { items { email } total } }`,
      { input: {} },
    );
    expect(page.data?.myPeople).toEqual({ items: [{ email: person.email }], total: 1 });
    const strangers = await b.graphql(`query O($id: ID!) { myPerson(id: $id) { id } }`, { id: String(other.id) });
    expect(strangers.data).toEqual({ myPerson: null });
    const managerView = await stack.signIn("ES", "gerente@demo.es");
    expect(
      (await managerView.graphql(`query L($input: PersonPageInput!) { myPeople(input: $input) { total } }`, { input: {} })).errors?.[0].extensions
        ?.code,
    ).toBe("FORBIDDEN");
  });
});
