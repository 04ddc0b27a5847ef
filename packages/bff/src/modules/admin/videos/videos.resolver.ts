import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { videoRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../../common/valid-input.js";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./videos.service.js";
import { AdminVideo, AdminVideoPage, AdminVideoPageInput, DeleteVideoInput, DeletedVideo, SaveVideoInput } from "./videos.types.js";

/** Admin: the advertising videos (ES only; /admin/videos). */
@Resolver()
export class AdminVideoResolver {
  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Query(() => AdminVideoPage, { description: "A page of the video table: searched by URL, sorted, 10, 20, 30 or all rows. Administrators, ES." })
  adminVideos(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminVideoPageInput, { description: "Page, size, search and sort." }) input: AdminVideoPageInput,
  ): Promise<AdminVideoPage> {
    return service.videoPage(ctx, input);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Query(() => AdminVideo, { nullable: true, description: "One video, for its edit form; null when there is none with that id. Administrators, ES." })
  adminVideo(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The video's id." }) id: string): Promise<AdminVideo | null> {
    return service.video(ctx, id);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Mutation(() => AdminVideo, {
    description:
      "Creates (no id) or changes a video and answers it as saved. BAD_USER_INPUT with fields (url required, real days, the end not before the start). The home shows the change at once in every BFF process.",
  })
  saveVideo(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveVideoInput, videoRules, { description: "The form.", form: service.videoForm })
    input: Checked<SaveVideoInput, typeof videoRules>,
  ): Promise<AdminVideo> {
    return service.saveVideo(ctx, input);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Mutation(() => DeletedVideo, { description: "Deletes a video; answers its id. Deleting a video already gone succeeds (safe to retry)." })
  deleteVideo(
    @Ctx() ctx: Context,
    @Arg("input", () => DeleteVideoInput, { description: "The video." }) input: DeleteVideoInput,
  ): Promise<DeletedVideo> {
    return service.deleteVideo(ctx, input.id);
  }
}
