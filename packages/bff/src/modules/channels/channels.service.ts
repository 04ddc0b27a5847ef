import {
  CHANNELS_MESSAGES,
  CHANNELS_REFUSAL_MESSAGES,
  MOP_PARENT,
  briefingRules,
  channelsSaveRules,
  isChannelsPhone,
  scheduleEntries,
  schedulesFromEntries,
  withMopParent,
  type ScheduleEntry,
  type Schedules,
  type ChannelsSaveForm,
  staticFileUrl,
} from "@portal/schema";
import { badUserInput, readRefusals } from "../../common/errors.js";
import type { Checked } from "../../common/valid-input.js";
import type { Context } from "../../graphql/context.js";
import { channelsCalls, type PortalChannelData, type PortalChannelService } from "../../legacy/channels.js";
import { parseLegacyDate } from "../../legacy/library.js";
import { partnerCalls } from "../../legacy/partner.js";
import { partnerCache } from "../partner/partner.cache.js";
import { restaurantFor } from "../session/session.service.js";
import { channelsCache } from "./channels.cache.js";
import type { ChannelsScreen, MopWindow, SendBriefingInput } from "./channels.types.js";

const catalogue = (ctx: Context) => ctx.cache.get(channelsCache.services(ctx.market), () => channelsCalls.services(ctx.upstream));
const menu = (ctx: Context) => ctx.cache.get(channelsCache.menu(ctx.market), () => channelsCalls.menu(ctx.upstream));

const toWindow = (w: PortalChannelData["mopWindows"][number]): MopWindow => ({
  id: w.id,
  status: w.status,
  start: parseLegacyDate(w.start) ?? new Date(0),
  end: parseLegacyDate(w.end) ?? new Date(0),
  reason: w.reason,
  cancelReason: w.cancelReason,
  requestedAt: parseLegacyDate(w.requestedAt),
  userName: w.userName,
});

/** The screen from the catalogue's answers: services as keys, only the catalogue's active services offered. */
function toScreen(
  data: PortalChannelData,
  services: PortalChannelService[],
  extra: { offersUrl: string; socialPdfPath: string; paidMediaPdfPath: string; reports: ChannelsScreen["reports"]; log: ChannelsScreen["log"] },
): ChannelsScreen {
  const byId = new Map(services.map((s) => [s.id, s]));
  const slugs = (ids: number[]) => ids.map((id) => byId.get(id)?.slug).filter((slug): slug is string => !!slug);
  const active = slugs(data.serviceIds);
  return {
    restaurantId: data.restaurantId,
    site: data.site,
    mode: data.mode,
    region: data.region,
    open: data.open,
    reopeningDate: data.reopeningDate,
    closingMotive: data.closingMotive,
    publicName: data.publicName,
    address: data.address,
    openingDate: data.openingDate,
    phone: data.phone,
    email: data.email,
    companyName: data.companyName,
    taxId: data.taxId,
    fiscalAddress: data.fiscalAddress,
    allday: data.allday,
    delivery: data.delivery,
    cvPublic: data.cvPublic,
    cvTeam: data.cvTeam,
    logDate: parseLegacyDate(data.lastChangeAt),
    logUser: data.lastChangeBy,
    services: services
      .filter((s) => s.active)
      .map((s) => ({
        id: String(s.id),
        status: s.active ? 1 : 0,
        order: s.order,
        slug: s.slug,
        name: s.name,
        icon: s.icon,
        parentSlug: s.parentId === null ? null : (byId.get(s.parentId)?.slug ?? null),
      })),
    activeServices: active,
    schedules: scheduleEntries(data.schedules),
    birthday: data.birthday,
    plans: data.plans.map((p) => ({ ...p, schedules: scheduleEntries(p.schedules), services: slugs(p.serviceIds) })),
    mop: { offered: active.includes(MOP_PARENT), active: data.mopActive, windows: data.mopWindows.map(toWindow) },
    socialPdfUrl: staticFileUrl(extra.socialPdfPath),
    paidMediaPdfUrl: staticFileUrl(extra.paidMediaPdfPath),
    offersUrl: extra.offersUrl,
    reports: extra.reports,
    log: extra.log,
  };
}

/** The reports (kept a while: partner.cache.ts) and the log of a restaurant (the screen's side lists), read beside its channel data. */
async function sideLists(ctx: Context, restaurantId: string) {
  const [reports, log, links] = await Promise.all([
    ctx.cache.get(partnerCache.restaurantReports(ctx.market, restaurantId), () => partnerCalls.restaurantReports(ctx.upstream, restaurantId)),
    channelsCalls.log(ctx.upstream, restaurantId),
    menu(ctx),
  ]);
  return {
    ...links,
    reports: reports.map((r) => ({ id: r.id, month: r.month, url: staticFileUrl(r.path) })),
    log: log.map((l) => ({
      id: l.id,
      userName: l.userName,
      field: l.field,
      oldValue: l.oldValue,
      newValue: l.newValue,
      date: parseLegacyDate(l.date),
    })),
  };
}

/** The channels screen of a restaurant (the one asked, else the selected one): its data, services, MOP windows, reports, links and log. */
export async function channels(ctx: Context, restaurantId?: string | null): Promise<ChannelsScreen> {
  const restaurant = await restaurantFor(ctx, restaurantId);
  const [data, services, side] = await readRefusals(
    Promise.all([channelsCalls.channelData(ctx.upstream, restaurant.id), catalogue(ctx), sideLists(ctx, restaurant.id)]),
    CHANNELS_REFUSAL_MESSAGES,
  );
  return toScreen(data, services, side);
}

