import { HOME_REFUSAL_MESSAGES, LIBRARY_LIMITS, currentVideo, videoEmbed, visibleSliders, staticFileUrl } from "@portal/schema";
import { homeCalls } from "../../legacy/home.js";
import { libraryCalls } from "../../legacy/library.js";
import type { Context } from "../../graphql/context.js";
import { homeCache } from "./home.cache.js";
import { readRefusals } from "../../common/errors.js";
import { visibleResources } from "../library/library.service.js";
import { restaurantFor, selectedRestaurant } from "../session/session.service.js";
import { VideoKind, type DiagnosticAlerts, type LocalAction, type Slider, type Video } from "./home.types.js";

/** Sliders, videos and the newest resources are the same for everyone of a market (and language): cached. */
export async function sliders(ctx: Context): Promise<Slider[]> {
  const all = await ctx.cache.get(homeCache.sliders(ctx.market), () => homeCalls.sliders(ctx.upstream));
  return visibleSliders(all, new Date()).map((s) => ({
    id: s.id,
    name: s.name,
    imageUrl: staticFileUrl(s.imagePath),
    link: s.link,
    priority: s.priority,
  }));
}

/** The video of the moment, unless the user chose "show later" for it in this session. */
export async function video(ctx: Context): Promise<Video | null> {
  const current = currentVideoOf(await ctx.cache.get(homeCache.videos(ctx.market), () => homeCalls.videos(ctx.upstream)));
  return current && !ctx.session.videosLater.includes(current.id) ? current : null;
}

/** "Show later" (spec 1 §4): the session no longer offers the video's pop-up, whatever page or tab loads the home. */
export function showVideoLater(ctx: Context, videoId: string): boolean {
  ctx.session.showVideoLater(videoId);
  return true;
}

function currentVideoOf(all: Awaited<ReturnType<typeof homeCalls.videos>>): Video | null {
  const current = currentVideo(all, new Date());
  if (!current) return null;
  const embed = videoEmbed(current.url);
  const url = embed.kind === "file" && !/^https?:/.test(current.url) ? staticFileUrl(current.url) : current.url;
  return {
    id: current.id,
    url,
    kind: embed.kind === "youtube" ? VideoKind.YOUTUBE : embed.kind === "vimeo" ? VideoKind.VIMEO : VideoKind.FILE,
    embedId: embed.kind === "file" ? null : embed.id,
    startDate: current.startDate,
    endDate: current.endDate,
  };
}

/** Pages of the catalogue's newest read at most, looking for 10 visible ones (each page cached). */
const NEWEST_MAX_PAGES = 5;

/**
 * The 10 newest resources the caller sees: the catalogue answers 10 a page, and one in an inactive category is
 * not shown, so the next page is read until 10 are found (or the catalogue has no more).
 */
export async function newestResources(ctx: Context) {
  const size = LIBRARY_LIMITS.newestResources;
  const shown: Awaited<ReturnType<typeof visibleResources>> = [];
  for (let page = 0; page < NEWEST_MAX_PAGES && shown.length < size; page++) {
    const newest = await ctx.cache.get(homeCache.newestResources(ctx.market, ctx.language, page), () =>
      libraryCalls.newest(ctx.upstream, ctx.language, size, page * size),
    );
    shown.push(...(await visibleResources(ctx, newest)));
    if (newest.length < size) break;
  }
  return shown.slice(0, size);
}

/**
 * The restaurant of the home's own boxes: the one asked for (checked to be the user's unless it is the session's
 * selection, known without a catalogue call), else the selection; null without one.
 */
async function homeRestaurant(ctx: Context, requested: string | null): Promise<{ id: string } | null> {
  const selected = selectedRestaurant(ctx);
  if (requested === null || requested === selected?.id) return selected;
  return restaurantFor(ctx, requested);
}

export async function diagnosticAlerts(ctx: Context, requested: string | null = null): Promise<DiagnosticAlerts | null> {
  const restaurant = await homeRestaurant(ctx, requested);
  if (!restaurant) return null;
  const progress = await readRefusals(
    ctx.cache.get(homeCache.diagnosticAlerts(ctx.market, restaurant.id), () => homeCalls.diagnosticAlerts(ctx.upstream, restaurant.id)),
    HOME_REFUSAL_MESSAGES,
  );
  return { ...progress, allDone: progress.competence && progress.comparation && progress.clusters && progress.dafo };
}

export async function localActions(ctx: Context, requested: string | null = null): Promise<LocalAction[]> {
  const restaurant = await homeRestaurant(ctx, requested);
  if (!restaurant) return [];
  return readRefusals(
    ctx.cache.get(homeCache.localActions(ctx.market, restaurant.id), () => homeCalls.localActions(ctx.upstream, restaurant.id)),
    HOME_REFUSAL_MESSAGES,
  );
}
