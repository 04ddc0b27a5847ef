import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { LIST_TABLES, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../../common/paginated.js";
import { enumOf } from "../../../graphql/enums.js";

@ObjectType({
  description:
    "A section (category) of the library as the admin table and form edit it. Its url is derived from its name; its level follows its parent.",
})
export class AdminSection {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;

  @Field(() => Int, { description: "Its type: 1 national, 2 local, 3 communication and support, 4 toolkit, 5 best practice." })
  type!: number;

  @Field(() => String, {
    description: "Its url (slug), unique in the market: the name lowercased, accents and spaces removed, '1' appended until unique.",
  })
  url!: string;

  @Field(() => ID, { nullable: true, description: "Its parent section; null at the top level." })
  parentId!: string | null;

  @Field(() => String, { description: "The urls from the top of its area down to it, e.g. carteleria/interior." })
  path!: string;

  @Field(() => Int, { description: "Its depth: 0 at the top, 1 or 2 below." })
  level!: number;

  @Field(() => Int, { description: "Its position among its siblings (an integer from 0; the library lists them in this order)." })
  position!: number;

  @Field(() => Boolean, { description: "Whether it is switched on (status 1): the library shows only active sections to non-administrators." })
  active!: boolean;
}

@ObjectType({ description: "A section the form's section may hang from: of level 0 or 1, neither the section itself nor one below it." })
export class AdminSectionParent {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;

  @Field(() => String, { description: "Its path of urls (the choice's label)." })
  path!: string;

  @Field(() => Int, { description: "Its type code, 1 to 5: a parent must have the section's type." })
  type!: number;

  @Field(() => Int, { description: "Its level, 0 or 1 (the section's would be one more)." })
  level!: number;
}

@ObjectType({ description: "What the section form needs in one request: the section, the parents it may take and the urls in use." })
export class AdminSectionForm {
  @Field(() => AdminSection, { nullable: true, description: "The section to edit; null for a new one, or when there is none with that id." })
  section!: AdminSection | null;

  @Field(() => [AdminSectionParent], {
    description:
      "The sections it may hang from, of every type (the form offers those of the chosen type), in tree order; for a section with sub-sections only those that keep them within level 2.",
  })
  parents!: AdminSectionParent[];

  @Field(() => [String], { description: "The urls of the market's other sections, for the live preview of the url ('1' appended until unique)." })
  urlsInUse!: string[];

  @Field(() => Boolean, { description: "Whether the section has sub-sections: then it keeps its type (they share it). False for a new one." })
  hasSubsections!: boolean;
}

/** The columns of the table (@portal/schema `LIST_TABLES.sections`, which the web's table reads too). */
export const AdminSectionSortField = enumOf<SortFieldOf<"sections">>(LIST_TABLES.sections.sortFields);
export type AdminSectionSortField = SortFieldOf<"sections">;
registerEnumType(AdminSectionSortField, {
  name: "AdminSectionSortField",
  description: "A column of the admin section table to sort by.",
  valuesConfig: {
    NAME: { description: "The name, alphabetically." },
    PATH: { description: "The path of urls, alphabetically." },
    TYPE: { description: "The type code; within a type, the tree's order (each section followed by its sub-sections, by position)." },
    LEVEL: { description: "The level, top first when ascending." },
    POSITION: { description: "The position among siblings." },
    ACTIVE: { description: "Inactive, then active when ascending." },
  },
});

@InputType({ description: "A page of the admin section table: size 20 (default), 50 or null (all); in tree order by type unless sorted otherwise." })
export class AdminSectionPageInput extends PageInputOf<AdminSectionSortField>(AdminSectionSortField, LIST_TABLES.sections.defaultSort) {}

@ObjectType({ description: "A page of the admin section table." })
export class AdminSectionPage extends Paginated(AdminSection) {}

@InputType({
  description:
    "The section form: a new section without id, a change with the section's id. Checked with the shared rules (packages/schema sectionRules): BAD_USER_INPUT with fields.",
})
export class SaveSectionInput {
  @Field(() => ID, { nullable: true, description: "The section to change; null or absent: a new section." })
  id?: string | null;

  @Field(() => String, {
    description:
      "Required: the name in the session's language (a new section takes it in every language of the market). BAD_USER_INPUT fields.name: validation.required when blank, admin.sections.error.name when it gives no url.",
  })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Required: the type, 1 to 5. BAD_USER_INPUT fields.type: validation.required when absent, admin.sections.error.type for -1 (no type) or another code, admin.sections.error.keeps_type when a section with sub-sections would change it.",
  })
  type?: number | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The parent (`adminSectionForm.parents`, of the same type); null or absent: the top level. BAD_USER_INPUT fields.parentId (admin.sections.error.parent) otherwise.",
  })
  parentId?: string | null;

  @Field(() => Int, {
    defaultValue: 0,
    description: "The position among its siblings, an integer from 0. BAD_USER_INPUT fields.position (admin.sections.error.position) otherwise.",
  })
  position!: number;

  @Field(() => Boolean, { defaultValue: true, description: "Whether it is switched on; a new section is." })
  active!: boolean;
}

@InputType({ description: "The section to delete." })
export class DeleteSectionInput {
  @Field(() => ID, { description: "The section's id." })
  id!: string;
}

@ObjectType({ description: "A deleted section: its id, for the client to drop it from its cache." })
export class DeletedSection {
  @Field(() => ID, { description: "The id the section had." })
  id!: string;
}
