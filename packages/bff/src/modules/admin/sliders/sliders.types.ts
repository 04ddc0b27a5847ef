import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Day } from "../../../graphql/day.js";
import { LIST_TABLES, SLIDER_DIRECTIONS, type SectionTypeName, type SliderDirection, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../../common/paginated.js";
import { enumOf } from "../../../graphql/enums.js";
import { SectionTypeEnum } from "../../library/library.types.js";

@ObjectType({
  description:
    "A banner of the home's carousel as the admin table and form edit it (administrators, restricted ones too; both markets). The home shows the active ones within their days, by position.",
})
export class AdminSlider {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its name: the image's alternative text on the home." })
  name!: string;

  @Field(() => String, { description: "The stored image's path in the market's files (`sliders/...`): what `saveSlider` takes as `file`." })
  file!: string;

  @Field(() => String, { description: "Where the browser loads the image from (the portal's file route)." })
  imageUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: "The portal path it leads to: a national or local section (`/nacional/hamburguesas`); null: no link.",
  })
  url!: string | null;

  @Field(() => Boolean, { description: "Whether the home may show it (status '1')." })
  active!: boolean;

  @Field(() => Int, { description: "Its position in the carousel, from 1 (the home shows the lowest first)." })
  priority!: number;

  @Field(() => Day, { nullable: true, description: "First day it shows (from its start); null: no start." })
  startDate!: string | null;

  @Field(() => Day, { nullable: true, description: "Last day it shows (to its end); null: no end." })
  endDate!: string | null;
}

@ObjectType({ description: "A section a slider may lead to: a national or local one, with its portal path." })
export class SliderTarget {
  @Field(() => ID, { description: "The section's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;

  @Field(() => String, { description: "Its portal path (`/nacional/{slug}`, `/local/{slug}`): the slider's `url` when chosen." })
  path!: string;

  @Field(() => SectionTypeEnum, { description: "Its area: NATIONAL or LOCAL." })
  type!: SectionTypeName;

  @Field(() => Int, { description: "Its depth in the area's tree: 0 for a top section." })
  level!: number;

  @Field(() => Boolean, { description: "Whether it is active (an inactive section is shown to administrators only)." })
  active!: boolean;
}

@ObjectType({ description: "What the slider form needs in one request: the slider (to edit) and the sections it may lead to." })
export class AdminSliderForm {
  @Field(() => AdminSlider, { nullable: true, description: "The slider to edit; null for a new one, or when there is none with that id." })
  slider!: AdminSlider | null;

  @Field(() => [SliderTarget], { description: "The market's national, then local sections, in tree order (parents before their children)." })
  sections!: SliderTarget[];
}

/** The columns of the table (@portal/schema `LIST_TABLES.sliders`, which the web's table reads too). */
export const AdminSliderSortField = enumOf<SortFieldOf<"sliders">>(LIST_TABLES.sliders.sortFields);
export type AdminSliderSortField = SortFieldOf<"sliders">;
registerEnumType(AdminSliderSortField, {
  name: "AdminSliderSortField",
  description: "A column of the admin slider table to sort by.",
  valuesConfig: {
    PRIORITY: { description: "The position in the carousel." },
    NAME: { description: "The name, alphabetically." },
    URL: { description: "The link, alphabetically (sliders without one first when ascending)." },
    ACTIVE: { description: "Inactive, then active when ascending." },
    START_DATE: { description: "The first day (sliders without one first when ascending)." },
    END_DATE: { description: "The last day (sliders without one last when ascending)." },
  },
});

@InputType({ description: "A page of the admin slider table: size 10 (default), 20, 30 or null (all); by position unless sorted otherwise." })
export class AdminSliderPageInput extends PageInputOf<AdminSliderSortField>(AdminSliderSortField, LIST_TABLES.sliders.defaultSort) {}

@ObjectType({ description: "A page of the admin slider table." })
export class AdminSliderPage extends Paginated(AdminSlider) {
  @Field(() => Int, { description: "How many sliders the market has, whatever the search: the last position (it cannot move down)." })
  count!: number;
}

@InputType({
  description:
    "The slider form: a new slider without id, a change with the slider's id. Checked with the shared rules (packages/schema sliderRules): BAD_USER_INPUT with fields.",
})
export class SaveSliderInput {
  @Field(() => ID, { nullable: true, description: "The slider to change; null or absent: a new slider (last in the order)." })
  id?: string | null;

  @Field(() => String, { description: "Required: the name. BAD_USER_INPUT fields.name (validation.required) when blank." })
  name!: string;

  @Field(() => String, {
    description:
      "Required: the stored image (`path` of POST /uploads/admin/slider, or the slider's own `file`). BAD_USER_INPUT fields.file: validation.required when blank, admin.sliders.error.file when it is not a stored slider image.",
  })
  file!: string;

  @Field(() => String, {
    defaultValue: "",
    description:
      "The portal path of a national or local section (`adminSliderForm.sections`); empty: no link. BAD_USER_INPUT fields.url (admin.sliders.error.url) otherwise.",
  })
  url!: string;

  @Field(() => Day, { nullable: true, description: "First day (YYYY-MM-DD); null: no start." })
  startDate?: string | null;

  @Field(() => Day, {
    nullable: true,
    description: "Last day (YYYY-MM-DD); null: no end. BAD_USER_INPUT fields.endDate (admin.error.end_before_start) when before the start.",
  })
  endDate?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: "Whether the home may show it; a new slider is active." })
  active!: boolean;
}

export const SliderDirectionEnum = enumOf<SliderDirection>(SLIDER_DIRECTIONS);
registerEnumType(SliderDirectionEnum, {
  name: "SliderDirection",
  description: "Where a slider moves in the carousel's order.",
  valuesConfig: {
    UP: { description: "One place towards the first (its position minus one)." },
    DOWN: { description: "One place towards the last (its position plus one)." },
  },
});

@InputType({ description: "A move of a slider one place up or down: a swap with its neighbour." })
export class MoveSliderInput {
  @Field(() => ID, { description: "The slider." })
  id!: string;

  @Field(() => SliderDirectionEnum, { description: "Up (towards the first) or down." })
  direction!: SliderDirection;

  @Field(() => Int, {
    description:
      "The position the caller saw it at: when it is no longer there (the move was made already, e.g. a retried request) nothing moves. BAD_USER_INPUT fields.priority when below 1.",
  })
  priority!: number;
}

@InputType({ description: "The slider to delete." })
export class DeleteSliderInput {
  @Field(() => ID, { description: "The slider's id." })
  id!: string;
}

@ObjectType({ description: "A deleted slider: its id, for the client to drop it from its cache." })
export class DeletedSlider {
  @Field(() => ID, { description: "The id the slider had." })
  id!: string;
}
