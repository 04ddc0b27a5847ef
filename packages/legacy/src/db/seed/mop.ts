import type { Market } from "../../market.js";
import type { Db } from "../db.js";
import { daysFrom, localStamp } from "./dates.js";

interface MopSeed {
  site: string;
  user: string;
  status: 1 | 2 | 3;
  /** Days from seeding: when it was asked, when the window starts, how many days it lasts. */
  asked: number;
  start: number;
  days: number;
  reason: string;
  cancel?: string;
}

/** Per market: requests in every status (pending, confirmed, canceled), dates relative to seeding. */
const REQUESTS: Record<Market, MopSeed[]> = {
  ES: [
    {
      site: "ES0101",
      user: "franquiciado@demo.es",
      status: 1,
      asked: -1,
      start: 5,
      days: 2,
      reason: "Obras en la zona de cocina: no podremos preparar pedidos de Mi Pedido durante dos días.",
    },
    {
      site: "ES0102",
      user: "franquiciado@demo.es",
      status: 1,
      asked: -2,
      start: 9,
      days: 1,
      reason: "Inventario anual del restaurante: cerramos el servicio de pedidos anticipados toda la jornada.",
    },
    {
      site: "ES0105",
      user: "franquiciado@demo.es",
      status: 2,
      asked: -10,
      start: -3,
      days: 1,
      reason: "Formación de todo el equipo de sala con el nuevo sistema de quioscos durante la mañana.",
    },
    {
      site: "ES0106",
      user: "gerente@demo.es",
      status: 2,
      asked: -20,
      start: 12,
      days: 3,
      reason: "Renovación del mobiliario del comedor y de la zona de recogida de pedidos en mostrador.",
    },
    {
      site: "ES0107",
      user: "gerente@demo.es",
      status: 3,
      asked: -15,
      start: -8,
      days: 2,
      reason: "Cambio de la instalación eléctrica de la cocina que obliga a parar los pedidos anticipados.",
      cancel: "La obra se ha aplazado al mes que viene: el servicio sigue activo.",
    },
  ],
  PT: [
    {
      site: "PT0202",
      user: "franqueado@demo.pt",
      status: 1,
      asked: -1,
      start: 6,
      days: 1,
      reason: "Obras na cozinha: não conseguiremos preparar os pedidos antecipados durante um dia inteiro.",
    },
    {
      site: "PT0204",
      user: "franqueado@demo.pt",
      status: 2,
      asked: -12,
      start: -4,
      days: 2,
      reason: "Formação de toda a equipa com o novo sistema de quiosques durante a manhã e a tarde.",
    },
    {
      site: "PT0206",
      user: "gerente@demo.pt",
      status: 3,
      asked: -18,
      start: -9,
      days: 1,
      reason: "Inventário anual do restaurante: fechamos o serviço de pedidos antecipados todo o dia.",
      cancel: "O inventário foi feito fora do horário de abertura.",
    },
  ],
};

/** MOP disable requests in every status for both markets; both markets' auto-confirm switches start off. */
export async function seedMop(db: Db): Promise<void> {
  const now = new Date();
  for (const [market, requests] of Object.entries(REQUESTS) as Array<[Market, MopSeed[]]>) {
    await db.query("INSERT INTO mop_settings (market, auto_confirm) VALUES ($1, 0) ON CONFLICT (market) DO NOTHING", [market]);
    for (const request of requests) {
      const start = daysFrom(now, request.start, 9);
      const end = daysFrom(now, request.start + request.days, 23, 59);
      await db.query(
        `INSERT INTO mop_requests (market, restaurant_id, user_id, start_date, end_date, value, cancel, status, log_date)
         SELECT $1, r.id, u.id, $4, $5, $6, $7, $8, $9
           FROM restaurants r LEFT JOIN users u ON u.market = $1 AND lower(u.email) = $3
          WHERE r.market = $1 AND r.site = $2`,
        [
          market,
          request.site,
          request.user,
          localStamp(start),
          localStamp(end),
          request.reason,
          request.cancel ?? "",
          request.status,
          localStamp(daysFrom(now, request.asked, 11, 15)),
        ],
      );
    }
  }
}
