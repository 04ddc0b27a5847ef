import { screenFields, type ChannelsScreenFields } from "@portal/schema";

/*
 * What the channels tests (and those of areas that meet the screen's saves, e.g. the admin's MOP requests) send: the
 * screen's query and save, and a complete save input built from a screen as it was read.
 */

const SCHEDULES = "{ service day start end allDay }";
const BIRTHDAY = "{ bookOnline bankAccount bizum contactPhone contactMail name taxId fiscalAddress }";
const SCREEN = `
  restaurantId site mode region open reopeningDate closingMotive publicName address openingDate phone email companyName taxId fiscalAddress
  allday delivery services { slug name icon parentSlug } activeServices schedules ${SCHEDULES} birthday ${BIRTHDAY}
  plans { id planDate services schedules ${SCHEDULES} delivery allday birthday ${BIRTHDAY} }
  mop { offered active windows { id status start end reason cancelReason userName } }
  socialPdfUrl paidMediaPdfUrl offersUrl reports { id month url } log { userName field oldValue newValue date }
`;
export const CHANNELS = `query Channels($restaurantId: ID) { channels(restaurantId: $restaurantId) { ${SCREEN} } }`;
export const SAVE = `mutation Save($input: SaveChannelsInput!) { saveChannels(input: $input) { ${SCREEN} } }`;

export type Screen = Record<string, unknown> &
  ChannelsScreenFields & {
    restaurantId: string;
    socialPdfUrl: string;
    paidMediaPdfUrl: string;
    reports: Array<{ id: string; month: string; url: string }>;
    activeServices: string[];
    plans: Array<{ planDate: string; services: string[] }>;
    mop: { offered: boolean; active: boolean; windows: Array<{ id: string; status: string }> };
    log: Array<{ userName: string; field: string; oldValue: string; newValue: string }>;
    services: Array<{ slug: string; parentSlug: string | null }>;
  };

/** A complete save of `screen` with `changes`. */
export function saveInput(screen: Screen, changes: Record<string, unknown> = {}) {
  const strip = <T>(value: T): T => JSON.parse(JSON.stringify(value, (key, v) => (key === "__typename" ? undefined : v))) as T;
  return {
    restaurantId: screen.restaurantId,
    ...screenFields(screen),
    services: screen.activeServices,
    schedules: strip(screen.schedules),
    birthday: strip(screen.birthday),
    plans: (screen.plans as Array<Record<string, unknown>>).map(({ id: _id, ...plan }) => strip(plan)),
    mopActive: screen.mop.active,
    ...changes,
  };
}
