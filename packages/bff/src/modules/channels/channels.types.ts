import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { Day } from "../../graphql/day.js";
import { BRIEFING_TYPES, CLOSURE_MOTIVES, type BriefingType, type ClosureMotive } from "@portal/schema";
import { enumOf } from "../../graphql/enums.js";
import { MopRequestStatusEnum } from "../admin/mop/mop.types.js";
import { SAVED_RESTAURANT } from "../session/session.types.js";

export const ClosureMotiveEnum = enumOf<ClosureMotive>(CLOSURE_MOTIVES);
registerEnumType(ClosureMotiveEnum, {
  name: "ClosureMotive",
  description: "Why a restaurant is temporarily closed (spec 2 §2.3).",
  valuesConfig: {
    REFURBISHMENT: { description: "Closed for refurbishment (catalogue code 1)." },
    UPCOMING_OPENING: { description: "Upcoming opening (code 2)." },
    OTHER: { description: "Another motive (code 3)." },
  },
});

export const BriefingTypeEnum = enumOf<BriefingType>([...BRIEFING_TYPES]);
registerEnumType(BriefingTypeEnum, {
  name: "BriefingType",
  description: "The petition type of a paid-campaign briefing; only tactical takes a budget.",
  valuesConfig: {
    consulting: { description: "Consulting." },
    directional: { description: "Directional." },
    tactical: { description: "Tactical (with a budget in euros)." },
  },
});

@ObjectType({ description: "One row of a weekly schedule: a service's day." })
export class ScheduleEntry {
  @Field(() => String, { description: "The service: restaurant, mcauto, takeaway or mcexpress." })
  service!: string;

  @Field(() => String, { description: "The day: monday to sunday, or festive." })
  day!: string;

  @Field(() => String, { description: "Start HH:mm (15-minute steps); empty when closed or 24 hours." })
  start!: string;

  @Field(() => String, { description: "End HH:mm (15-minute steps); empty when closed or 24 hours." })
  end!: string;

  @Field(() => Boolean, { description: "The 24-hour switch (00:00 to 00:00)." })
  allDay!: boolean;
}

@ObjectType({ description: "Birthday bookings of the restaurant." })
export class Birthday {
  @Field(() => Boolean, { description: "Book online (then contact phone and mail are required)." })
  bookOnline!: boolean;
  @Field(() => String, { description: "Bank account for deposits." })
  bankAccount!: string;
  @Field(() => String, { description: "Bizum number." })
  bizum!: string;
  @Field(() => String, { description: "Contact phone." })
  contactPhone!: string;
  @Field(() => String, { description: "Contact e-mail." })
  contactMail!: string;
  @Field(() => String, { description: "Name of the company that bills." })
  name!: string;
  @Field(() => String, { description: "Its tax id." })
  taxId!: string;
  @Field(() => String, { description: "Its fiscal address." })
  fiscalAddress!: string;
}

@ObjectType({ description: "A service of the market's catalogue, as the channels screen toggles it." })
export class ChannelService {
  @Field(() => ID, { description: "The service's id in the catalogue." })
  id!: string;
  @Field(() => Int, { description: "Its status in the catalogue: 1 active, 0 inactive (the screen offers active ones only)." })
  status!: number;
  @Field(() => Int, { description: "Its position in the screen's order." })
  order!: number;
  @Field(() => String, { description: "The service key (restaurant, delivery, mcauto, mcexpress, takeaway, birthday, mop_service, mop_...)." })
  slug!: string;
  @Field(() => String, { description: "Its name in the market." })
  name!: string;
  @Field(() => String, { description: "Its icon key." })
  icon!: string;
  @Field(() => String, { nullable: true, description: "The parent's key (mop_service for the my-order services); null at the top." })
  parentSlug!: string | null;
}

