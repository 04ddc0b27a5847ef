import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { mopStatusRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../../common/valid-input.js";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./mop.service.js";
import {
  MopHeader,
  MopRequestPage,
  MopRequestPageInput,
  MopRequestStatusResult,
  MopSettings,
  SetMopAutoConfirmInput,
  SetMopRequestStatusInput,
} from "./mop.types.js";

/** Admin: the MOP disable requests and the auto-confirm switch (ES only; /admin/mop and the admin header's count). */
@Resolver()
export class AdminMopResolver {
  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Query(() => MopRequestPage, {
    description: "A page of the MOP requests table: searched by restaurant, user and reasons, sorted, 10, 50, 100 or all rows. Administrators, ES.",
  })
  adminMopRequests(
    @Ctx() ctx: Context,
    @Arg("input", () => MopRequestPageInput, { description: "Page, size, search and sort." }) input: MopRequestPageInput,
  ): Promise<MopRequestPage> {
    return service.mopRequestPage(ctx, input);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Query(() => MopHeader, { description: "The pending MOP requests of the market, for the admin header. Administrators, ES." })
  adminMopHeader(@Ctx() ctx: Context): Promise<MopHeader> {
    return service.pendingCount(ctx);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Query(() => MopSettings, { description: "The market's auto-confirm switch. Administrators, ES." })
  mopAutoConfirm(@Ctx() ctx: Context): Promise<MopSettings> {
    return service.autoConfirm(ctx);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Mutation(() => MopRequestStatusResult, {
    description:
      "Confirms, cancels (with a reason of at least 20 characters after trimming: BAD_USER_INPUT fields.cancelReason admin.mop.cancel.error) or sets pending a request; answers it and the pending count. Safe to retry.",
  })
  setMopRequestStatus(
    @Ctx() ctx: Context,
    @ValidInput(() => SetMopRequestStatusInput, mopStatusRules, {
      description: "The request, its status and the cancel reason.",
      form: service.statusForm,
    })
    input: Checked<SetMopRequestStatusInput, typeof mopStatusRules>,
  ): Promise<MopRequestStatusResult> {
    return service.setStatus(ctx, input);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Mutation(() => MopSettings, { description: "Turns the market's auto-confirm switch on or off; answers it as stored. Safe to retry." })
  setMopAutoConfirm(
    @Ctx() ctx: Context,
    @Arg("input", () => SetMopAutoConfirmInput, { description: "On or off." }) input: SetMopAutoConfirmInput,
  ): Promise<MopSettings> {
    return service.setAutoConfirm(ctx, input.on);
  }
}
