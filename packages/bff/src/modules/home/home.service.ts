import { HOME_REFUSAL_MESSAGES, LIBRARY_LIMITS, currentVideo, videoEmbed, visibleSliders } from "@portal/schema";
import { homeCalls } from "../../legacy/home.js";
import { libraryCalls } from "../../legacy/library.js";
import type { Context } from "../../graphql/context.js";
import { withValue, type MaybePromise } from "../../common/maybe-promise.js";
import { readRefusals } from "../../common/errors.js";
import { visibleResources } from "../library/library.service.js";
import { selectedRestaurant } from "../session/session.service.js";
import { VideoKind, type DiagnosticAlerts, type LocalAction, type Slider, type Video } from "./home.types.js";

/** Sliders, videos and the newest resources are the same for everyone of a market (and language): cached (as values once there). */
export function sliders(ctx: Context): MaybePromise<Slider[]> {
  return withValue(
    ctx.cache.getNow(`sliders:${ctx.market}`, () => homeCalls.sliders(ctx.upstream)),
    (all) =>
      visibleSliders(all, new Date()).map((s) => ({
        id: s.id,
        name: s.name,
        imageUrl: `/files/static/${s.imagePath}`,
        link: s.link,
        priority: s.priority,
      })),
  );
}

export function video(ctx: Context): MaybePromise<Video | null> {
  return withValue(
    ctx.cache.getNow(`videos:${ctx.market}`, () => homeCalls.videos(ctx.upstream)),
    currentVideoOf,
  );
}

function currentVideoOf(all: Awaited<ReturnType<typeof homeCalls.videos>>): Video | null {
  const current = currentVideo(all, new Date());
  if (!current) return null;
  const embed = videoEmbed(current.url);
  const url = embed.kind === "file" && !/^https?:/.test(current.url) ? `/files/static/${current.url.replace(/^\/+/, "")}` : current.url;
  return {
    id: current.id,
    url,
    kind: embed.kind === "youtube" ? VideoKind.YOUTUBE : embed.kind === "vimeo" ? VideoKind.VIMEO : VideoKind.FILE,
    embedId: embed.kind === "file" ? null : embed.id,
    startDate: current.startDate,
    endDate: current.endDate,
  };
}

export function newestResources(ctx: Context) {
  const newest = ctx.cache.getNow(`newest:${ctx.market}:${ctx.language}`, () =>
    libraryCalls.newest(ctx.upstream, ctx.language, LIBRARY_LIMITS.newestResources),
  );
  return withValue(newest, (resources) => visibleResources(ctx, resources).slice(0, LIBRARY_LIMITS.newestResources));
}

/**
 * A restaurant's diagnostic progress and local actions are read by everyone working on it and change
 * only when its diagnostic or marketing plan is saved: cached briefly, under `restaurant:{market}:{id}:`
 * (the prefix those saves invalidate).
 */
export const RESTAURANT_DATA_TTL_MS = 30_000;

function restaurantKey(ctx: Context, restaurantId: string, part: string) {
  return `restaurant:${ctx.market}:${restaurantId}:${part}`;
}

export async function diagnosticAlerts(ctx: Context): Promise<DiagnosticAlerts | null> {
  const restaurant = selectedRestaurant(ctx);
  if (!restaurant) return null;
  const progress = await readRefusals(
    ctx.cache.get(restaurantKey(ctx, restaurant.id, "alerts"), () => homeCalls.diagnosticAlerts(ctx.upstream, restaurant.id), RESTAURANT_DATA_TTL_MS),
    HOME_REFUSAL_MESSAGES,
  );
  return { ...progress, allDone: progress.competence && progress.comparation && progress.clusters && progress.dafo };
}

export async function localActions(ctx: Context): Promise<LocalAction[]> {
  const restaurant = selectedRestaurant(ctx);
  if (!restaurant) return [];
  return readRefusals(
    ctx.cache.get(restaurantKey(ctx, restaurant.id, "actions"), () => homeCalls.localActions(ctx.upstream, restaurant.id), RESTAURANT_DATA_TTL_MS),
    HOME_REFUSAL_MESSAGES,
  );
}
