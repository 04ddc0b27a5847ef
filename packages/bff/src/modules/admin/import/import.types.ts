import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { IMPORT_SECTIONS, type ImportSection, type Language } from "@portal/schema";
import { LanguageEnum } from "../../../graphql/enums.js";

/** The sections by GraphQL name (COMPETENCE…) to the shared package's keys (competence…). */
export const ImportSectionEnum = Object.fromEntries(IMPORT_SECTIONS.map((s) => [s.toUpperCase(), s])) as {
  [K in ImportSection as Uppercase<K>]: K;
};

registerEnumType(ImportSectionEnum, {
  name: "ImportSection",
  description: "An Excel section of the admin import (spec 1 §3), each feeding a part of every ES restaurant's diagnostic.",
  valuesConfig: {
    COMPETENCE: { description: "Competition: each restaurant's competitor brands by category and the intensity per category." },
    SALES_WEEK: { description: "Moments of the day, Monday to Thursday: change in sales and guest counts per time slot." },
    SALES: { description: "Moments of the day, Friday to Sunday (its description is the moments of the day's)." },
    PMIX: { description: "Product mix: change in sales per product type, with an optional description." },
    CONSUME: { description: "Consumption profile: seven values per restaurant, and the national series." },
  },
});

@ObjectType({ description: "A section's description in one language." })
export class ImportDescriptionText {
  @Field(() => LanguageEnum, { description: "The language." })
  language!: Language;

  @Field(() => String, { description: "The text (empty: that language reads the market's first language's)." })
  description!: string;
}

@ObjectType({ description: "An Excel section of the import: its last imported file and, for a top-level section, its description." })
export class AdminImportSection {
  @Field(() => ImportSectionEnum, { description: "The section." })
  section!: ImportSection;

  @Field(() => Boolean, {
    description: "Whether it has a description of its own (competence, sales, pmix, consume; SALES_WEEK shares the moments of the day's, on SALES).",
  })
  described!: boolean;

  @Field(() => String, { description: "The description the diagnostic shows for the section in the market's first language (empty: none)." })
  description!: string;

  @Field(() => [ImportDescriptionText], {
    description: "The description in each of the market's languages, the first's included (ES: CAST and CAT), in the market's order.",
  })
  descriptions!: ImportDescriptionText[];

  @Field(() => String, { nullable: true, description: "The name of the last file imported for it; null: never imported here." })
  filename!: string | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "When its file or description last changed; null: never." })
  updatedAt!: Date | null;
}

@ObjectType({ description: "The social-media PDF the channels screen shows." })
export class AdminSocialMediaFile {
  @Field(() => String, { description: "Where the browser opens it (the portal's file route)." })
  url!: string;

  @Field(() => Int, { description: "Its size in bytes." })
  size!: number;

  @Field(() => DateTimeResolver, { nullable: true, description: "When it was last replaced." })
  updatedAt!: Date | null;
}

@ObjectType({ description: "The admin import page in one request (/admin/import: administrators of ES)." })
export class AdminImport {
  @Field(() => [AdminImportSection], { description: "The five Excel sections in the page's order." })
  sections!: AdminImportSection[];

  @Field(() => AdminSocialMediaFile, { nullable: true, description: "The stored social-media PDF; null: none yet." })
  socialMedia!: AdminSocialMediaFile | null;
}

@ObjectType({ description: "A row of an imported workbook that the rules refused." })
export class AdminImportRowRefusal {
  @Field(() => Int, { description: "Its row number in the sheet (row 1 holds the column titles; row 1 also stands for the whole file)." })
  row!: number;

  @Field(() => String, {
    description: "The column's field (IMPORT_COLUMNS of packages/schema: site, category, brand…), or `row` for the row as a whole.",
  })
  field!: string;

  @Field(() => String, { description: "The message key of the refusal (admin.import.error.*, validation.required)." })
  message!: string;
}

@ObjectType({ description: "The result of an import: applied as a whole, or refused as a whole with every refused row." })
export class AdminImportResult {
  @Field(() => ImportSectionEnum, { description: "The section." })
  section!: ImportSection;

  @Field(() => Boolean, { description: "Whether the file was applied; false: nothing changed (see refusals)." })
  applied!: boolean;

  @Field(() => Int, { description: "How many rows the file had (its filled rows below the titles)." })
  rows!: number;

  @Field(() => Int, { description: "How many restaurants the import changed (0 when refused)." })
  restaurants!: number;

  @Field(() => [AdminImportRowRefusal], { description: "Every refused row, by row then column; empty when applied." })
  refusals!: AdminImportRowRefusal[];

  @Field(() => AdminImportSection, { description: "The section as it now stands (its file and description)." })
  state!: AdminImportSection;
}

@InputType({ description: "An uploaded workbook to import into a section." })
export class ImportSectionInput {
  @Field(() => ImportSectionEnum, { description: "The section the file is for (the one it was uploaded for)." })
  section!: ImportSection;

  @Field(() => ID, {
    description:
      "The `path` the upload route (POST /uploads/admin/import/{section}) answered. BAD_USER_INPUT fields.upload (admin.import.error.upload) when it is gone (applied already, older than a day) or was for another section.",
  })
  upload!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "For a top-level section (competence, sales, pmix, consume): its description, saved with the import; null: unchanged. BAD_USER_INPUT fields.description on another section or past 2000 characters.",
  })
  description?: string | null;
}

@InputType({ description: "A top-level section's description, saved on its own." })
export class UpdateImportDescriptionInput {
  @Field(() => ImportSectionEnum, {
    description: "COMPETENCE, SALES (moments of the day), PMIX or CONSUME; BAD_USER_INPUT fields.section otherwise.",
  })
  section!: ImportSection;

  @Field(() => String, { description: "The text the diagnostic shows (empty clears it), up to 2000 characters (BAD_USER_INPUT fields.description)." })
  description!: string;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: "The text's language, one of the market's (BAD_USER_INPUT fields.language otherwise); default the market's first.",
  })
  language?: Language | null;
}
