import { MARKETS, type Market } from "../../market.js";
import { insertRows } from "../bulk.js";
import type { Db } from "../db.js";
import { once, type SeedFile } from "./catalogue.js";
import { makePdf } from "./files/pdf.js";
import { daysFrom, localDay, localStamp } from "./dates.js";

/** The services catalogue: slug, name per market, icon, status, parent slug (the `mop_` ones hang under mop_service). */
const SERVICES: Array<{ slug: string; names: Record<Market, string>; img: string; status: 0 | 1; parent?: string }> = [
  { slug: "restaurant", names: { ES: "Restaurante", PT: "Restaurante" }, img: "restaurant", status: 1 },
  { slug: "delivery", names: { ES: "Entrega a domicilio", PT: "Entrega ao domicílio" }, img: "delivery", status: 1 },
  { slug: "mcauto", names: { ES: "McAuto", PT: "McDrive" }, img: "mcauto", status: 1 },
  { slug: "mcexpress", names: { ES: "McExpress", PT: "McExpress" }, img: "mcexpress", status: 1 },
  { slug: "takeaway", names: { ES: "Para llevar", PT: "Take-away" }, img: "takeaway", status: 1 },
  { slug: "birthday", names: { ES: "Cumpleaños", PT: "Aniversários" }, img: "birthday", status: 1 },
  { slug: "mop_service", names: { ES: "Mi pedido", PT: "O meu pedido" }, img: "mop", status: 1 },
  { slug: "mop_counter", names: { ES: "Mi pedido en mostrador", PT: "O meu pedido ao balcão" }, img: "counter", status: 1, parent: "mop_service" },
  { slug: "mop_table", names: { ES: "Mi pedido a la mesa", PT: "O meu pedido à mesa" }, img: "table", status: 1, parent: "mop_service" },
  {
    slug: "mop_curbside",
    names: { ES: "Mi pedido en el aparcamiento", PT: "O meu pedido no parque" },
    img: "curbside",
    status: 1,
    parent: "mop_service",
  },
  { slug: "kiosk", names: { ES: "Quiosco de pedidos", PT: "Quiosque de pedidos" }, img: "kiosk", status: 0 },
];

const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "festive"] as const;
const week = (start: string, end: string, weekend?: [string, string]) =>
  Object.fromEntries(
    WEEK.map((day) => [
      day,
      weekend && (day === "saturday" || day === "sunday" || day === "festive") ? { start: weekend[0], end: weekend[1] } : { start, end },
    ]),
  );

interface ChannelSeed {
  site: string;
  services: string[];
  /** Days from seeding of a temporary closure's reopening, and its motive. */
  closed?: [days: number, motive: 1 | 2 | 3];
  phone: string;
  opening: string;
  delivery: string;
  allday: string;
  birthday?: Record<string, string | number>;
  /** Planned changes: days from seeding, services, restaurant hours. */
  plans?: Array<{ days: number; services: string[]; hours: [string, string] }>;
}

const BIRTHDAY_ES = {
  book_online: 1,
  bank_account: "ES91 2100 0418 4502 0005 1332",
  bizum: "600123123",
  contact_phone: "600123123",
  contact_mail: "cumples.granvia@demo.es",
  name: "Restauración Gran Vía S.L.",
  cif: "B84512367",
  fiscal_address: "Calle de Alcalá 120, 28009 Madrid",
};

