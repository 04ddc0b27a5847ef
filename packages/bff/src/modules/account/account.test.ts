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

const USERS = `query U($input: AdminUserPageInput!) { adminUsers(input: $input) { items { id name email type admin active restaurantIds } total page size } }`;
const FORM = `query F($id: ID) { adminUserForm(id: $id) { found user { id name type active restaurantIds } restaurants { id site name } borrowedActions { administratorName action } } }`;
const SAVE_USER = `mutation S($input: SaveAdminUserInput!) { saveAdminUser(input: $input) { id name email phone type admin active restaurantIds } }`;
const VIEWER = `{ viewer { user { id name type } restaurants { id } borrowedBy { name } } }`;
const LOG_IN_AS = `mutation L($input: LogInAsInput!) { logInAs(input: $input) { user { id name } landingPath borrowedBy { name } } }`;
const RETURN = `mutation { returnToOwnSession { user { id name } borrowedBy { name } } }`;

describe("the people administration (full administrators)", () => {
  it("lists every user of the market, 10, 20, 30 or all at a time; restricted administrators and others are refused", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const page = await admin.graphql<{ adminUsers: { items: Array<{ email: string; type: string }>; total: number; size: number } }>(USERS, {
      input: { search: "demo.es", sortBy: "EMAIL" },
    });
    const all = await sql<{ email: string }>("SELECT email FROM users WHERE market = 'ES' ORDER BY email");
    expect(page.data?.adminUsers.total).toBe(all.length);
    expect(page.data?.adminUsers.items.map((u) => u.email)).toEqual(
      all
        .map((u) => u.email)
        .sort((a, b) => a.localeCompare(b))
        .slice(0, 10),
    );
    expect((await admin.graphql(USERS, { input: { size: 50 } })).errors?.[0].extensions?.fields).toEqual({ size: "validation.page_size" });
    expect((await admin.graphql<{ adminUsers: { items: unknown[] } }>(USERS, { input: { search: "PT" } })).data?.adminUsers.items).toEqual([]);
    for (const who of ["restringido@demo.es", "franquiciado@demo.es", "partner@demo.es"]) {
      const other = await signIn("ES", who);
      stack.resetCalls();
      expect((await other.graphql(USERS, { input: {} })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await other.graphql(FORM, {})).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await other.graphql(LOG_IN_AS, { input: { userId: "1" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect(stack.callPaths().filter((p) => p.startsWith("admin/"))).toEqual([]);
    }
  });

  it("creates and changes users with the shared rules first, a new user a franchisee unless chosen otherwise", async () => {
    const admin = await signIn("PT", "admin@demo.pt");
    const form = await admin.graphql<{ adminUserForm: { found: boolean; user: null; restaurants: Array<{ site: string }> } }>(FORM, {});
    const sites = await sql<{ site: string }>("SELECT site FROM restaurants WHERE market = 'PT' ORDER BY site");
    expect(form.data?.adminUserForm).toMatchObject({ found: true, user: null, borrowedActions: [] });
    expect(form.data?.adminUserForm.restaurants.map((r) => r.site)).toEqual(sites.map((r) => r.site));
    expect((await admin.graphql<{ adminUserForm: unknown }>(FORM, { id: "99999" })).data?.adminUserForm).toMatchObject({ found: false, user: null });

    stack.resetCalls();
    const input = { name: " ", email: "x@demo.es", phone: "9a", type: "PARTNER", restaurants: [] };
    expect((await admin.graphql(SAVE_USER, { input })).errors?.[0].extensions?.fields).toEqual({
      name: "validation.required",
      email: "validation.corporate_email",
      phone: "validation.phone",
      type: "account.error.user_type",
    });
    expect(stack.callPaths()).not.toContain("admin/user/save");
    const taken = await admin.graphql(SAVE_USER, { input: { name: "Rui", email: "gerente@demo.pt", type: "CONSULTANT" } });
    expect(taken.errors?.[0].extensions?.fields).toEqual({ email: "account.error.user_exists" });

    const [restaurant] = await sql<{ id: number }>("SELECT id FROM restaurants WHERE market = 'PT' ORDER BY id LIMIT 1");
    const created = await admin.graphql<{ saveAdminUser: { id: string } }>(SAVE_USER, {
      input: { name: "Rita Consultora", email: "rita@demo.pt", type: "CONSULTANT", restaurants: [String(restaurant!.id)], password: "segredo1" },
    });
    expect(created.data?.saveAdminUser).toEqual({
      id: expect.any(String),
      name: "Rita Consultora",
      email: "rita@demo.pt",
      phone: "",
      type: "CONSULTANT",
      admin: false,
      active: true,
      restaurantIds: [String(restaurant!.id)],
    });
    const id = created.data!.saveAdminUser.id;
    const promoted = await admin.graphql<{ saveAdminUser: unknown }>(SAVE_USER, {
      input: { id, name: "Rita", email: "rita@demo.pt", type: "ADMINISTRATOR", restaurants: [] },
    });
    expect(promoted.data?.saveAdminUser).toMatchObject({ type: "ADMINISTRATOR", admin: true, restaurantIds: [] });
    // A partner keeps their own type, which the form does not offer.
    const [partner] = await sql<{ id: number; name: string; email: string }>("SELECT id, name, email FROM users WHERE email = 'parceiro@demo.pt'");
    const kept = await admin.graphql<{ saveAdminUser: unknown }>(SAVE_USER, {
      input: { id: String(partner!.id), name: partner!.name, email: partner!.email, type: "PARTNER" },
    });
    expect(kept.data?.saveAdminUser).toMatchObject({ type: "PARTNER", admin: false });
    // Never your own type or active flag.
    const me = (await admin.graphql<{ viewer: { user: { id: string; name: string } } }>(VIEWER)).data!.viewer.user;
    const self = { id: me.id, name: me.name, email: "admin@demo.pt" };
    expect((await admin.graphql(SAVE_USER, { input: { ...self, type: "FRANCHISEE" } })).errors?.[0].extensions?.fields).toEqual({
      type: "account.error.self",
    });
    expect((await admin.graphql(SAVE_USER, { input: { ...self, type: "ADMINISTRATOR", active: false } })).errors?.[0].extensions?.fields).toEqual({
      active: "account.error.self",
    });
  });

  it("makes a change of a user's type, restaurants or active flag take effect on their next request", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const user = await stack.factories.createUser({ market: "ES", type: "MANAGER", restaurants: 2 });
    const b = await signIn(user);
    const PEOPLE = `query L($input: PersonPageInput!) { myPeople(input: $input) { total } }`;
    expect((await b.graphql(PEOPLE, { input: {} })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await b.graphql<{ viewer: { restaurants: unknown[] } }>(VIEWER)).data?.viewer.restaurants).toHaveLength(2); // remembered for 30 s

    const base = { id: String(user.id), name: user.name, email: user.email };
    await admin.graphql(SAVE_USER, { input: { ...base, type: "FRANCHISEE", restaurants: [String(user.restaurants[0]!.id)] } });
    expect((await b.graphql<{ viewer: unknown }>(VIEWER)).data?.viewer).toMatchObject({
      user: { type: "FRANCHISEE" },
      restaurants: [{ id: String(user.restaurants[0]!.id) }],
    });
    expect((await b.graphql(PEOPLE, { input: {} })).data).toEqual({ myPeople: { total: 0 } });

    await admin.graphql(SAVE_USER, { input: { ...base, type: "FRANCHISEE", active: false } });
    expect((await b.graphql(VIEWER)).data).toEqual({ viewer: null }); // signed out at once
    expect((await b.graphql(PEOPLE, { input: {} })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await stack.login("ES", user.email, { password: user.password })).login).toMatchObject({ reason: "ACCOUNT_INACTIVE" });
  });

  it("logs a full administrator in as a user and back, recording what was done as them with both identities", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const [owner] = await sql<{ id: number; name: string }>("SELECT id, name FROM users WHERE email = 'franquiciado@demo.es'");
    const [adminRow] = await sql<{ id: number; name: string }>("SELECT id, name FROM users WHERE email = 'admin@demo.es'");
    const refused = async (email: string) => {
      const [row] = await sql<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
      return (await admin.graphql(LOG_IN_AS, { input: { userId: String(row!.id) } })).errors?.[0];
    };
    expect((await refused("restringido@demo.es"))?.message).toBe("account.error.borrow_admin");
    expect((await refused("admin@demo.es"))?.message).toBe("account.error.borrow_admin");
    expect((await refused("inactivo@demo.es"))?.message).toBe("account.error.borrow_inactive");
    expect((await refused("nuevo@demo.es"))?.message).toBe("account.error.borrow_legal");

    const borrowed = await admin.graphql<{ logInAs: unknown }>(LOG_IN_AS, { input: { userId: String(owner!.id) } });
    expect(borrowed.data?.logInAs).toEqual({
      user: { id: String(owner!.id), name: owner!.name },
      landingPath: "/",
      borrowedBy: { name: adminRow!.name },
    });
    // Exactly as the franchisee: their people, no administration, and no second log in as.
    expect((await admin.graphql(`query L($input: PersonPageInput!) { myPeople(input: $input) { total } }`, { input: {} })).errors).toBeUndefined();
    expect((await admin.graphql(USERS, { input: {} })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await admin.graphql(NOTIFY, { input: { newFiles: false } })).data).toEqual({
      setNotifications: { id: String(owner!.id), newFiles: false },
    });

    const back = await admin.graphql<{ returnToOwnSession: unknown }>(RETURN);
    expect(back.data?.returnToOwnSession).toEqual({ user: { id: String(adminRow!.id), name: adminRow!.name }, borrowedBy: null });
    expect((await admin.graphql(RETURN)).data?.returnToOwnSession).toEqual({
      user: { id: String(adminRow!.id), name: adminRow!.name },
      borrowedBy: null,
    });
    expect((await admin.graphql<{ adminUsers: { total: number } }>(USERS, { input: {} })).data?.adminUsers.total).toBeGreaterThan(5);

    const recorded = await sql<{ user_id: number; admin_id: number; method: string; path: string }>(
      "SELECT user_id, admin_id, method, path FROM borrowed_actions WHERE user_id = $1 ORDER BY id",
      [owner!.id],
    );
    expect(recorded[0]).toEqual({ user_id: owner!.id, admin_id: adminRow!.id, method: "POST", path: "admin/user/login_as" });
    expect(recorded).toContainEqual({ user_id: owner!.id, admin_id: adminRow!.id, method: "POST", path: "user/notifications" });
    expect(recorded.at(-1)).toEqual({ user_id: owner!.id, admin_id: adminRow!.id, method: "GET", path: "logout" });
    const form = await admin.graphql<{ adminUserForm: { borrowedActions: Array<{ administratorName: string; action: string }> } }>(FORM, {
      id: String(owner!.id),
    });
    expect(form.data?.adminUserForm.borrowedActions[0]).toEqual({ administratorName: adminRow!.name, action: "GET logout" });
    // The borrowed catalogue session is over.
    expect(await sql("SELECT 1 FROM sessions WHERE user_id = $1 AND acting_admin_id IS NOT NULL", [owner!.id])).toEqual([]);
  });
});
