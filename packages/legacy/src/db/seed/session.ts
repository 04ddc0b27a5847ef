import { hashPassword, sha256Hex } from "../../auth/passwords.js";
import { insertRows } from "../bulk.js";
import type { Db } from "../db.js";
import { ES_PROVINCES, PT_PROVINCES, provinceId } from "./data/provinces.js";
import { ES_RESTAURANTS, PT_RESTAURANTS } from "./data/restaurants.js";
import { DEMO_PASSWORD, ES_USERS, PT_USERS } from "./data/users.js";

const LANGUAGES = [
  { market: "ES", id: "CAST", name: "Castellano", fullname: "Castellano (España)", pos: 1 },
  { market: "ES", id: "CAT", name: "Català", fullname: "Català (Catalunya)", pos: 2 },
  { market: "PT", id: "PT", name: "Português", fullname: "Português (Portugal)", pos: 1 },
];

/** Area `session`: provinces, languages, restaurants, users and their restaurants, for ES and PT. */
export async function seedSession(db: Db): Promise<void> {
  const provinces = [
    ...ES_PROVINCES.map((p) => ({ ...p, market: "ES", id: provinceId("ES", p.code) })),
    ...PT_PROVINCES.map((p) => ({ ...p, market: "PT", id: provinceId("PT", p.code) })),
  ];
  await insertRows(db, "provinces", { id: "int", market: "text", code: "text", name: "text", habitants: "int" }, provinces);
  await insertRows(db, "languages", { market: "text", id: "text", name: "text", fullname: "text", pos: "int" }, LANGUAGES);

  const restaurants = [
    ...ES_RESTAURANTS.map((r) => ({ ...r, market: "ES", province_id: provinceId("ES", r.province) })),
    ...PT_RESTAURANTS.map((r) => ({ ...r, market: "PT", province_id: provinceId("PT", r.province) })),
  ].map((r, index) => ({ ...r, ...demoFlags(index) }));
  await insertRows(
    db,
    "restaurants",
    {
      market: "text",
      site: "text",
      name: "text",
      province_id: "int",
      cif: "text",
      razon: "text",
      fiscal_address: "text",
      region: "int",
      type: "int",
      email: "text",
      address: "text",
      city: "text",
      cp: "text",
      latitud: "text",
      longitud: "text",
      active: "text",
      mop_service: "int",
      mop_status: "int",
      etof: "int",
      mcauto: "int",
      selected: "int",
      available: "int",
      delivery: "text",
      habitants: "jsonb",
      log_user: "text",
      log_date: "timestamp",
    },
    restaurants,
  );

  const seeds = [...ES_USERS.map((u) => ({ ...u, market: "ES" })), ...PT_USERS.map((u) => ({ ...u, market: "PT" }))];
  const clientHash = sha256Hex(DEMO_PASSWORD);
  const hashes = await Promise.all(seeds.map(() => hashPassword(clientHash)));
  const users = seeds.map((u, index) => ({
    market: u.market,
    name: u.name,
    email: u.email,
    phone: u.phone,
    password_hash: hashes[index],
    type: u.type,
    admin: u.admin,
    active: u.active,
    legal: u.legal,
    notifications: { newFiles: u.newFiles },
    letter: u.letter,
    favorite: u.favorite === undefined ? u.sites[0] : u.favorite,
  }));
  await insertRows(
    db,
    "users",
    {
      market: "text",
      name: "text",
      email: "text",
      phone: "text",
      password_hash: "text",
      type: "int",
      admin: "int",
      active: "int",
      legal: "int",
      notifications: "jsonb",
      letter: "int",
      favorite: "text",
    },
    users,
    {
      select: {
        into: ["market", "name", "email", "phone", "password_hash", "type", "admin", "active", "legal", "notifications", "letter", "favorite"],
        expression: `x.market, x.name, x.email, x.phone, x.password_hash, x.type, x.admin, x.active, x.legal, x.notifications,
          x.letter, (SELECT r.id FROM restaurants r WHERE r.market = x.market AND r.site = x.favorite)`,
      },
    },
  );

  const links = seeds.flatMap((u) => u.sites.map((site) => ({ market: u.market, email: u.email, site })));
  await insertRows(db, "user_restaurants", { market: "text", email: "text", site: "text" }, links, {
    select: {
      into: ["market", "user_id", "restaurant_id"],
      expression: "x.market, u.id, r.id",
      from: `JOIN users u ON u.market = x.market AND u.email = x.email
             JOIN restaurants r ON r.market = x.market AND r.site = x.site`,
    },
  });
}

/** The demo restaurants' `selected` and `available` flags: every third one selected, every fifth one unavailable. */
export function demoFlags(index: number): { selected: 0 | 1; available: 0 | 1 } {
  return { selected: index % 3 === 0 ? 1 : 0, available: index % 5 === 4 ? 0 : 1 };
}
