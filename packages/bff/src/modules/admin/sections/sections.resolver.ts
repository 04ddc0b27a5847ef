import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./sections.service.js";
import {
  AdminSection,
  AdminSectionForm,
  AdminSectionPage,
  AdminSectionPageInput,
  DeleteSectionInput,
  DeletedSection,
  SaveSectionInput,
} from "./sections.types.js";

/** Admin: the library's sections (/admin/sections), for every administrator (a restricted one too), in both markets. */
@Resolver()
export class AdminSectionResolver {
  @Authorized(Access.ADMIN)
  @Query(() => AdminSectionPage, {
    description: "A page of the section table: searched by name and path, sorted, 20, 50 or all rows. Administrators (restricted ones too).",
  })
  adminSections(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminSectionPageInput, { description: "Page, size, search and sort." }) input: AdminSectionPageInput,
  ): Promise<AdminSectionPage> {
    return service.sectionPage(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Query(() => AdminSectionForm, {
    description:
      "The section form's data in one request: the section to edit (none without id), the parents it may take and the urls in use. Administrators (restricted ones too).",
  })
  adminSectionForm(
    @Ctx() ctx: Context,
    @Arg("id", () => ID, { nullable: true, description: "The section to edit; null or absent: a new section." }) id?: string | null,
  ): Promise<AdminSectionForm> {
    return service.sectionForm(ctx, id ?? null);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => AdminSection, {
    description:
      "Creates (no id) or changes a section and answers it as saved, its url derived from the name and its level from the parent. BAD_USER_INPUT with fields (name and type required, the type 1 to 5, a parent of the same type at level 0 or 1, the position an integer from 0). The library shows the change at once in every BFF process.",
  })
  saveSection(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveSectionInput, { description: "The form." }) input: SaveSectionInput,
  ): Promise<AdminSection> {
    return service.saveSection(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => DeletedSection, {
    description:
      "Deletes a section; answers its id. A section with sub-sections or resources stays (UPSTREAM_REJECTED admin.sections.error.has_children or has_resources). Deleting a section already gone succeeds (safe to retry).",
  })
  deleteSection(
    @Ctx() ctx: Context,
    @Arg("input", () => DeleteSectionInput, { description: "The section." }) input: DeleteSectionInput,
  ): Promise<DeletedSection> {
    return service.deleteSection(ctx, input.id);
  }
}