@ObjectType({ description: 'A MOP ("my order") disable window asked from the channels screen.' })
export class MopWindow {
  @Field(() => ID, { description: "The catalogue's request id." })
  id!: string;
  @Field(() => MopRequestStatusEnum, { description: "Pending, confirmed or canceled." })
  status!: string;
  @Field(() => DateTimeResolver, { description: "When the service goes off." })
  start!: Date;
  @Field(() => DateTimeResolver, { description: "When it comes back." })
  end!: Date;
  @Field(() => String, { description: "The restaurant's reason." })
  reason!: string;
  @Field(() => String, { description: "The administrator's cancel reason (empty unless canceled)." })
  cancelReason!: string;
  @Field(() => DateTimeResolver, { nullable: true, description: "When it was asked." })
  requestedAt!: Date | null;
  @Field(() => String, { description: "Who asked it." })
  userName!: string;
}

@ObjectType({ description: "The restaurant's MOP service: its state and its disable windows." })
export class MopState {
  @Field(() => Boolean, { description: "Whether the restaurant offers the my-order service (mop_service active)." })
  offered!: boolean;
  @Field(() => Boolean, { description: "Active now (not switched off, and no confirmed window covers now)." })
  active!: boolean;
  @Field(() => [MopWindow], { description: "Its disable windows, latest start first." })
  windows!: MopWindow[];
}

@ObjectType({ description: "A planned change of services and schedules, applied by the catalogue on its date." })
export class PlannedChange {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;
  @Field(() => Day, { description: "The day it applies (tomorrow or later)." })
  planDate!: string;
  @Field(() => [String], { description: "The services it switches on (keys); the others go off." })
  services!: string[];
  @Field(() => [ScheduleEntry], { description: "Its schedules: every service and day." })
  schedules!: ScheduleEntry[];
  @Field(() => String, { description: "Its delivery text." })
  delivery!: string;
  @Field(() => String, { description: "Its all-day option." })
  allday!: string;
  @Field(() => Birthday, { description: "Its birthday data." })
  birthday!: Birthday;
}

@ObjectType({ description: "A monthly report of the restaurant (a PDF uploaded by the partner)." })
export class ChannelReport {
  @Field(() => ID, { description: "The report's id." })
  id!: string;
  @Field(() => String, { description: "Its month, MM/YYYY." })
  month!: string;
  @Field(() => String, { description: "The PDF's URL on the portal." })
  url!: string;
}

@ObjectType({ description: "One change of the restaurant's channel data: who changed what and when." })
export class ChannelLogEntry {
  @Field(() => ID, { description: "The entry's id." })
  id!: string;
  @Field(() => String, { description: "Who changed it; empty for the catalogue's own changes (a planned change applied, a reopening)." })
  userName!: string;
  @Field(() => String, { description: "The field changed (e.g. phone, schedules, services, open, plan_applied)." })
  field!: string;
  @Field(() => String, { description: "The value before." })
  oldValue!: string;
  @Field(() => String, { description: "The value after." })
  newValue!: string;
  @Field(() => DateTimeResolver, { nullable: true, description: "When." })
  date!: Date | null;
}

