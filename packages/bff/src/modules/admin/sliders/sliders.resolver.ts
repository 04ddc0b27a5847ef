import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./sliders.service.js";
import {
  AdminSlider,
  AdminSliderForm,
  AdminSliderPage,
  AdminSliderPageInput,
  DeleteSliderInput,
  DeletedSlider,
  MoveSliderInput,
  SaveSliderInput,
} from "./sliders.types.js";

/** Admin: the home's banners (/admin/sliders), for administrators of either market, restricted ones included. */
@Resolver()
export class AdminSliderResolver {
  @Authorized(Access.ADMIN)
  @Query(() => AdminSliderPage, {
    description:
      "A page of the slider table: searched by name and link, by position unless sorted otherwise, 10, 20, 30 or all rows. Administrators.",
  })
  adminSliders(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminSliderPageInput, { description: "Page, size, search and sort." }) input: AdminSliderPageInput,
  ): Promise<AdminSliderPage> {
    return service.sliderPage(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Query(() => AdminSliderForm, {
    description: "The slider form's data in one request: the slider to edit (none without id) and the sections it may lead to. Administrators.",
  })
  adminSliderForm(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { nullable: true, description: "The slider to edit; null or absent: a new slider." }) id?: string | null,
  ): Promise<AdminSliderForm> {
    return service.sliderForm(ctx, id ?? null);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => AdminSlider, {
    description:
      "Creates (no id: last in the order) or changes a slider and answers it as saved. BAD_USER_INPUT with fields (name and image required, the link a national or local section, real days, the end not before the start). The home shows the change at once in every BFF process.",
  })
  saveSlider(@Ctx() ctx: Context, @Arg("input", () => SaveSliderInput, { description: "The form." }) input: SaveSliderInput): Promise<AdminSlider> {
    return service.saveSlider(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => [AdminSlider], {
    description:
      "Moves a slider one place up or down, swapping it with its neighbour (all or nothing), and answers the sliders that moved: the one asked for, then its neighbour. Empty when nothing moved: the first cannot go up (a position never goes below 1), the last cannot go down, and a slider no longer at the position the caller saw stays (a retried move is safe). The home shows the new order at once.",
  })
  moveSlider(
    @Ctx() ctx: Context,
    @Arg("input", () => MoveSliderInput, { description: "The slider, the direction and the position seen." }) input: MoveSliderInput,
  ): Promise<AdminSlider[]> {
    return service.moveSlider(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => DeletedSlider, {
    description: "Deletes a slider (the ones after it move up a place); answers its id. Deleting a slider already gone succeeds (safe to retry).",
  })
  deleteSlider(
    @Ctx() ctx: Context,
    @Arg("input", () => DeleteSliderInput, { description: "The slider." }) input: DeleteSliderInput,
  ): Promise<DeletedSlider> {
    return service.deleteSlider(ctx, input.id);
  }
}
