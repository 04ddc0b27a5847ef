import { HOME_REFUSAL_MESSAGES, LIBRARY_LIMITS, currentVideo, videoEmbed, visibleSliders } from "@portal/schema";
import { homeCalls } from "../../legacy/home.js";
import { libraryCalls } from "../../legacy/library.js";
import type { Context } from "../../graphql/context.js";
import { homeCache } from "./home.cache.js";
import { readRefusals } from "../../common/errors.js";
import { visibleResources } from "../library/library.service.js";
import { selectedRestaurant } from "../session/session.service.js";
import { VideoKind, type DiagnosticAlerts, type LocalAction, type Slider, type Video } from "./home.types.js";

/** Sliders, videos and the newest resources are the same for everyone of a market (and language): cached. */
export async function sliders(ctx: Context): Promise<Slider[]> {
  const all = await ctx.cache.get(homeCache.sliders(ctx.market), () => homeCalls.sliders(ctx.upstream));
  return visibleSliders(all, new Date()).map((s) => ({
    id: s.id,
    name: s.name,
    imageUrl: `/files/static/${s.imagePath}`,
    link: s.link,
    priority: s.priority,
  }));
}

export async function video(ctx: Context): Promise<Video | null> {
  return currentVideoOf(await ctx.cache.get(homeCache.videos(ctx.market), () => homeCalls.videos(ctx.upstream)));
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

export async function newestResources(ctx: Context) {
  const newest = await ctx.cache.get(homeCache.newestResources(ctx.market, ctx.language), () =>
    libraryCalls.newest(ctx.upstream, ctx.language, LIBRARY_LIMITS.newestResources),
  );
  // The catalogue's 10 newest, less those of inactive categories (it answers no more than 10).
  return (await visibleResources(ctx, newest)).slice(0, LIBRARY_LIMITS.newestResources);
}

export async function diagnosticAlerts(ctx: Context): Promise<DiagnosticAlerts | null> {
  const restaurant = selectedRestaurant(ctx);
  if (!restaurant) return null;
  const progress = await readRefusals(
    ctx.cache.get(homeCache.diagnosticAlerts(ctx.market, restaurant.id), () => homeCalls.diagnosticAlerts(ctx.upstream, restaurant.id)),
    HOME_REFUSAL_MESSAGES,
  );
  return { ...progress, allDone: progress.competence && progress.comparation && progress.clusters && progress.dafo };
}

export async function localActions(ctx: Context): Promise<LocalAction[]> {
  const restaurant = selectedRestaurant(ctx);
  if (!restaurant) return [];
  return readRefusals(
    ctx.cache.get(homeCache.localActions(ctx.market, restaurant.id), () => homeCalls.localActions(ctx.upstream, restaurant.id)),
    HOME_REFUSAL_MESSAGES,
  );
}
