import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { CHANNELS_MESSAGES, briefingRules, channelsSaveRules } from "@portal/schema";
import { forbidden } from "../../common/errors.js";
import { OwnRestaurant } from "../../common/own-restaurant.js";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./channels.service.js";
import { ChannelsScreen, SaveChannelsInput, SendBriefingInput } from "./channels.types.js";

/** A save's restaurant that is not the user's: FORBIDDEN `channels.error.restaurant` (another user's, another market's). */
const channelsRestaurant = () => forbidden(CHANNELS_MESSAGES.restaurant);

/** The channels screen (/channels, both markets): the selected restaurant's web data, services, schedules and campaigns. */
@Resolver()
export class ChannelsResolver {
  @Authorized(Access.PORTAL_USER)
  @OwnRestaurant()
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
  @OwnRestaurant(channelsRestaurant)
  @Mutation(() => ChannelsScreen, {
    description:
      "Saves the whole channels screen of the restaurant it names at once (all or nothing, new MOP disable requests included), after the shared rules. Answers the saved screen.",
  })
  saveChannels(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveChannelsInput, channelsSaveRules, {
      description: "The whole form.",
      form: service.channelsForm,
      context: service.channelsContext,
    })
    input: Checked<SaveChannelsInput, typeof channelsSaveRules>,
  ): Promise<ChannelsScreen> {
    return service.saveChannels(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @OwnRestaurant(channelsRestaurant)
  @Mutation(() => Boolean, { description: "Sends a paid-campaign briefing to marketing (only with a type; budget only for tactical)." })
  sendBriefing(
    @Ctx() ctx: Context,
    @ValidInput(() => SendBriefingInput, briefingRules, { description: "The briefing." }) input: Checked<SendBriefingInput, typeof briefingRules>,
  ): Promise<boolean> {
    return service.sendBriefing(ctx, input);
  }
}
