import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Day } from "../../../graphql/day.js";
import { PageInputOf, Paginated } from "../../../common/paginated.js";

@ObjectType({ description: "A resource of the download report: how often it was downloaded and opened through a short link in the range." })
export class DownloadReportRow {
  @Field(() => Int, { description: "Its rank in the range: 1 is the most downloaded (then the most opened, then by name)." })
  position!: number;

  @Field(() => ID, { description: "The resource's id." })
  resourceId!: string;

  @Field(() => String, { description: "The resource's name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Its thumbnail's address on the portal (/files/static/…); null without one." })
  thumbnailUrl!: string | null;

  @Field(() => String, { nullable: true, description: "Its main section's name; null without sections." })
  section!: string | null;

  @Field(() => Int, { description: "Downloads in the range." })
  downloads!: number;

  @Field(() => Int, { description: "Opens of its short links in the range (/r/{id} and /r/{id}/{user})." })
  linkOpens!: number;
}

export const DownloadReportSortField = {
  POSITION: "POSITION",
  NAME: "NAME",
  SECTION: "SECTION",
  DOWNLOADS: "DOWNLOADS",
  LINK_OPENS: "LINK_OPENS",
} as const;
export type DownloadReportSortField = (typeof DownloadReportSortField)[keyof typeof DownloadReportSortField];
registerEnumType(DownloadReportSortField, {
  name: "DownloadReportSortField",
  description: "A column of the download report to sort by.",
  valuesConfig: {
    POSITION: { description: "The rank (most downloaded first when ascending)." },
    NAME: { description: "The resource's name." },
    SECTION: { description: "The main section's name." },
    DOWNLOADS: { description: "The downloads." },
    LINK_OPENS: { description: "The short-link opens." },
  },
});

@InputType({
  description:
    "A page of the download report between two days (both included, at most 366 days): 10, 20, 30 or all rows (default 10), searched in the name and the section, by rank unless sorted otherwise.",
})
export class DownloadReportInput extends PageInputOf(DownloadReportSortField, { sortBy: "POSITION", direction: "ASC" }) {
  @Field(() => Day, { description: "The first day. BAD_USER_INPUT fields.from (admin.error.date) when not a real day." })
  from!: string;

  @Field(() => Day, {
    description: "The last day: not before the first (admin.error.end_before_start), at most 366 days after it (admin.inform.error.range).",
  })
  to!: string;
}

@ObjectType({ description: "A page of the download report, with the range's totals." })
export class DownloadReportPage extends Paginated(DownloadReportRow) {
  @Field(() => Day, { description: "The first day of the range." })
  from!: string;

  @Field(() => Day, { description: "The last day of the range." })
  to!: string;

  @Field(() => Int, { description: "Downloads of every resource in the range (all rows, not only this page's)." })
  totalDownloads!: number;

  @Field(() => Int, { description: "Short-link opens of every resource in the range." })
  totalLinkOpens!: number;
}

@InputType({ description: "One resource of the download report, between two days (the report's range)." })
export class ResourceReportInput {
  @Field(() => ID, { description: "The resource." })
  resourceId!: string;

  @Field(() => Day, { description: "The first day." })
  from!: string;

  @Field(() => Day, { description: "The last day (the same rules as the report's)." })
  to!: string;
}

@ObjectType({ description: "A day of a resource's report." })
export class ResourceReportDay {
  @Field(() => Day, { description: "The day." })
  date!: string;

  @Field(() => Int, { description: "Downloads that day." })
  downloads!: number;

  @Field(() => Int, { description: "Short-link opens that day." })
  linkOpens!: number;
}

@ObjectType({ description: "The short-link opens of a resource shared by the people of one restaurant (the sharer's favourite)." })
export class ResourceReportRestaurant {
  @Field(() => String, {
    nullable: true,
    description: "The restaurant's site; null for links shared by no known user, or by one without restaurant.",
  })
  site!: string | null;

  @Field(() => String, { nullable: true, description: "The restaurant's name; null as the site." })
  name!: string | null;

  @Field(() => Int, { description: "Opens of the links its people shared, in the range." })
  linkOpens!: number;
}

@ObjectType({ description: "One resource of the download report: its trend per day and who shared its links." })
export class ResourceReport {
  @Field(() => ID, { description: "The resource's id." })
  resourceId!: string;

  @Field(() => [ResourceReportDay], { description: "Every day of the range, in order (zeros included)." })
  days!: ResourceReportDay[];

  @Field(() => [ResourceReportRestaurant], { description: "Short-link opens per sharing restaurant, the most first." })
  restaurants!: ResourceReportRestaurant[];
}
