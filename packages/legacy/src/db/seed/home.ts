import { MARKETS, type Market } from "../../market.js";
import { insertRows } from "../bulk.js";
import type { Db } from "../db.js";
import { once, type SeedFile } from "./catalogue.js";
import { sliderImage } from "./files/art.js";
import { makeMp4 } from "./files/mp4.js";
import { daysFrom, localDay, localStamp } from "./dates.js";

interface SliderSeed {
  name: string;
  file: string;
  url: string | null;
  status: 0 | 1;
  priority: number;
  /** Days from the seed moment; null = open. */
  start: number | null;
  end: number | null;
  colour: readonly [number, number, number];
}

/** Per market: one current, one expired, one inactive, one future (dates relative to seeding). */
const SLIDERS: Record<Market, SliderSeed[]> = {
  ES: [
    {
      name: "Doble Burger Bacon",
      file: "sliders/doble-burger-bacon.png",
      url: "/nacional/hamburguesas",
      status: 1,
      priority: 1,
      start: -20,
      end: 60,
      colour: [218, 41, 28],
    },
    {
      name: "Helados de verano",
      file: "sliders/helados-verano.png",
      url: "/nacional/postres",
      status: 1,
      priority: 2,
      start: -200,
      end: -100,
      colour: [39, 116, 174],
    },
    {
      name: "Fiestas patronales",
      file: "sliders/fiestas-patronales.png",
      url: null,
      status: 0,
      priority: 3,
      start: -10,
      end: 30,
      colour: [38, 132, 84],
    },
    {
      name: "Navidad en familia",
      file: "sliders/navidad.png",
      url: "/nacional/campanas",
      status: 1,
      priority: 4,
      start: 60,
      end: 120,
      colour: [160, 20, 40],
    },
  ],
  PT: [
    {
      name: "Double Burger Bacon",
      file: "sliders/double-burger-bacon.png",
      url: "/nacional/hamburgueres",
      status: 1,
      priority: 1,
      start: -15,
      end: null,
      colour: [218, 41, 28],
    },
    {
      name: "Gelados de verão",
      file: "sliders/gelados-verao.png",
      url: "/nacional/sobremesas",
      status: 1,
      priority: 2,
      start: -210,
      end: -90,
      colour: [39, 116, 174],
    },
    {
      name: "Santos Populares",
      file: "sliders/santos-populares.png",
      url: "/local/santos-populares",
      status: 0,
      priority: 3,
      start: -5,
      end: 25,
      colour: [38, 132, 84],
    },
    {
      name: "Natal em família",
      file: "sliders/natal.png",
      url: "/nacional/campanhas",
      status: 1,
      priority: 4,
      start: 60,
      end: 120,
      colour: [160, 20, 40],
    },
  ],
};

interface VideoSeed {
  url: string;
  status: 0 | 1;
  start: number | null;
  end: number | null;
}