const CHANNELS: Record<Market, ChannelSeed[]> = {
  ES: [
    {
      site: "ES0101",
      services: ["restaurant", "delivery", "mcauto", "takeaway", "birthday", "mop_service", "mop_counter", "mop_table"],
      phone: "915 123 456",
      opening: "2009-05-14",
      delivery: "Glovo de 12:00 a 00:00 todos los días",
      allday: "weekend",
      birthday: BIRTHDAY_ES,
    },
    {
      site: "ES0102",
      services: ["restaurant", "takeaway", "mop_service", "mop_counter"],
      phone: "914 555 010",
      opening: "2012-09-01",
      delivery: "",
      allday: "all",
      plans: [{ days: 6, services: ["restaurant", "takeaway", "mcexpress"], hours: ["08:00", "23:30"] }],
    },
    {
      site: "ES0105",
      services: ["restaurant", "mcauto"],
      closed: [25, 1],
      phone: "",
      opening: "2015-03-20",
      delivery: "",
      allday: "",
    },
  ],
  PT: [
    {
      site: "PT0201",
      services: ["restaurant", "delivery", "mcauto", "takeaway", "birthday", "mop_service", "mop_counter"],
      phone: "213 456 789",
      opening: "2011-06-02",
      delivery: "Uber Eats das 11:00 às 00:00",
      allday: "all",
      birthday: {
        ...BIRTHDAY_ES,
        bank_account: "PT50 0002 0123 1234 5678 9015 4",
        bizum: "",
        contact_mail: "aniversarios@demo.pt",
        contact_phone: "912345678",
      },
    },
    {
      site: "PT0202",
      services: ["restaurant", "takeaway"],
      phone: "226 000 111",
      opening: "2016-11-10",
      delivery: "",
      allday: "vespers",
      plans: [{ days: 8, services: ["restaurant", "takeaway", "mop_counter"], hours: ["09:00", "22:00"] }],
    },
    {
      site: "PT0207",
      services: ["restaurant"],
      closed: [40, 2],
      phone: "",
      opening: "",
      delivery: "",
      allday: "",
    },
  ],
};

const schedulesOf = (services: string[], hours: [string, string] = ["09:00", "23:00"]) => ({
  restaurant: week(hours[0], hours[1], ["10:00", "00:00"]),
  ...(services.includes("mcauto") ? { mcauto: week("00:00", "00:00") } : {}),
  ...(services.includes("takeaway") ? { takeaway: week(hours[0], hours[1]) } : {}),
  ...(services.includes("mcexpress") ? { mcexpress: week("07:30", "11:00", ["", ""]) } : {}),
});

const REASON: Record<Market, string[]> = {
  ES: [
    "Obras en la cocina durante toda la mañana: el equipo no puede preparar pedidos de Mi pedido a tiempo.",
    "Inventario anual del almacén con el equipo reducido; preferimos no aceptar pedidos desde la aplicación.",
    "Corte de suministro eléctrico anunciado por la compañía para la revisión del transformador del centro.",
    "Formación de todo el equipo de sala en el nuevo sistema de cocina durante la tarde del sábado.",
  ],
  PT: [
    "Obras na cozinha durante toda a manhã: a equipa não consegue preparar os pedidos da aplicação a tempo.",
    "Inventário anual do armazém com a equipa reduzida; preferimos não aceitar pedidos feitos pela aplicação.",
    "Corte de energia anunciado pela companhia para a revisão do posto de transformação do centro comercial.",
    "Formação de toda a equipa de sala no novo sistema de cozinha durante a tarde de sábado.",
  ],
};
const CANCEL: Record<Market, string> = {
  ES: "La fecha coincide con la campaña nacional y el servicio debe seguir activo.",
  PT: "A data coincide com a campanha nacional e o serviço tem de continuar ativo.",
};
/** MOP requests of the demo restaurants: one per status plus a past confirmed one (days from seeding, hours). */
const MOP: Record<Market, { site: string; owner: string }> = {
  ES: { site: "ES0101", owner: "franquiciado@demo.es" },
  PT: { site: "PT0201", owner: "franqueado@demo.pt" },
};

