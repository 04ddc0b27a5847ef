import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { resourceStatusRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../../common/valid-input.js";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./resources.service.js";
import {
  AdminResource,
  AdminResourceForm,
  AdminResourcePage,
  AdminResourcePageInput,
  DeleteResourceInput,
  DeletedResource,
  ResourceStatusChange,
  SaveResourceInput,
  SetResourcesStatusInput,
} from "./resources.types.js";

/** Admin: the library's resources (/admin/resources), for administrators of either market, restricted ones included. */
@Resolver()
export class AdminResourceResolver {
  @Authorized(Access.ADMIN)
  @Query(() => AdminResourcePage, {
    description:
      "A page of the resource table, every status: searched by name, reference, tags and url, by update date newest first unless sorted otherwise, 10, 25, 50, 100 or all rows, cut by the catalogue. Administrators.",
  })
  adminResources(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminResourcePageInput, { description: "Page, size, search and sort." }) input: AdminResourcePageInput,
  ): Promise<AdminResourcePage> {
    return service.resourcePage(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Query(() => AdminResource, {
    nullable: true,
    description: "One resource, whatever its status; null when there is none with that id. Administrators.",
  })
  adminResource(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The resource." }) id: string): Promise<AdminResource | null> {
    return service.adminResource(ctx, id);
  }

  @Authorized(Access.ADMIN)
  @Query(() => AdminResourceForm, {
    description:
      "The resource form's data in one request: the resource to edit (none without id), the market's sections (every area), piece types and languages. Administrators.",
  })
  adminResourceForm(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { nullable: true, description: "The resource to edit; null or absent: a new resource." }) id?: string | null,
  ): Promise<AdminResourceForm> {
    return service.resourceForm(ctx, id ?? null);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => AdminResource, {
    description:
      "Creates (no id: a draft) or changes a resource and answers it as saved; the file and the thumbnail follow through POST /uploads/admin/resource/{id}/{file|thumb}. BAD_USER_INPUT with fields (spec 1 §5). The library and the home show the change at once in every BFF process. A create sent again with its createKey answers the resource it made.",
  })
  saveResource(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveResourceInput, { description: "The form." }) input: SaveResourceInput,
  ): Promise<AdminResource> {
    return service.saveResource(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => [ResourceStatusChange], {
    description:
      "The table's bulk action: the selected resources made INACTIVE or ACTIVE; answers those of the market with their status (safe to retry). The library and the home show the change at once.",
  })
  setResourcesStatus(
    @Ctx() ctx: Context,
    @ValidInput(() => SetResourcesStatusInput, resourceStatusRules, {
      description: "The selected resources and their new status.",
      form: service.statusForm,
    })
    input: Checked<SetResourcesStatusInput, typeof resourceStatusRules>,
  ): Promise<ResourceStatusChange[]> {
    return service.setResourcesStatus(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => DeletedResource, {
    description: "Deletes a resource with its files; answers its id. Deleting a resource already gone succeeds (safe to retry).",
  })
  deleteResource(
    @Ctx() ctx: Context,
    @Arg("input", () => DeleteResourceInput, { description: "The resource." }) input: DeleteResourceInput,
  ): Promise<DeletedResource> {
    return service.deleteResource(ctx, input.id);
  }
}