/** A save as the shared rules check it (the channels form's shape, written once in packages/schema) and the restaurant it names. */
type SaveForm = ChannelsSaveForm & { restaurantId: string };

type SaveInput = Omit<SaveForm, "schedules" | "plans" | "mopRequests"> & {
  schedules: ScheduleEntry[];
  plans: Array<Omit<SaveForm["plans"][number], "schedules"> & { schedules: ScheduleEntry[] }>;
  mopRequests?: Array<{ start: Date | null; end: Date | null; reason: string }> | null;
};

const pad = (n: number) => String(n).padStart(2, "0");
/** The catalogue's local "YYYY-MM-DD HH:mm" of an instant (empty without one: the rule then asks for it). */
const localStamp = (date: Date | null) =>
  date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}` : "";

/** Schedules of a save from its rows; BAD_USER_INPUT `schedules` for a row of an unknown service or day. */
function schedulesOf(entries: ScheduleEntry[]): Schedules {
  const schedules = schedulesFromEntries(entries);
  if (!schedules) throw badUserInput({ schedules: CHANNELS_MESSAGES.schedules });
  return schedules;
}

/** What `channelsSaveRules` reads of a save: the schedules by service and day, the MOP requests' local stamps. */
export const channelsForm = (input: SaveInput): SaveForm => ({
  ...input,
  schedules: schedulesOf(input.schedules),
  plans: input.plans.map((p) => ({ ...p, schedules: schedulesOf(p.schedules) })),
  mopRequests: (input.mopRequests ?? []).map((r) => ({ start: localStamp(r.start), end: localStamp(r.end), reason: r.reason })),
});
/** The channels rules' context: now (a MOP request starts in the future). */
export const channelsContext = () => ({ now: new Date() });

/**
 * Saves the whole screen of the restaurant it names at once, after the shared rules (the resolver's `@ValidInput`,
 * with `channelsForm`; all or nothing at the catalogue: the new MOP disable requests are stored in the same
 * transaction). Answers the fresh screen.
 */
export async function saveChannels(ctx: Context, input: Checked<SaveInput, typeof channelsSaveRules>): Promise<ChannelsScreen> {
  const restaurant = await restaurantFor(ctx, input.restaurantId);
  const value = input as SaveForm;
  // The screen does not edit cv_public and cv_team: the save sends them as the restaurant has them.
  const [services, stored] = await readRefusals(
    Promise.all([catalogue(ctx), channelsCalls.channelData(ctx.upstream, restaurant.id)]),
    CHANNELS_REFUSAL_MESSAGES,
  );
  const bySlug = new Map(services.filter((s) => s.active).map((s) => [s.slug, s.id]));
  const ids = (slugs: string[], field: string) =>
    withMopParent(slugs).map((slug) => {
      const id = bySlug.get(slug);
      if (id === undefined) throw badUserInput({ [field]: CHANNELS_MESSAGES.noService });
      return id;
    });
  const save = {
    restaurantId: restaurant.id,
    site: restaurant.site,
    region: null,
    publicName: value.publicName,
    address: value.address,
    email: value.email,
    phone: value.phone,
    companyName: value.companyName,
    taxId: value.taxId,
    fiscalAddress: value.fiscalAddress,
    openingDate: value.openingDate,
    open: value.open,
    reopeningDate: value.reopeningDate,
    closingMotive: value.closingMotive,
    schedules: value.schedules,
    delivery: value.delivery,
    allday: value.allday,
    birthday: value.birthday,
    serviceIds: ids(value.services, "services"),
    cvPublic: stored.cvPublic,
    cvTeam: stored.cvTeam,
    mopActive: value.mopActive,
    mopRequests: value.mopRequests,
    plans: value.plans.map((p, index) => ({
      planDate: p.planDate,
      serviceIds: ids(p.services, `plans[${index}].services`),
      schedules: p.schedules,
      delivery: p.delivery,
      allday: p.allday,
      birthday: p.birthday,
    })),
  };
  const data = await readRefusals(channelsCalls.update(ctx.upstream, save), CHANNELS_REFUSAL_MESSAGES);
  return toScreen(data, services, await readRefusals(sideLists(ctx, restaurant.id), CHANNELS_REFUSAL_MESSAGES));
}

/** A paid-campaign briefing (`input` passed `briefingRules`: the resolver's `@ValidInput`): sent only with a type; the budget only for tactical. */
export async function sendBriefing(ctx: Context, input: Checked<SendBriefingInput, typeof briefingRules>): Promise<boolean> {
  const restaurant = await restaurantFor(ctx, input.restaurantId);
  const phone = input.phone.trim();
  // A plain check with the shared predicate: `briefingRules` (the web form's rule too) has no phone field yet.
  if (!isChannelsPhone(phone)) throw badUserInput({ phone: CHANNELS_MESSAGES.phone });
  await readRefusals(
    channelsCalls.briefing(ctx.upstream, {
      type: input.type,
      business: input.business,
      marketing: input.marketing,
      target: input.target,
      date: input.date,
      budget: input.budget ?? null,
      restaurantName: restaurant.name,
      site: restaurant.site,
      phone,
    }),
    CHANNELS_REFUSAL_MESSAGES,
  );
  return true;
}