const GUIDES: Record<Market, Record<"social" | "paid", { title: string; subtitle: string; paragraphs: string[] }>> = {
  ES: {
    social: {
      title: "Guía de redes sociales",
      subtitle: "Cómo publicar las novedades de tu restaurante",
      paragraphs: [
        "Publica dos veces por semana como mínimo: novedades de la carta, horarios especiales y eventos del restaurante.",
        "Usa siempre las fotos oficiales de producto de la biblioteca y responde a los comentarios en menos de 24 horas.",
      ],
    },
    paid: {
      title: "Medios de pago",
      subtitle: "Campañas locales en redes sociales y buscadores",
      paragraphs: [
        "Las campañas tácticas promocionan una oferta concreta del restaurante durante dos a cuatro semanas.",
        "Envía un briefing con el objetivo, el público y el presupuesto: el equipo de marketing prepara la propuesta.",
      ],
    },
  },
  PT: {
    social: {
      title: "Guia de redes sociais",
      subtitle: "Como publicar as novidades do seu restaurante",
      paragraphs: [
        "Publique pelo menos duas vezes por semana: novidades do menu, horários especiais e eventos do restaurante.",
        "Use sempre as fotografias oficiais de produto da biblioteca e responda aos comentários em menos de 24 horas.",
      ],
    },
    paid: {
      title: "Meios pagos",
      subtitle: "Campanhas locais em redes sociais e motores de busca",
      paragraphs: [
        "As campanhas táticas promovem uma oferta concreta do restaurante durante duas a quatro semanas.",
        "Envie um briefing com o objetivo, o público e o orçamento: a equipa de marketing prepara a proposta.",
      ],
    },
  },
};

/** The social-networks guide (`rrss/social-media.pdf`, the Social networks section's PDF) and the paid-media guide of each market. */
export function channelsFiles(): SeedFile[] {
  return MARKETS.flatMap((market) => [
    {
      market,
      path: "rrss/social-media.pdf",
      bytes: once(() => makePdf({ ...GUIDES[market].social, colour: market === "PT" ? [39, 116, 174] : undefined })),
    },
    { market, path: "rrss/paid-media.pdf", bytes: once(() => makePdf({ ...GUIDES[market].paid, colour: [38, 132, 84] })) },
  ]);
}

/** The columns of a service row. */
const SERVICE_COLUMNS = { market: "text", slug: "text", name: "text", img: "text", status: "int", ord: "int" };