@ObjectType({ description: "The channels screen of the selected restaurant, in one request." })
export class ChannelsScreen {
  @Field(() => ID, { description: "The restaurant's id." })
  restaurantId!: string;
  @Field(() => String, { description: "Its site code (read-only)." })
  site!: string;
  @Field(() => Int, { description: "Its mode (read-only): 1 Mall, 2 InStore, 3 Free-Standing, 4 Easy." })
  mode!: number;
  @Field(() => Int, { description: "Its region (read-only): 1 to 6." })
  region!: number;
  @Field(() => Boolean, { description: "Open (false: temporarily closed)." })
  open!: boolean;
  @Field(() => String, { description: "Reopening date (YYYY-MM-DD) when closed; empty otherwise." })
  reopeningDate!: string;
  @Field(() => ClosureMotiveEnum, { nullable: true, description: "Why it is closed; null when open." })
  closingMotive!: ClosureMotive | null;
  @Field(() => String, { description: "Public name." })
  publicName!: string;
  @Field(() => String, { description: "Address." })
  address!: string;
  @Field(() => String, { description: "Opening date (YYYY-MM-DD), empty when unknown." })
  openingDate!: string;
  @Field(() => String, { description: "Phone." })
  phone!: string;
  @Field(() => String, { description: "E-mail." })
  email!: string;
  @Field(() => String, { description: "Business name." })
  companyName!: string;
  @Field(() => String, { description: "Tax id." })
  taxId!: string;
  @Field(() => String, { description: "Fiscal address." })
  fiscalAddress!: string;
  @Field(() => String, { description: "The all-day option: all, weekend, vespers or a free text." })
  allday!: string;
  @Field(() => String, { description: "Delivery, one free text." })
  delivery!: string;
  @Field(() => String, { description: "The channel's public CV text (cv_public); a save keeps it." })
  cvPublic!: string;
  @Field(() => String, { description: "The channel's team CV text (cv_team); a save keeps it." })
  cvTeam!: string;
  @Field(() => DateTimeResolver, { nullable: true, description: "When the channel data was last saved (its log date); null before any save." })
  logDate!: Date | null;
  @Field(() => String, { description: "Who saved it last (empty before any save)." })
  logUser!: string;
  @Field(() => [ChannelService], { description: "The services the screen offers (the market's active catalogue), in order." })
  services!: ChannelService[];
  @Field(() => [String], { description: "The keys of the services the restaurant offers now." })
  activeServices!: string[];
  @Field(() => [ScheduleEntry], { description: "The schedules now: every service (restaurant, mcauto, takeaway, mcexpress) and day." })
  schedules!: ScheduleEntry[];
  @Field(() => Birthday, { description: "Birthday data." })
  birthday!: Birthday;
  @Field(() => [PlannedChange], { description: "Planned changes (at most 2), by date." })
  plans!: PlannedChange[];
  @Field(() => MopState, { description: "The MOP service and its disable windows." })
  mop!: MopState;
  @Field(() => String, { description: "The social-networks PDF's URL." })
  socialPdfUrl!: string;
  @Field(() => String, { description: "The paid-media guide's URL (the social networks section's paid-media preview)." })
  paidMediaPdfUrl!: string;
  @Field(() => String, { description: "The external offers system's login." })
  offersUrl!: string;
  @Field(() => [ChannelReport], { description: "The restaurant's monthly reports, newest first." })
  reports!: ChannelReport[];
  @Field(() => [ChannelLogEntry], { description: "The modification log, newest first." })
  log!: ChannelLogEntry[];
}

@InputType({ description: "One schedule row: a service's day." })
export class ScheduleEntryInput {
  @Field(() => String, { description: "restaurant, mcauto, takeaway or mcexpress." })
  service!: string;
  @Field(() => String, { description: "monday to sunday, or festive." })
  day!: string;
  @Field(() => String, { description: "Start HH:mm, or empty." })
  start!: string;
  @Field(() => String, { description: "End HH:mm, or empty." })
  end!: string;
  @Field(() => Boolean, { description: "24 hours." })
  allDay!: boolean;
}

@InputType({ description: "Birthday data of a save." })
export class BirthdayInput {
  @Field(() => Boolean, { description: "Book online." })
  bookOnline!: boolean;
  @Field(() => String, { description: "Bank account." })
  bankAccount!: string;
  @Field(() => String, { description: "Bizum." })
  bizum!: string;
  @Field(() => String, { description: "Contact phone." })
  contactPhone!: string;
  @Field(() => String, { description: "Contact e-mail." })
  contactMail!: string;
  @Field(() => String, { description: "Company name." })
  name!: string;
  @Field(() => String, { description: "Tax id." })
  taxId!: string;
  @Field(() => String, { description: "Fiscal address." })
  fiscalAddress!: string;
}

