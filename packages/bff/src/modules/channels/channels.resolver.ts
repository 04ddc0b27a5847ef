import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./channels.service.js";
import { ChannelsScreen, MopWindow, RequestMopPauseInput, SaveChannelsInput, SendBriefingInput } from "./channels.types.js";

/** The channels screen (/channels, both markets): the selected restaurant's web data, services, schedules and campaigns. */
@Resolver()
export class ChannelsResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => ChannelsScreen, {
    description: "The channels screen of the selected restaurant in one request: data, services, schedules, plans, MOP, reports, links and log.",
  })
  channels(@Ctx() ctx: Context): Promise<ChannelsScreen> {
    return service.channels(ctx);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => ChannelsScreen, {
    description: "Saves the whole channels screen at once (all or nothing), after the shared rules. Answers the saved screen.",
  })
  saveChannels(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveChannelsInput, { description: "The whole form." }) input: SaveChannelsInput,
  ): Promise<ChannelsScreen> {
    return service.saveChannels(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => MopWindow, {
    description: "Asks to switch the MOP service off for a window: pending, or confirmed when the market auto-confirms. Answers the request.",
  })
  requestMopPause(
    @Ctx() ctx: Context,
    @Arg("input", () => RequestMopPauseInput, { description: "The window and its reason." }) input: RequestMopPauseInput,
  ): Promise<MopWindow> {
    return service.requestMopPause(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Boolean, { description: "Sends a paid-campaign briefing to marketing (only with a type; budget only for tactical)." })
  sendBriefing(
    @Ctx() ctx: Context,
    @Arg("input", () => SendBriefingInput, { description: "The briefing." }) input: SendBriefingInput,
  ): Promise<boolean> {
    return service.sendBriefing(ctx, input);
  }
}
