import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { Day } from "../../../graphql/day.js";
import { LIST_TABLES, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../../common/paginated.js";
import { enumOf } from "../../../graphql/enums.js";

@ObjectType({ description: "An advertising video as the admin table and form edit it (ES only). The home shows the active one within its days." })
export class AdminVideo {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "A YouTube or Vimeo URL, or the path of a direct video file." })
  url!: string;

  @Field(() => Boolean, { description: "Whether the home may show it (status 1)." })
  active!: boolean;

  @Field(() => Day, { nullable: true, description: "First day it shows (from its start); null: no start." })
  startDate!: string | null;

  @Field(() => Day, { nullable: true, description: "Last day it shows (to its end); null: no end." })
  endDate!: string | null;
}

/** The columns of the table (@portal/schema `LIST_TABLES.videos`, which the web's table reads too). */
export const AdminVideoSortField = enumOf<SortFieldOf<"videos">>(LIST_TABLES.videos.sortFields);
export type AdminVideoSortField = SortFieldOf<"videos">;
registerEnumType(AdminVideoSortField, {
  name: "AdminVideoSortField",
  description: "A column of the admin video table to sort by.",
  valuesConfig: {
    ID: { description: "Creation order." },
    URL: { description: "The URL, alphabetically." },
    START_DATE: { description: "The first day (videos without one first when ascending)." },
    END_DATE: { description: "The last day (videos without one last when ascending)." },
    ACTIVE: { description: "Inactive, then active when ascending." },
  },
});

@InputType({ description: "A page of the admin video table: size 10, 20, 30 or null (all); newest first unless sorted otherwise." })
export class AdminVideoPageInput extends PageInputOf<AdminVideoSortField>(AdminVideoSortField, LIST_TABLES.videos.defaultSort) {}

@ObjectType({ description: "A page of the admin video table." })
export class AdminVideoPage extends Paginated(AdminVideo) {}

@InputType({ description: "The video form: a new video without id, a change with the video's id." })
export class SaveVideoInput {
  @Field(() => ID, { nullable: true, description: "The video to change; null or absent: a new video." })
  id?: string | null;

  @Field(() => String, { description: "Required: a YouTube or Vimeo URL, or the path of a direct file. BAD_USER_INPUT fields.url when blank." })
  url!: string;

  @Field(() => Day, { nullable: true, description: "First day (YYYY-MM-DD); null: no start." })
  startDate?: string | null;

  @Field(() => Day, {
    nullable: true,
    description: "Last day (YYYY-MM-DD); null: no end. BAD_USER_INPUT fields.endDate (admin.error.end_before_start) when before the start.",
  })
  endDate?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: "Whether the home may show it; a new video is active." })
  active!: boolean;
}

@InputType({ description: "The video to delete." })
export class DeleteVideoInput {
  @Field(() => ID, { description: "The video's id." })
  id!: string;
}

@ObjectType({ description: "A deleted video: its id, for the client to drop it from its cache." })
export class DeletedVideo {
  @Field(() => ID, { description: "The id the video had." })
  id!: string;
}
