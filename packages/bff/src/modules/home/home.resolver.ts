import { Authorized, Ctx, FieldResolver, Query, Resolver } from "type-graphql";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { Resource } from "../library/library.types.js";
import * as service from "./home.service.js";
import { DiagnosticAlerts, Home, LocalAction, Slider, Video } from "./home.types.js";

@Resolver(() => Home)
export class HomeResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => Home, { description: "The home page of the selected restaurant, in one request." })
  home(): Home {
    return new Home();
  }

  @FieldResolver(() => [Slider], { description: "Banners: active, within their dates, by priority." })
  sliders(@Ctx() ctx: Context): Promise<Slider[]> {
    return service.sliders(ctx);
  }

  @FieldResolver(() => Video, { nullable: true, description: "The advertising video of the moment, if any." })
  video(@Ctx() ctx: Context): Promise<Video | null> {
    return service.video(ctx);
  }

  @FieldResolver(() => [Resource], { description: "The newest resources in the session's language, at most 10." })
  newestResources(@Ctx() ctx: Context) {
    return service.newestResources(ctx);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @FieldResolver(() => DiagnosticAlerts, {
    nullable: true,
    description: "ES only (FORBIDDEN in PT; ask with @include): the diagnostic checks of the selected restaurant; null without a restaurant.",
  })
  diagnosticAlerts(@Ctx() ctx: Context): Promise<DiagnosticAlerts | null> {
    return service.diagnosticAlerts(ctx);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @FieldResolver(() => [LocalAction], {
    nullable: true,
    description: "ES only (FORBIDDEN in PT; ask with @include): local actions of the selected restaurant.",
  })
  localActions(@Ctx() ctx: Context): Promise<LocalAction[]> {
    return service.localActions(ctx);
  }
}
