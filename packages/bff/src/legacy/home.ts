import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";
import { parseLegacyDate } from "./library.js";

/** A slider as the catalogue answers it (README "Shapes"; `start_date`, `end_date`: "YYYY-MM-DD HH:mm:ss" or null), for the home and the admin. */
export interface LegacySlider {
  id: number;
  name: string;
  file: string;
  url: string | null;
  status: number | string;
  priority: number;
  start_date: string | null;
  end_date: string | null;
}

/** A video as the catalogue answers it (`start_date`, `end_date`: "YYYY-MM-DD HH:mm:ss" or null). */
export interface LegacyVideo {
  id: number;
  url: string;
  status: number | string;
  start_date: string | null;
  end_date: string | null;
}

interface LegacyAction {
  id: number;
  name: string;
  start: string;
  end: string;
  type: number;
}

export interface PortalSlider {
  id: string;
  name: string;
  imagePath: string;
  link: string | null;
  active: boolean;
  priority: number;
  startDate: Date | null;
  endDate: Date | null;
}

export interface PortalVideo {
  id: string;
  url: string;
  active: boolean;
  startDate: Date | null;
  endDate: Date | null;
}

export interface PortalLocalAction {
  id: string;
  name: string;
  startDate: Date | null;
  endDate: Date | null;
}

export interface DiagnosticProgress {
  competence: boolean;
  comparation: boolean;
  clusters: boolean;
  dafo: boolean;
}

/** A check of the diagnostic: done (1) or not (0). */
type Done = number | string | boolean;

/** The home's catalogue paths (packages/legacy/README.md, "Home"). */
export interface HomePaths {
  sliders: Get<LegacySlider[]>;
  videos: Get<LegacyVideo[]>;
  "diagnostic/alerts": Post<{ restaurant_id: string }, { competence: Done; comparation: Done; clusters: Done; dafo: Done }>;
  actions: Post<{ restaurant_id: string }, LegacyAction[]>;
}

/** Home calls of the catalogue (packages/legacy/README.md, "Home"). */
export const homeCalls = {
  async sliders(up: Upstream): Promise<PortalSlider[]> {
    return (await up.get("sliders")).map((s) => ({
      id: String(s.id),
      name: s.name,
      imagePath: s.file,
      link: s.url || null,
      active: Number(s.status) === 1,
      priority: Number(s.priority),
      startDate: parseLegacyDate(s.start_date),
      endDate: parseLegacyDate(s.end_date),
    }));
  },

  async videos(up: Upstream): Promise<PortalVideo[]> {
    return (await up.get("videos")).map((v) => ({
      id: String(v.id),
      url: v.url,
      active: Number(v.status) === 1,
      startDate: parseLegacyDate(v.start_date),
      endDate: parseLegacyDate(v.end_date),
    }));
  },

  /** ES: which of the four diagnostic checks the restaurant has done (spec 2 §7 diagnostic/alerts). */
  async diagnosticAlerts(up: Upstream, restaurantId: string): Promise<DiagnosticProgress> {
    const data = await up.post("diagnostic/alerts", { restaurant_id: restaurantId });
    const done = (key: keyof typeof data) => Number(data[key]) === 1 || data[key] === true;
    return { competence: done("competence"), comparation: done("comparation"), clusters: done("clusters"), dafo: done("dafo") };
  },

  /** ES: the restaurant's local marketing actions (spec 2 §7 actions). */
  async localActions(up: Upstream, restaurantId: string): Promise<PortalLocalAction[]> {
    return (await up.post("actions", { restaurant_id: restaurantId })).map((a) => ({
      id: String(a.id),
      name: a.name,
      startDate: parseLegacyDate(a.start),
      endDate: parseLegacyDate(a.end),
    }));
  },
};
