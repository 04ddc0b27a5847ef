import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver } from "type-graphql";
import { Parent } from "../../common/parent.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { Resource } from "../library/library.types.js";
import * as service from "./home.service.js";
import { DiagnosticAlerts, Home, LocalAction, ShowVideoLaterInput, Slider, Video } from "./home.types.js";

@Resolver(() => Home)
export class HomeResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => Home, { description: "The home page of a restaurant, in one request. The web asks for the restaurant it shows." })
  home(
    @Arg("restaurantId", () => ID, {
      nullable: true,
      description:
        "One of the user's restaurants (FORBIDDEN restaurant.error.not_available otherwise, on its alerts and actions); default the selected one.",
    })
    restaurantId?: string | null,
  ): Home {
    return new Home(restaurantId ?? null);
  }

  @FieldResolver(() => [Slider], { description: "Banners: active, within their dates, by priority." })
  sliders(@Ctx() ctx: Context): Promise<Slider[]> {
    return service.sliders(ctx);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Boolean, {
    description: "'Show later' on the video pop-up: home.video is null for that video until the session ends (true).",
  })
  showVideoLater(
    @Ctx() ctx: Context,
    @Arg("input", () => ShowVideoLaterInput, { description: "The video put off." }) input: ShowVideoLaterInput,
  ): boolean {
    return service.showVideoLater(ctx, input.videoId);
  }

  @FieldResolver(() => Video, {
    nullable: true,
    description: "The advertising video of the moment, if any; null once the user chose 'show later' for it in this session.",
  })
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
    description: "ES only (FORBIDDEN in PT; ask with @include): the diagnostic checks of the page's restaurant; null without a restaurant.",
  })
  diagnosticAlerts(@Ctx() ctx: Context, @Parent() home: Home): Promise<DiagnosticAlerts | null> {
    return service.diagnosticAlerts(ctx, home.restaurantId);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @FieldResolver(() => [LocalAction], {
    nullable: true,
    description: "ES only (FORBIDDEN in PT; ask with @include): local actions of the page's restaurant.",
  })
  localActions(@Ctx() ctx: Context, @Parent() home: Home): Promise<LocalAction[]> {
    return service.localActions(ctx, home.restaurantId);
  }
}
