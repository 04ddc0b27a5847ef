import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./channels.service.js";
import { ChannelsScreen, SaveChannelsInput, SendBriefingInput } from "./channels.types.js";

/** The channels screen (/channels, both markets): the selected restaurant's web data, services, schedules and campaigns. */
@Resolver()
export class ChannelsResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => ChannelsScreen, {
    description:
      "The channels screen of a restaurant in one request: data, services, schedules, plans, MOP, reports, links and log. The web asks for the restaurant it shows.",
  })
  channels(
    @Ctx() ctx: Context,
    @Arg("restaurantId", () => ID, {
      nullable: true,
      description: "One of the user's restaurants (FORBIDDEN restaurant.error.not_available otherwise); default the selected one.",
    })
    restaurantId?: string | null,
  ): Promise<ChannelsScreen> {
    return service.channels(ctx, restaurantId);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => ChannelsScreen, {
    description:
      "Saves the whole channels screen of the restaurant it names at once (all or nothing, new MOP disable requests included), after the shared rules. Answers the saved screen.",
  })
  saveChannels(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveChannelsInput, { description: "The whole form." }) input: SaveChannelsInput,
  ): Promise<ChannelsScreen> {
    return service.saveChannels(ctx, input);
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
