import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./import.service.js";
import { AdminImport, AdminImportResult, AdminImportSection, ImportSectionInput, UpdateImportDescriptionInput } from "./import.types.js";

/** Admin: the import of the diagnostic's data (/admin/import), for administrators of ES (restricted ones too). */
@Resolver()
export class AdminImportResolver {
  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Query(() => AdminImport, {
    description:
      "The import page in one request: the five Excel sections with their last file and description, and the social-media PDF. Administrators of ES.",
  })
  adminImport(@Ctx() ctx: Context): Promise<AdminImport> {
    return service.importPage(ctx);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Mutation(() => AdminImportResult, {
    description:
      "Imports a workbook uploaded through POST /uploads/admin/import/{section}: every row is checked with the shared rules (packages/schema checkImportRows) and the market's restaurant sites. Any refused row: nothing changes and `refusals` lists every refused row (row, field, message key). Otherwise the whole file (and the description of a top-level section) is applied in one catalogue transaction, and the diagnostic of every restaurant shows it at once. BAD_USER_INPUT fields.upload when the upload is gone or for another section, fields.description. Administrators of ES.",
  })
  importDiagnosticSection(
    @Ctx() ctx: Context,
    @Arg("input", () => ImportSectionInput, { description: "The section, the uploaded workbook and the description." }) input: ImportSectionInput,
  ): Promise<AdminImportResult> {
    return service.importSection(ctx, input);
  }

  @Authorized(Access.ADMIN, Access.MARKET_ES)
  @Mutation(() => AdminImportSection, {
    description:
      "Saves a top-level section's description on its own (COMPETENCE, SALES, PMIX, CONSUME) and answers the section. BAD_USER_INPUT fields.section or fields.description. Administrators of ES.",
  })
  updateImportDescription(
    @Ctx() ctx: Context,
    @Arg("input", () => UpdateImportDescriptionInput, { description: "The section and its description." }) input: UpdateImportDescriptionInput,
  ): Promise<AdminImportSection> {
    return service.updateDescription(ctx, input);
  }
}
