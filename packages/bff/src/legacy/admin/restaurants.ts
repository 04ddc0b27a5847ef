import { parseLegacyDate } from "../library.js";
import type { Get, Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** A restaurant as the admin calls answer it (packages/legacy/README.md, "Admin restaurants"; the README's Restaurant). */
export interface LegacyAdminRestaurant {
  id: number;
  site: string;
  name: string;
  province_id: number | null;
  province_name: string | null;
  cif: string;
  razon: string;
  fiscal_address: string;
  region: number;
  type: number;
  email: string;
  address: string;
  city: string;
  cp: string;
  latitud: string;
  longitud: string;
  active: "0" | "1";
  mop_service: number | null;
  mop_status: number | null;
  etof: number;
  mcauto: number;
  selected: number;
  available: number;
  delivery: string;
  /** The catchment's people by radius ("1km", "3km"). */
  habitants: Record<string, number> | null;
  log_user: string;
  log_date: string | null;
}

/** A province of the market (`provinces`, code 00 "no province" left out by the catalogue). */
export interface LegacyProvince {
  id: number;
  code: string;
  name: string;
  habitants: number;
}

/** The form of `admin/restaurant/save`: the texts and numbers as the catalogue answers them, the flags as 0/1. */
export type LegacyRestaurantForm = Pick<
  LegacyAdminRestaurant,
  "site" | "name" | "cif" | "razon" | "fiscal_address" | "region" | "type" | "email" | "address" | "city" | "cp" | "latitud" | "longitud" | "delivery"
> & {
  id: number;
  province_id: number;
  active: 0 | 1;
  /** ES only: left out in PT. */
  mop_service?: 0 | 1;
  etof: 0 | 1;
  mcauto: 0 | 1;
  selected: 0 | 1;
  available: 0 | 1;
  /** JSON of the catchment's people by radius (`{"1km": 12500, "3km": 98000}`; a radius without a figure left out). */
  habitants: string;
};

/** The admin restaurants' catalogue paths (packages/legacy/README.md, "Admin restaurants"; `provinces` is the session area's). */
export interface AdminRestaurantPaths {
  "admin/restaurants": Get<LegacyAdminRestaurant[]>;
  [restaurant: `admin/restaurant/${number}`]: Get<LegacyAdminRestaurant>;
  "admin/restaurant/save": Post<LegacyRestaurantForm, LegacyAdminRestaurant>;
  provinces: Get<LegacyProvince[]>;
}

/** A restaurant of the admin table and form, in the portal's words. */
export interface PortalAdminRestaurant {
  id: string;
  site: string;
  name: string;
  provinceId: string | null;
  provinceName: string | null;
  taxId: string;
  companyName: string;
  fiscalAddress: string;
  region: number;
  type: number;
  email: string;
  address: string;
  city: string;
  postcode: string;
  latitude: string;
  longitude: string;
  active: boolean;
  delivery: string;
  /** ES only (null in PT). */
  mopService: boolean | null;
  mopStatus: number | null;
  etof: boolean;
  mcauto: boolean;
  selected: boolean;
  available: boolean;
  /** The catchment's people within 1 and 3 km; null: not given. */
  habitants1km: number | null;
  habitants3km: number | null;
  lastChangedBy: string;
  lastChangedAt: Date | null;
}

export interface PortalProvince {
  id: string;
  code: string;
  name: string;
  habitants: number;
}

/**
 * What the BFF saves: the form as the shared rules checked it (`mopService` null: not sent, as in PT): the restaurant as
 * the table reads it, less what only the catalogue writes (the province's name, the MOP status, the last change).
 */
export type RestaurantSave = Omit<PortalAdminRestaurant, "id" | "provinceId" | "provinceName" | "mopStatus" | "lastChangedBy" | "lastChangedAt"> & {
  /** null: a new restaurant. */
  id: string | null;
  provinceId: string;
};

const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);
const numberOrNull = (value: number | null) => (value === null || value === undefined ? null : Number(value));

export function toAdminRestaurant(r: LegacyAdminRestaurant): PortalAdminRestaurant {
  return {
    id: String(r.id),
    site: r.site,
    name: r.name,
    provinceId: r.province_id === null ? null : String(r.province_id),
    provinceName: r.province_name ?? null,
    taxId: r.cif ?? "",
    companyName: r.razon ?? "",
    fiscalAddress: r.fiscal_address ?? "",
    region: Number(r.region),
    type: Number(r.type),
    email: r.email ?? "",
    address: r.address ?? "",
    city: r.city ?? "",
    postcode: r.cp ?? "",
    latitude: r.latitud ?? "",
    longitude: r.longitud ?? "",
    active: String(r.active) === "1",
    delivery: r.delivery,
    mopService: r.mop_service === null || r.mop_service === undefined ? null : Number(r.mop_service) === 1,
    mopStatus: numberOrNull(r.mop_status),
    etof: Number(r.etof) === 1,
    mcauto: Number(r.mcauto) === 1,
    selected: Number(r.selected) === 1,
    available: Number(r.available) === 1,
    habitants1km: numberOrNull(r.habitants?.["1km"] ?? null),
    habitants3km: numberOrNull(r.habitants?.["3km"] ?? null),
    lastChangedBy: r.log_user ?? "",
    lastChangedAt: parseLegacyDate(r.log_date),
  };
}

/** The admin calls on restaurants (full administrators). */
export const adminRestaurantCalls = {
  async list(up: Upstream): Promise<PortalAdminRestaurant[]> {
    return (await up.get("admin/restaurants")).map(toAdminRestaurant);
  },

  async one(up: Upstream, id: string): Promise<PortalAdminRestaurant> {
    return toAdminRestaurant(await up.get(`admin/restaurant/${Number(id)}`));
  },

  async provinces(up: Upstream): Promise<PortalProvince[]> {
    return (await up.get("provinces")).map((p) => ({ id: String(p.id), code: p.code, name: p.name, habitants: Number(p.habitants) }));
  },

  /** Creates (no id) or changes a restaurant; the saved restaurant. */
  async save(up: Upstream, input: RestaurantSave): Promise<PortalAdminRestaurant> {
    const saved = await up.post("admin/restaurant/save", {
      id: input.id === null ? -1 : Number(input.id),
      site: input.site,
      name: input.name,
      province_id: Number(input.provinceId),
      cif: input.taxId,
      razon: input.companyName,
      fiscal_address: input.fiscalAddress,
      region: input.region,
      type: input.type,
      email: input.email,
      address: input.address,
      city: input.city,
      cp: input.postcode,
      latitud: input.latitude,
      longitud: input.longitude,
      active: input.active ? 1 : 0,
      delivery: input.delivery,
      ...(input.mopService === null ? {} : { mop_service: input.mopService ? (1 as const) : (0 as const) }),
      etof: bit(input.etof),
      mcauto: bit(input.mcauto),
      selected: bit(input.selected),
      available: bit(input.available),
      habitants: JSON.stringify({
        ...(input.habitants1km === null ? {} : { "1km": input.habitants1km }),
        ...(input.habitants3km === null ? {} : { "3km": input.habitants3km }),
      }),
    });
    return toAdminRestaurant(saved);
  },
};
