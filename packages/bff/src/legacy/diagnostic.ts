import type { Language } from "@portal/schema";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

type Num = number | string;
type MaybeNum = Num | null;

interface LegacyChosenBrand {
  id: number;
  brand_id: number;
  name: string;
  type: Num;
  status: Num;
  custom: Num;
}
interface LegacyBrand {
  brand_id: number;
  name: string;
  type: Num;
  custom: Num;
}
type LegacyStars = Record<"service" | "relation" | "innovation" | "ambient" | "promotion", MaybeNum>;
type LegacyComparedBrand = LegacyStars & { brand_id: number; name: string; type: Num };
interface LegacyComparison {
  mcd: LegacyStars;
  rest1: LegacyComparedBrand | null;
  rest2: LegacyComparedBrand | null;
  rest3: LegacyComparedBrand | null;
}
type LegacyIntensity = Record<"type0" | "type1" | "type2" | "type3" | "type4" | "type5", MaybeNum>;
interface LegacyMoment {
  name: string;
  sales: MaybeNum;
  gcs: MaybeNum;
}
interface LegacyPmix {
  type: string;
  description: string | null;
  value: MaybeNum;
}
interface LegacyEnvironment {
  population: { province: string | null; province_habitants: MaybeNum; habitants_1km: MaybeNum; habitants_3km: MaybeNum } | null;
  clusters: Array<{ id: number; code: string; share: MaybeNum; chosen: boolean | Num }>;
  dafo: Record<"strengths" | "weaknesses" | "opportunities" | "threats", string>;
}
type LegacyJsonStars = Partial<Record<keyof LegacyStars, number | null>>;

/** The diagnostic's catalogue paths (packages/legacy/README.md, "Diagnostic"; spec 2 §7). */
export interface DiagnosticPaths {
  "restaurant/competence": Post<{ restaurant_id: string }, LegacyChosenBrand[]>;
  competence: Post<{ restaurant_id: string }, LegacyBrand[]>;
  "restaurant/competence/data": Post<{ restaurant_id: string }, LegacyIntensity>;
  "restaurant/comparation": Post<{ restaurant_id: string }, LegacyComparison>;
  "restaurant/sales": Post<{ id: string }, LegacyMoment[]>;
  "restaurant/cluster": Post<{ restaurant_id: string }, LegacyEnvironment>;
  "restaurant/consume": Post<{ id: string }, Record<string, Record<string, MaybeNum>>>;
  [moments: `restaurant/moments/${number}`]: Get<LegacyMoment[]>;
  [pmix: `restaurant/pmix/${number}`]: Get<LegacyPmix[]>;
  "diagnostic/descriptions": Post<{ lang: Language }, Array<{ section: string; description: string }>>;
  "restaurant/competence/add": Post<{ name: string; type: string; restaurant_id: string }, LegacyBrand>;
  "restaurant/competence/update": Post<{ restaurant_id: string; competence: number[]; intensity: Record<string, number | ""> }, LegacyChosenBrand[]>;
  [remove: `restaurant/competence/remove/${number}`]: Get<boolean>;
  "restaurant/competence/custom/remove": Post<{ brand_id: number; restaurant_id: string }, boolean>;
  "restaurant/comparation/update": Post<
    {
      restaurant_id: string;
      mcd: LegacyJsonStars;
      rest1: (LegacyJsonStars & { brand_id: number }) | "";
      rest2: (LegacyJsonStars & { brand_id: number }) | "";
      rest3: (LegacyJsonStars & { brand_id: number }) | "";
    },
    LegacyComparison
  >;
  "restaurant/cluster/update": Post<{ restaurant_id: string; clusters: Array<{ id: number; share: number }> }, Array<{ id: number; share: number }>>;
  "restaurant/dafo/update": Post<
    { restaurant_id: string; strengths: string; weaknesses: string; opportunities: string; threats: string },
    LegacyEnvironment["dafo"]
  >;
}

const num = (value: MaybeNum | undefined): number | null => (value === null || value === undefined || value === "" ? null : Number(value));