@InputType({ description: "A planned change of a save." })
export class PlannedChangeInput {
  @Field(() => String, { description: "YYYY-MM-DD, tomorrow or later." })
  planDate!: string;
  @Field(() => [String], { description: "Its services (keys; at least one)." })
  services!: string[];
  @Field(() => [ScheduleEntryInput], { description: "Its schedules (rows left out are closed)." })
  schedules!: ScheduleEntryInput[];
  @Field(() => String, { description: "Its delivery text." })
  delivery!: string;
  @Field(() => String, { description: "Its all-day option." })
  allday!: string;
  @Field(() => BirthdayInput, { description: "Its birthday data." })
  birthday!: BirthdayInput;
}

@InputType({
  description:
    "A new MOP disable request (spec 2 §5), added in the screen's popup and sent with the next update: pending, or confirmed when the market auto-confirms.",
})
export class MopRequestInput {
  @Field(() => DateTimeResolver, { nullable: true, description: "Start (after now)." })
  start!: Date | null;
  @Field(() => DateTimeResolver, { nullable: true, description: "End (not before start)." })
  end!: Date | null;
  @Field(() => String, { description: "Reason, at least 50 characters after trimming." })
  reason!: string;
}

@InputType({ description: "The whole channels screen, saved at once (all or nothing)." })
export class SaveChannelsInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => Boolean, { description: "Open; false: temporarily closed." })
  open!: boolean;
  @Field(() => String, { description: "Reopening date when closed (YYYY-MM-DD)." })
  reopeningDate!: string;
  @Field(() => ClosureMotiveEnum, { nullable: true, description: "Closure motive when closed." })
  closingMotive!: ClosureMotive | null;
  @Field(() => String, { description: "Public name." })
  publicName!: string;
  @Field(() => String, { description: "Address." })
  address!: string;
  @Field(() => String, { description: "Opening date (YYYY-MM-DD) or empty." })
  openingDate!: string;
  @Field(() => String, { description: "Phone: blank or digits after removing spaces." })
  phone!: string;
  @Field(() => String, { description: "E-mail." })
  email!: string;
  @Field(() => String, { description: "Business name." })
  companyName!: string;
  @Field(() => String, { description: "Tax id." })
  taxId!: string;
  @Field(() => String, { description: "Fiscal address." })
  fiscalAddress!: string;
  @Field(() => String, { description: "All-day option." })
  allday!: string;
  @Field(() => String, { description: "Delivery text." })
  delivery!: string;
  @Field(() => [String], { description: "Active services (keys; a mop_ service brings mop_service)." })
  services!: string[];
  @Field(() => [ScheduleEntryInput], { description: "Schedules now (rows left out are closed)." })
  schedules!: ScheduleEntryInput[];
  @Field(() => BirthdayInput, { description: "Birthday data." })
  birthday!: BirthdayInput;
  @Field(() => [PlannedChangeInput], { description: "Planned changes (at most 2), replacing the stored ones." })
  plans!: PlannedChangeInput[];
  @Field(() => Boolean, { description: "The MOP service on (the activate action) or off." })
  mopActive!: boolean;
  @Field(() => [MopRequestInput], {
    defaultValue: [],
    description: "New MOP disable requests since the last update (at most 5, channels.mop.error.too_many), stored with the rest or not at all.",
  })
  mopRequests!: MopRequestInput[];
}

@InputType({ description: "A paid-campaign briefing." })
export class SendBriefingInput {
  @Field(() => ID, { description: "The restaurant (one of the user's)." })
  restaurantId!: string;
  @Field(() => BriefingTypeEnum, { nullable: true, description: "Petition type (required)." })
  type!: BriefingType | null;
  @Field(() => String, { description: "Business situation." })
  business!: string;
  @Field(() => String, { description: "Marketing goals." })
  marketing!: string;
  @Field(() => String, { description: "Target audience." })
  target!: string;
  @Field(() => String, { description: "Wanted date (YYYY-MM-DD) or empty." })
  date!: string;
  @Field(() => Float, { nullable: true, description: "Budget in euros (tactical only)." })
  budget!: number | null;
  @Field(() => String, { description: "Contact phone." })
  phone!: string;
}
