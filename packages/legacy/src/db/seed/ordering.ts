import { MARKETS, type Market } from "../../market.js";
import { orderNumber } from "../../models/orders.js";
import { insertRows } from "../bulk.js";
import type { Db } from "../db.js";
import { ORDER_STATUSES, PIECE_FORMATS } from "./data/ordering.js";
import { daysFrom, localStamp } from "./dates.js";

interface DemoOrder {
  status: number;
  /** Days before seeding. */
  age: number;
  site: string;
  contact: [name: string, email: string, phone: string];
  /** Wizard items (a format and size) or production budgets (format null, method 4). */
  items: Array<{ format: number | null; size: string; method: 1 | 2 | 4; units?: number; scale?: number; price?: string }>;
  /** PT chat: author e-mail, message, days after the order. */
  chat?: Array<[string, string, number]>;
  /** Whether the franchisee has opened it since its last event. */
  read: boolean;
}

const DEMO: Record<Market, { owner: string; orders: DemoOrder[] }> = {
  ES: {
    owner: "franquiciado@demo.es",
    orders: [
      {
        status: 1,
        age: 1,
        site: "ES0101",
        contact: ["Laura Martín", "franquiciado@demo.es", "600123123"],
        items: [{ format: 1, size: "a1", method: 2, scale: 2 }],
        read: true,
      },
      {
        status: 2,
        age: 6,
        site: "ES0102",
        contact: ["Laura Martín", "franquiciado@demo.es", "600123123"],
        items: [{ format: 5, size: "a5-44", method: 1, price: "3,95 €" }],
        read: true,
      },
      {
        status: 3,
        age: 15,
        site: "ES0101",
        contact: ["Laura Martín", "franquiciado@demo.es", "600123123"],
        items: [
          { format: 3, size: "85x200", method: 2, units: 2 },
          { format: null, size: "", method: 4, scale: 1 },
        ],
        read: false,
      },
      {
        status: 4,
        age: 40,
        site: "ES0105",
        contact: ["Laura Martín", "franquiciado@demo.es", "600123123"],
        items: [{ format: 29, size: "", method: 1 }],
        read: true,
      },
      {
        status: 5,
        age: 70,
        site: "ES0102",
        contact: ["Laura Martín", "franquiciado@demo.es", "600123123"],
        items: [{ format: 9, size: "120x176", method: 2, scale: 3 }],
        read: true,
      },
    ],
  },
  PT: {
    owner: "franqueado@demo.pt",
    orders: [
      {
        status: 1,
        age: 2,
        site: "PT0201",
        contact: ["Rui Almeida", "franqueado@demo.pt", "912345678"],
        items: [{ format: 1, size: "a2", method: 1, price: "2,50 €" }],
        chat: [
          ["franqueado@demo.pt", "Bom dia, precisamos do cartaz antes de sexta-feira. É possível?", 0],
          ["admin@demo.pt", "Bom dia! Sim, enviamos a primeira prova amanhã.", 1],
        ],
        read: false,
      },
      {
        status: 2,
        age: 8,
        site: "PT0202",
        contact: ["Rui Almeida", "franqueado@demo.pt", "912345678"],
        items: [{ format: 17, size: "half", method: 1, price: "1,99 €" }],
        chat: [
          ["admin@demo.pt", "O anúncio está pronto para revisão. Confirma o preço de 1,99 €?", 1],
          ["consultor@demo.pt", "Confirmo o preço, está de acordo com a campanha regional.", 2],
          ["franqueado@demo.pt", "Perfeito, obrigado a ambos.", 2],
        ],
        read: true,
      },
      {
        status: 3,
        age: 20,
        site: "PT0201",
        contact: ["Rui Almeida", "franqueado@demo.pt", "912345678"],
        items: [{ format: 29, size: "", method: 1, price: "4,50 €" }],
        read: true,
      },
      {
        status: 4,
        age: 45,
        site: "PT0207",
        contact: ["Rui Almeida", "franqueado@demo.pt", "912345678"],
        items: [{ format: 6, size: "a6-44", method: 1, price: "0,99 €" }],
        chat: [["admin@demo.pt", "Entregue. Obrigado pela encomenda!", 10]],
        read: true,
      },
      {
        status: 5,
        age: 90,
        site: "PT0202",
        contact: ["Rui Almeida", "franqueado@demo.pt", "912345678"],
        items: [{ format: 2, size: "300x100", method: 1, price: "5 €" }],
        read: true,
      },
    ],
  },
};

const LEGAL: Record<Market, string> = {
  ES: "Precio válido hasta fin de existencias en restaurantes participantes.",
  PT: "Preço válido até esgotar o stock nos restaurantes aderentes.",
};

