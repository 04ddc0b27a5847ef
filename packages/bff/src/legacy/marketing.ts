import { FormData } from "undici";
import type { FilePart } from "./form.js";
import type { Language } from "@portal/schema";
import type { Get, Multipart, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** A category as `section/type/{type}` answers it (a section with its active children, recursively). */
interface LegacyCategory {
  id: number;
  name: string;
  type: number;
  childs: LegacyCategory[];
}

interface LegacyObjective {
  id: number;
  resobjective_id: number;
  name: string;
  type: number;
  status: number;
  daypart: { week: string | null; time: string | null } | null;
  comportament: string | null;
  competitor: number | null;
  value: { sales: number | string | null; new: number | string | null } | null;
}

interface LegacyStrategy {
  id: number;
  status: number;
  strategy_name: string | null;
  section_id: number | null;
  section_name: string | null;
  objective_id: number;
  resobjective_id: number;
}

interface LegacyAction {
  id: number;
  name: string;
  complete_name: string | null;
  strategy_id: number | null;
  section_id: number | null;
  start: string;
  end: string;
  type: number;
  status: number;
  year: number;
  row?: number | null;
  category_id?: number | null;
  links?: { resources: Array<{ id: number; name: string }>; orders: Array<{ id: number; number: string }> };
}

/** What a local action may link to (`restaurant/action/links/options`). */
interface LegacyLinkOptions {
  resources: Array<{ id: number; name: string; reference: string | null }>;
  orders: Array<{ id: number; number: string; date: string }>;
}

interface LegacyPlan {
  restaurant_id: number;
  year: number;
  image: string | null;
  image_date: string | null;
  objectives: LegacyObjective[];
  strategies: LegacyStrategy[];
  actions: LegacyAction[];
}

/** A priority option: a national (1) or local (2) category and its children (a national priority's strategies). */
export interface PortalCategory {
  id: string;
  name: string;
  kind: 1 | 2;
  children: Array<{ id: string; name: string }>;
}

/** A chosen priority with its objective. */
export interface PortalObjective {
  categoryId: string;
  planId: string;
  name: string;
  kind: 1 | 2;
  position: number;
  daypart: string | null;
  timeSlot: string | null;
  behaviour: string | null;
  competitorId: string | null;
  sales: number | null;
  newCustomers: number | null;
}

/** A filled strategy slot. */
export interface PortalStrategy {
  id: string;
  slot: number;
  position: number;
  text: string | null;
  optionId: string | null;
  name: string;
}

/** An action of the calendar (days YYYY-MM-DD). */
export interface PortalAction {
  id: string;
  name: string;
  completeName: string;
  strategyId: string | null;
  categoryId: string | null;
  startDate: string;
  endDate: string;
  kind: 1 | 2;
  row: number | null;
  /** Local actions: the library resources and orders it links to. */
  resources: Array<{ id: string; name: string }>;
  orders: Array<{ id: string; number: string }>;
}

export interface PortalPlan {
  coverPath: string | null;
  coverDate: string | null;
  objectives: PortalObjective[];
  strategies: PortalStrategy[];
  localActions: PortalAction[];
}

/** What `restaurant/objectives/update` takes per priority. */
export interface ObjectiveRow {
  id: number;
  status: number;
  daypart: { week: string | null; time: string | null };
  comportament: string | null;
  competitor: number | null;
  value: { sales: number; new: number };
}

/** What `restaurant/strategies/update` takes per slot. */
export type StrategyRow = { status: number; section_id: number } | { status: number; strategy_name: string };

type InLanguage<Path extends string, Call> = { [L in Language as `${Path}?lang=${L}`]: Call };

/** The marketing plan's catalogue paths (packages/legacy/README.md, "Marketing"). */
export interface MarketingPaths extends InLanguage<"section/type/1", Get<LegacyCategory[]>>, InLanguage<"section/type/2", Get<LegacyCategory[]>> {
  "restaurant/marketing": Post<{ restaurant_id: number; year: number; lang: Language }, LegacyPlan>;
  "restaurant/objectives": Post<{ year: number; restaurant_id?: number; lang: Language }, LegacyObjective[]>;
  "restaurant/strategies": Post<{ year: number; restaurant_id?: number; lang: Language }, LegacyStrategy[]>;
  [national: `restaurant/actions/${number}`]: Get<LegacyAction[]>;
  "restaurant/objectives/update": Post<{ restaurant_id: number; tableData: ObjectiveRow[]; year: number; lang: Language }, LegacyObjective[]>;
  "restaurant/strategies/update": Post<{ restaurant_id: number; tableData: StrategyRow[]; year: number; lang: Language }, LegacyStrategy[]>;
  "restaurant/action/add": Post<
    {
      restaurant_id: number;
      year: number;
      lang: Language;
      data: { name: string; strategy_id: number; start_date: string; end_date: string; type: 2; status: 1 };
    },
    LegacyAction
  >;
  "restaurant/action/update": Post<{ data: { id: number; start_date: string; end_date: string } }, LegacyAction>;
  "restaurant/action/delete": Post<{ id: number }, true>;
  "restaurant/action/links/options": Post<{ restaurant_id: number; lang: Language }, LegacyLinkOptions>;
  "restaurant/action/links": Post<{ id: number; resources: number[]; orders: number[] }, LegacyAction>;
  "restaurant/marketing/update": Multipart<{ path: string; size: number; image_date: string | null }>;
}

const orNull = (value: number | string | null | undefined) => (value === null || value === undefined || value === "" ? null : Number(value));
const kindOf = (type: number | string): 1 | 2 => (Number(type) === 1 ? 1 : 2);

function toObjective(o: LegacyObjective): PortalObjective {
  return {
    categoryId: String(o.id),
    planId: String(o.resobjective_id),
    name: o.name,
    kind: kindOf(o.type),
    position: Number(o.status),
    daypart: o.daypart?.week ?? null,
    timeSlot: o.daypart?.time ?? null,
    behaviour: o.comportament ?? null,
    competitorId: o.competitor === null || o.competitor === undefined ? null : String(o.competitor),
    sales: orNull(o.value?.sales),
    newCustomers: orNull(o.value?.new),
  };
}

function toStrategy(s: LegacyStrategy): PortalStrategy {
  return {
    id: String(s.id),
    slot: Number(s.status),
    position: Math.ceil(Number(s.status) / 2),
    text: s.strategy_name ?? null,
    optionId: s.section_id === null || s.section_id === undefined ? null : String(s.section_id),
    name: s.strategy_name ?? s.section_name ?? "",
  };
}

export function toAction(a: LegacyAction): PortalAction {
  return {
    id: String(a.id),
    name: a.name,
    completeName: a.complete_name || a.name,
    strategyId: a.strategy_id === null || a.strategy_id === undefined ? null : String(a.strategy_id),
    categoryId: a.category_id === null || a.category_id === undefined ? null : String(a.category_id),
    startDate: a.start,
    endDate: a.end,
    kind: kindOf(a.type),
    row: a.row === null || a.row === undefined ? null : Number(a.row),
    resources: (a.links?.resources ?? []).map((r) => ({ id: String(r.id), name: r.name })),
    orders: (a.links?.orders ?? []).map((o) => ({ id: String(o.id), number: o.number })),
  };
}

/** Marketing calls of the catalogue (spec 2 §7 "Marketing"). */
export const marketingCalls = {
  /** The national (1) or local (2) categories: the priority options, with their children. */
  async categories(up: Upstream, kind: 1 | 2, language: Language): Promise<PortalCategory[]> {
    const roots = await up.get(kind === 1 ? `section/type/1?lang=${language}` : `section/type/2?lang=${language}`);
    return roots.map((root) => ({
      id: String(root.id),
      name: root.name,
      kind,
      children: (root.childs ?? []).map((child) => ({ id: String(child.id), name: child.name })),
    }));
  },

  /**
   * The restaurant's plan of a year: `restaurant/marketing` answers it whole (cover, priorities, strategies and local
   * actions). `restaurant/objectives` and `restaurant/strategies` (spec 2 §7) answer the same priorities and strategies
   * on their own: asking them too would only make the catalogue read them twice.
   */
  async plan(up: Upstream, restaurantId: string, year: number, language: Language): Promise<PortalPlan> {
    const plan = await up.post("restaurant/marketing", { restaurant_id: Number(restaurantId), year, lang: language });
    return {
      coverPath: plan.image,
      coverDate: plan.image_date,
      objectives: plan.objectives.map(toObjective),
      strategies: plan.strategies.map(toStrategy),
      localActions: plan.actions.map(toAction),
    };
  },

  /** The market's national actions of a year. */
  async nationalActions(up: Upstream, year: number): Promise<PortalAction[]> {
    return (await up.get(`restaurant/actions/${year}`)).map(toAction);
  },

  async saveObjectives(up: Upstream, restaurantId: string, year: number, rows: ObjectiveRow[], language: Language): Promise<PortalObjective[]> {
    return (await up.post("restaurant/objectives/update", { restaurant_id: Number(restaurantId), tableData: rows, year, lang: language })).map(
      toObjective,
    );
  },

  async saveStrategies(up: Upstream, restaurantId: string, year: number, rows: StrategyRow[], language: Language): Promise<PortalStrategy[]> {
    return (await up.post("restaurant/strategies/update", { restaurant_id: Number(restaurantId), tableData: rows, year, lang: language })).map(
      toStrategy,
    );
  },

  async addAction(
    up: Upstream,
    restaurantId: string,
    year: number,
    action: { name: string; strategyId: string; startDate: string; endDate: string },
    language: Language,
  ): Promise<PortalAction> {
    const data = {
      name: action.name,
      strategy_id: Number(action.strategyId),
      start_date: action.startDate,
      end_date: action.endDate,
      type: 2,
      status: 1,
    } as const;
    return toAction(await up.post("restaurant/action/add", { restaurant_id: Number(restaurantId), year, lang: language, data }));
  },

  async updateAction(up: Upstream, id: string, startDate: string, endDate: string): Promise<PortalAction> {
    return toAction(await up.post("restaurant/action/update", { data: { id: Number(id), start_date: startDate, end_date: endDate } }));
  },

  async deleteAction(up: Upstream, id: string): Promise<void> {
    await up.post("restaurant/action/delete", { id: Number(id) });
  },

  /** What a local action may link to: the market's toolkits and best practices, and the restaurant's orders. */
  async linkOptions(up: Upstream, restaurantId: string, language: Language) {
    const options = await up.post("restaurant/action/links/options", { restaurant_id: Number(restaurantId), lang: language });
    return {
      resources: options.resources.map((r) => ({ id: String(r.id), name: r.name, reference: r.reference })),
      orders: options.orders.map((o) => ({ id: String(o.id), number: o.number, date: o.date })),
    };
  },

  /** Replaces a local action's links. */
  async linkAction(up: Upstream, id: string, resourceIds: string[], orderIds: string[]): Promise<PortalAction> {
    return toAction(await up.post("restaurant/action/links", { id: Number(id), resources: resourceIds.map(Number), orders: orderIds.map(Number) }));
  },

  /** Admin (ES): replaces the plan's cover photo (a JPEG); its stored path and size. */
  async uploadCover(up: Upstream, file: FilePart): Promise<{ path: string; size: number }> {
    const form = new FormData();
    form.append("file", file.blob, file.name);
    const stored = await up.upload("restaurant/marketing/update", form);
    return { path: stored.path, size: stored.size };
  },
};