export interface PortalStars {
  service: number | null;
  relation: number | null;
  innovation: number | null;
  ambient: number | null;
  promotion: number | null;
}
export interface PortalBrand {
  id: string;
  name: string;
  type: number;
  custom: boolean;
}
export interface PortalChosenBrand extends PortalBrand {
  /** The id of the choice (what removing takes). */
  choiceId: string;
  compared: boolean;
}
export interface PortalComparedBrand {
  brand: PortalBrand;
  stars: PortalStars;
}
export interface PortalComparison {
  own: PortalStars;
  competitors: PortalComparedBrand[];
}
export interface PortalMoment {
  name: string;
  sales: number | null;
  guests: number | null;
}
export interface PortalPmix {
  type: string;
  description: string | null;
  value: number | null;
}
export interface PortalConsumption {
  restaurant: Record<number, number> | null;
  national: Record<number, number>;
}
export interface PortalEnvironment {
  population: { province: string | null; provinceHabitants: number | null; habitants1km: number | null; habitants3km: number | null };
  clusters: Array<{ id: string; code: string; chosen: boolean; share: number | null }>;
  dafo: { strengths: string; weaknesses: string; opportunities: string; threats: string };
}

const starsOf = (row: Partial<LegacyStars> | null | undefined): PortalStars => ({
  service: num(row?.service),
  relation: num(row?.relation),
  innovation: num(row?.innovation),
  ambient: num(row?.ambient),
  promotion: num(row?.promotion),
});
const brandOf = (row: LegacyBrand): PortalBrand => ({
  id: String(row.brand_id),
  name: row.name,
  type: Number(row.type),
  custom: Number(row.custom) === 1,
});
const chosenOf = (row: LegacyChosenBrand): PortalChosenBrand => ({ ...brandOf(row), choiceId: String(row.id), compared: Number(row.status) === 2 });
const comparisonOf = (data: LegacyComparison): PortalComparison => ({
  own: starsOf(data.mcd),
  competitors: [data.rest1, data.rest2, data.rest3]
    .filter((row): row is LegacyComparedBrand => row !== null && row !== undefined)
    .map((row) => ({ brand: brandOf({ ...row, custom: 0 }), stars: starsOf(row) })),
});
const momentsOf = (rows: LegacyMoment[]): PortalMoment[] => rows.map((row) => ({ name: row.name, sales: num(row.sales), guests: num(row.gcs) }));
const seriesOf = (values: Record<string, MaybeNum> | undefined): Record<number, number> =>
  Object.fromEntries(
    Object.entries(values ?? {})
      .filter(([, value]) => num(value) !== null)
      .map(([index, value]) => [Number(index), Number(value)]),
  );
const jsonStars = (stars: PortalStars): LegacyJsonStars => ({ ...stars });