/** Area `ordering`: the format catalogue, the status table and, per market, believable orders in every status (PT with conversations). */
export async function seedOrdering(db: Db): Promise<void> {
  await insertRows(
    db,
    "piece_formats",
    { id: "int", names: "jsonb", type_code: "text", questions: "text" },
    PIECE_FORMATS.map((f) => ({ id: f.id, names: f.names, type_code: f.type, questions: f.questions.join(",") })),
  );
  await insertRows(
    db,
    "piece_format_sizes",
    { format_id: "int", key: "text", names: "jsonb", custom: "boolean", pos: "int" },
    PIECE_FORMATS.flatMap((f) => f.sizes.map((s, pos) => ({ format_id: f.id, key: s.key, names: s.names, custom: s.custom, pos: pos + 1 }))),
  );
  await insertRows(db, "order_statuses", { id: "int", names: "jsonb" }, ORDER_STATUSES);

  const now = new Date();
  for (const market of MARKETS) {
    const { owner, orders } = DEMO[market];
    const users = new Map(
      (await db.query<{ id: number; email: string }>("SELECT id, email FROM users WHERE market = $1", [market])).map((u) => [u.email, u.id]),
    );
    const sites = new Map(
      (await db.query<{ id: number; site: string }>("SELECT id, site FROM restaurants WHERE market = $1", [market])).map((r) => [r.site, r.id]),
    );
    const resources = await db.query<{ id: number }>(
      "SELECT id FROM resources WHERE market = $1 AND status = 1 AND file IS NOT NULL ORDER BY id LIMIT 5",
      [market],
    );
    if (resources.length === 0) continue;
    const ownerId = users.get(owner)!;
    const agency = users.get(market === "PT" ? "admin@demo.pt" : "admin@demo.es")!;
    for (const [index, order] of orders.entries()) {
      const date = daysFrom(now, -order.age, 10, 30);
      const restaurant = sites.get(order.site)!;
      const [{ id }] = await db.query<{ id: number }>(
        `INSERT INTO orders (market, user_id, restaurant_id, date, status, contact_name, contact_email, contact_phone, idem_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [market, ownerId, restaurant, localStamp(date), order.status, ...order.contact, `seed-${index + 1}`],
      );
      await db.query("UPDATE orders SET number = $1 WHERE id = $2", [orderNumber(market, id), id]);
      await insertRows(
        db,
        "order_items",
        {
          order_id: "int",
          pos: "int",
          resource_id: "int",
          format_id: "int",
          size_key: "text",
          method: "int",
          units: "int",
          units_scale: "int",
          billed: "int",
          shipped: "int",
          params: "jsonb",
          custom: "jsonb",
        },
        order.items.map((item, pos) => ({
          order_id: id,
          pos: pos + 1,
          resource_id: resources[(index + pos) % resources.length].id,
          format_id: item.format,
          size_key: item.size,
          method: item.method,
          units: item.units ?? null,
          units_scale: item.scale ?? 0,
          billed: item.method === 1 && market === "PT" ? -1 : restaurant,
          shipped: item.method === 1 ? -1 : restaurant,
          params: { q1: "no", q2: "yes" },
          custom: item.price
            ? { restaurant: order.site, price: item.price, legal: LEGAL[market], others: market === "PT" ? "Logótipo do restaurante no rodapé" : "" }
            : {},
        })),
      );
      // The history: every status up to the current one (cancelled after pending), a day apart.
      const path = order.status === 5 ? [1, 2, 5] : Array.from({ length: order.status }, (_, i) => i + 1);
      await insertRows(
        db,
        "order_status_log",
        { order_id: "int", status: "int", user_id: "int", date: "timestamp" },
        path.map((status, step) => ({
          order_id: id,
          status,
          user_id: step === 0 ? ownerId : agency,
          date: localStamp(daysFrom(date, step, 10, 30 + step)),
        })),
      );
      const chat = order.chat ?? [];
      await insertRows(
        db,
        "order_comments",
        { order_id: "int", user_id: "int", message: "text", create_date: "timestamp" },
        chat.map(([email, message, day], i) => ({
          order_id: id,
          user_id: users.get(email)!,
          message,
          create_date: localStamp(daysFrom(date, day, 11, i)),
        })),
      );
      const lastEvent = order.read ? localStamp(daysFrom(now, 0, 0, 0)) : localStamp(daysFrom(date, 0, 10, 0));
      await db.query("INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, $3)", [id, ownerId, lastEvent]);
    }
  }
}