/** Services, channel data, planned changes, a modification log and MOP requests in every status, in both markets. */
export async function seedChannels(db: Db): Promise<void> {
  const now = new Date();
  for (const market of MARKETS) {
    const row = (s: (typeof SERVICES)[number]) => ({
      market,
      slug: s.slug,
      name: s.names[market],
      img: s.img,
      status: s.status,
      ord: SERVICES.indexOf(s) + 1,
      parent: s.parent,
    });
    // The parents first, then the `mop_` children, which find their parent by slug.
    await insertRows(db, "channel_services", SERVICE_COLUMNS, SERVICES.filter((s) => !s.parent).map(row));
    await insertRows(db, "channel_services", { ...SERVICE_COLUMNS, parent: "text" }, SERVICES.filter((s) => s.parent).map(row), {
      select: {
        into: ["market", "slug", "name", "img", "status", "ord", "parent_id"],
        expression: "x.market, x.slug, x.name, x.img, x.status, x.ord, p.id",
        from: "JOIN channel_services p ON p.market = x.market AND p.slug = x.parent",
      },
    });
    const ids = new Map(
      (await db.query<{ id: number; slug: string }>("SELECT id, slug FROM channel_services WHERE market = $1", [market])).map((s) => [s.slug, s.id]),
    );
    const serviceIds = (slugs: string[]) => slugs.map((slug) => ids.get(slug)!);
    for (const seed of CHANNELS[market]) {
      const [restaurant] = await db.query<{ id: number; name: string }>("SELECT id, name FROM restaurants WHERE market = $1 AND site = $2", [
        market,
        seed.site,
      ]);
      await db.query(
        `INSERT INTO restaurant_channels (restaurant_id, open, reopening_date, opening_motive, name, phone, opening_date, cv_public, cv_team,
                                          schedules, delivery, allday, birthday_data, log_user, log_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          restaurant.id,
          seed.closed ? 0 : 1,
          seed.closed ? localDay(daysFrom(now, seed.closed[0])) : null,
          seed.closed ? seed.closed[1] : null,
          restaurant.name,
          seed.phone,
          seed.opening || null,
          "",
          "",
          JSON.stringify(schedulesOf(seed.services)),
          seed.delivery,
          seed.allday,
          JSON.stringify(seed.birthday ?? {}),
          MOP[market].owner,
          localStamp(daysFrom(now, -12, 11, 30)),
        ],
      );
      await db.query("INSERT INTO restaurant_services (restaurant_id, service_id) SELECT $1, unnest($2::int[])", [
        restaurant.id,
        serviceIds(seed.services),
      ]);
      for (const plan of seed.plans ?? [])
        await db.query(
          `INSERT INTO channel_plans (restaurant_id, plan_date, services, schedules, delivery, allday, birthday_data, log_user)
           VALUES ($1, $2, $3, $4, $5, $6, '{}', $7)`,
          [
            restaurant.id,
            localDay(daysFrom(now, plan.days)),
            JSON.stringify(
              serviceIds([...plan.services, ...(plan.services.some((s) => s.startsWith("mop_")) ? ["mop_service"] : [])]).sort((a, b) => a - b),
            ),
            JSON.stringify(schedulesOf(plan.services, plan.hours)),
            seed.delivery,
            seed.allday,
            MOP[market].owner,
          ],
        );
      await db.query(
        `INSERT INTO channel_log (market, restaurant_id, user_id, user_name, field, old_value, new_value, date)
         SELECT $1, $2, u.id, u.name, x.field, x.old_value, x.new_value, x.date::timestamp
           FROM (VALUES ('phone', '', $4::text, $5::text), ('allday', '', $6::text, $7::text)) AS x(field, old_value, new_value, date)
           LEFT JOIN users u ON u.market = $1 AND u.email = $3`,
        [
          market,
          restaurant.id,
          MOP[market].owner,
          seed.phone,
          localStamp(daysFrom(now, -30, 10, 5)),
          seed.allday,
          localStamp(daysFrom(now, -12, 11, 30)),
        ],
      );
    }
    const { site, owner } = MOP[market];
    const at = (days: number, hours: number) => localStamp(daysFrom(now, days, hours));
    await insertRows(
      db,
      "mop_requests",
      {
        market: "text",
        site: "text",
        owner: "text",
        start_date: "timestamp",
        end_date: "timestamp",
        value: "text",
        cancel: "text",
        status: "int",
        log_date: "timestamp",
      },
      [
        { start_date: at(4, 9), end_date: at(4, 13), value: REASON[market][0], cancel: "", status: 1, log_date: at(-1, 10) },
        { start_date: at(9, 16), end_date: at(9, 20), value: REASON[market][1], cancel: "", status: 2, log_date: at(-3, 12) },
        { start_date: at(12, 10), end_date: at(12, 22), value: REASON[market][2], cancel: CANCEL[market], status: 3, log_date: at(-5, 9) },
        { start_date: at(-20, 15), end_date: at(-20, 19), value: REASON[market][3], cancel: "", status: 2, log_date: at(-25, 17) },
      ].map((r) => ({ ...r, market, site, owner })),
      {
        select: {
          into: ["market", "restaurant_id", "user_id", "start_date", "end_date", "value", "cancel", "status", "log_date"],
          expression: "x.market, r.id, u.id, x.start_date, x.end_date, x.value, x.cancel, x.status, x.log_date",
          from: "JOIN restaurants r ON r.market = x.market AND r.site = x.site LEFT JOIN users u ON u.market = x.market AND u.email = x.owner",
        },
      },
    );
  }
}