/** Diagnostic calls of the catalogue, in the portal's words. */
export const diagnosticCalls = {
  async chosenBrands(up: Upstream, restaurantId: string): Promise<PortalChosenBrand[]> {
    return (await up.post("restaurant/competence", { restaurant_id: restaurantId })).map(chosenOf);
  },
  async brandCatalogue(up: Upstream, restaurantId: string): Promise<PortalBrand[]> {
    return (await up.post("competence", { restaurant_id: restaurantId })).map(brandOf);
  },
  /** Intensity per category 0..5 (index = category): 1..3 or null. */
  async intensity(up: Upstream, restaurantId: string): Promise<Array<number | null>> {
    const data = await up.post("restaurant/competence/data", { restaurant_id: restaurantId });
    return [0, 1, 2, 3, 4, 5].map((type) => num(data[`type${type}` as keyof LegacyIntensity]));
  },
  async comparison(up: Upstream, restaurantId: string): Promise<PortalComparison> {
    return comparisonOf(await up.post("restaurant/comparation", { restaurant_id: restaurantId }));
  },
  /** Monday–Thursday. */
  async weekMoments(up: Upstream, restaurantId: string): Promise<PortalMoment[]> {
    return momentsOf(await up.post("restaurant/sales", { id: restaurantId }));
  },
  /** Friday–Sunday. */
  async weekendMoments(up: Upstream, restaurantId: string): Promise<PortalMoment[]> {
    return momentsOf(await up.get(`restaurant/moments/${Number(restaurantId)}`));
  },
  async productMix(up: Upstream, restaurantId: string): Promise<PortalPmix[]> {
    return (await up.get(`restaurant/pmix/${Number(restaurantId)}`)).map((row) => ({
      type: row.type,
      description: row.description || null,
      value: num(row.value),
    }));
  },
  async consumption(up: Upstream, restaurantId: string): Promise<PortalConsumption> {
    const data = await up.post("restaurant/consume", { id: restaurantId });
    const own = data[restaurantId];
    return { restaurant: own && Object.keys(own).length > 0 ? seriesOf(own) : null, national: seriesOf(data.nacional) };
  },
  async environment(up: Upstream, restaurantId: string): Promise<PortalEnvironment> {
    const data = await up.post("restaurant/cluster", { restaurant_id: restaurantId });
    return {
      population: {
        province: data.population?.province ?? null,
        provinceHabitants: num(data.population?.province_habitants),
        habitants1km: num(data.population?.habitants_1km),
        habitants3km: num(data.population?.habitants_3km),
      },
      clusters: data.clusters.map((c) => ({
        id: String(c.id),
        code: c.code,
        chosen: c.chosen === true || Number(c.chosen) === 1,
        share: num(c.share),
      })),
      dafo: { strengths: data.dafo.strengths, weaknesses: data.dafo.weaknesses, opportunities: data.dafo.opportunities, threats: data.dafo.threats },
    };
  },
  /** Section key → description. */
  /** Each section's description in `lang` (its own text, else the market's first language's). */
  async descriptions(up: Upstream, lang: Language): Promise<Record<string, string>> {
    return Object.fromEntries((await up.post("diagnostic/descriptions", { lang })).map((row) => [row.section, row.description]));
  },
  async addBrand(up: Upstream, restaurantId: string, name: string, type: number): Promise<PortalBrand> {
    return brandOf(await up.post("restaurant/competence/add", { name, type: String(type), restaurant_id: restaurantId }));
  },
  async saveCompetition(up: Upstream, restaurantId: string, brandIds: string[], intensity: Array<number | null>): Promise<PortalChosenBrand[]> {
    const rows = await up.post("restaurant/competence/update", {
      restaurant_id: restaurantId,
      competence: brandIds.map(Number),
      intensity: Object.fromEntries(intensity.map((value, type) => [`type${type}`, value ?? ""])),
    });
    return rows.map(chosenOf);
  },
  async removeBrand(up: Upstream, choiceId: string): Promise<void> {
    await up.get(`restaurant/competence/remove/${Number(choiceId)}`);
  },
  /** Deletes a custom brand the restaurant created (with its choice and comparison row). */
  async deleteCustomBrand(up: Upstream, restaurantId: string, brandId: string): Promise<void> {
    await up.post("restaurant/competence/custom/remove", { brand_id: Number(brandId), restaurant_id: restaurantId });
  },
  async saveComparison(up: Upstream, restaurantId: string, own: PortalStars, competitors: Array<{ brandId: string; stars: PortalStars }>) {
    const rest = (i: number) => (competitors[i] ? { brand_id: Number(competitors[i].brandId), ...jsonStars(competitors[i].stars) } : ("" as const));
    return comparisonOf(
      await up.post("restaurant/comparation/update", {
        restaurant_id: restaurantId,
        mcd: jsonStars(own),
        rest1: rest(0),
        rest2: rest(1),
        rest3: rest(2),
      }),
    );
  },
  async saveClusters(up: Upstream, restaurantId: string, clusters: Array<{ clusterId: string; share: number }>): Promise<void> {
    await up.post("restaurant/cluster/update", {
      restaurant_id: restaurantId,
      clusters: clusters.map((c) => ({ id: Number(c.clusterId), share: c.share })),
    });
  },
  async saveDafo(up: Upstream, restaurantId: string, dafo: PortalEnvironment["dafo"]): Promise<PortalEnvironment["dafo"]> {
    return up.post("restaurant/dafo/update", { restaurant_id: restaurantId, ...dafo });
  },
};