/** Per market a YouTube, a Vimeo and a direct file; exactly one is current (ES: YouTube; PT: the file). */
const VIDEOS: Record<Market, VideoSeed[]> = {
  ES: [
    { url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", status: 1, start: -10, end: 50 },
    { url: "https://vimeo.com/76979871", status: 1, start: -120, end: -60 },
    { url: "videos/navidad.mp4", status: 1, start: 60, end: 120 },
  ],
  PT: [
    { url: "https://youtu.be/aqz-KE-bpKQ", status: 1, start: -150, end: -30 },
    { url: "https://vimeo.com/76979871", status: 0, start: -10, end: 40 },
    { url: "videos/natal.mp4", status: 1, start: -7, end: 53 },
  ],
};

/** Diagnostic checks done per ES restaurant (competence, comparation, clusters, dafo); sites not listed have done none. */
export const DIAGNOSTIC_CHECKS: Record<string, [number, number, number, number]> = {
  ES0101: [1, 1, 1, 1],
  ES0102: [1, 1, 0, 0],
  ES0104: [1, 0, 0, 0],
  ES0105: [1, 1, 1, 0],
  ES0106: [0, 0, 1, 1],
  ES0107: [1, 0, 1, 0],
  ES0108: [1, 1, 0, 1],
  ES0110: [0, 1, 0, 0],
  ES0112: [0, 0, 0, 1],
};

/** Marketing actions of ES restaurants: [site, name, start (days from seeding), length in days, type]. */
const ACTIONS: ReadonlyArray<[string, string, number, number, 1 | 2]> = [
  ["ES0101", "Degustación en las fiestas de San Isidro", -40, 5, 2],
  ["ES0101", "Patrocinio del torneo de baloncesto del barrio", 10, 30, 2],
  ["ES0101", "Buzoneo de flyers de desayunos", 45, 14, 2],
  ["ES0101", "Campaña nacional Doble Burger Bacon", -20, 60, 1],
  ["ES0102", "Visita escolar con taller de nutrición", 7, 1, 2],
  ["ES0102", "Promoción para estudiantes de la universidad", -15, 45, 2],
  ["ES0104", "Stand en la Fira de Santa Llúcia", 20, 18, 2],
  ["ES0104", "Colaboración con el club de fútbol base", -60, 90, 2],
  ["ES0105", "Jornada de puertas abiertas", 30, 1, 2],
  ["ES0107", "Cumpleaños infantiles de temporada", -5, 40, 2],
];

const VIDEO_COLOURS: Record<Market, Array<readonly [number, number, number]>> = {
  ES: [
    [218, 41, 28],
    [255, 199, 44],
    [255, 255, 255],
    [160, 20, 40],
  ],
  PT: [
    [160, 20, 40],
    [255, 255, 255],
    [255, 199, 44],
    [218, 41, 28],
  ],
};

const when = (now: Date, days: number | null) => (days === null ? null : localStamp(daysFrom(now, days, days < 0 ? 9 : 0, 0)));

/** Area `home`: sliders, videos, ES diagnostic progress and marketing actions. */
export async function seedHome(db: Db): Promise<void> {
  const now = new Date();
  await insertRows(
    db,
    "sliders",
    { market: "text", name: "text", file: "text", url: "text", status: "int", priority: "int", start_date: "timestamp", end_date: "timestamp" },
    MARKETS.flatMap((market) => SLIDERS[market].map((s) => ({ ...s, market, start_date: when(now, s.start), end_date: when(now, s.end) }))),
  );
  await insertRows(
    db,
    "videos",
    { market: "text", url: "text", status: "int", start_date: "timestamp", end_date: "timestamp" },
    MARKETS.flatMap((market) => VIDEOS[market].map((v) => ({ ...v, market, start_date: when(now, v.start), end_date: when(now, v.end) }))),
  );
  const progress = Object.entries(DIAGNOSTIC_CHECKS).map(([site, [competence, comparation, clusters, dafo]]) => ({
    site,
    competence,
    comparation,
    clusters,
    dafo,
  }));
  await insertRows(db, "diagnostic_progress", { site: "text", competence: "int", comparation: "int", clusters: "int", dafo: "int" }, progress, {
    select: {
      into: ["restaurant_id", "market", "competence", "comparation", "clusters", "dafo"],
      expression: "r.id, r.market, x.competence, x.comparation, x.clusters, x.dafo",
      from: "JOIN restaurants r ON r.market = 'ES' AND r.site = x.site",
    },
  });
  const actions = ACTIONS.map(([site, name, start, length, type]) => ({
    site,
    name,
    start_date: localDay(daysFrom(now, start)),
    end_date: localDay(daysFrom(now, start + length)),
    type,
  }));
  await insertRows(db, "marketing_actions", { site: "text", name: "text", start_date: "date", end_date: "date", type: "int" }, actions, {
    select: {
      into: ["market", "restaurant_id", "name", "start_date", "end_date", "type"],
      expression: "r.market, r.id, x.name, x.start_date, x.end_date, x.type",
      from: "JOIN restaurants r ON r.market = 'ES' AND r.site = x.site",
    },
  });
}

/** The home's stored files: the 1000x500 slider images and the direct video files. */
export function homeFiles(): SeedFile[] {
  return MARKETS.flatMap((market) => [
    ...SLIDERS[market].map((s, index) => ({ market, path: s.file, bytes: once(() => sliderImage(index, s.colour)) })),
    ...VIDEOS[market]
      .filter((v) => !/^https?:/.test(v.url))
      .map((v) => ({ market, path: v.url, bytes: once(() => makeMp4({ width: 256, height: 144, colours: VIDEO_COLOURS[market] })) })),
  ]);
}
