import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { LIST_TABLES, MOP_REQUEST_STATUSES, type MopRequestStatus, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../../common/paginated.js";
import { enumOf } from "../../../graphql/enums.js";

export const MopRequestStatusEnum = enumOf<MopRequestStatus>(MOP_REQUEST_STATUSES);
registerEnumType(MopRequestStatusEnum, {
  name: "MopRequestStatus",
  description: "Where a MOP disable request stands (spec 1 §4).",
  valuesConfig: {
    PENDING: { description: "Waiting for an administrator (catalogue code 1)." },
    CONFIRMED: { description: "Confirmed: the MOP service is off in its window (code 2)." },
    CANCELED: { description: "Canceled by an administrator, with a reason (code 3)." },
  },
});

@ObjectType({ description: 'A restaurant\'s request to switch its MOP ("my order") service off for a window, as /admin/mop lists it (ES).' })
export class MopRequest {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "When it was asked." })
  requestedAt!: Date | null;

  @Field(() => ID, { description: "The restaurant's id." })
  restaurantId!: string;

  @Field(() => String, { description: "The restaurant's site code." })
  restaurantSite!: string;

  @Field(() => String, { description: "The restaurant's name." })
  restaurantName!: string;

  @Field(() => String, { description: "Who asked (empty when the user is gone)." })
  userName!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "When the service goes off." })
  start!: Date | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "When it comes back." })
  end!: Date | null;

  @Field(() => String, { description: "Why the restaurant asks (at least 50 characters)." })
  reason!: string;

  @Field(() => String, { description: "Why an administrator canceled it; empty unless canceled." })
  cancelReason!: string;

  @Field(() => MopRequestStatusEnum, { description: "Pending, confirmed or canceled." })
  status!: MopRequestStatus;
}

/** The columns of the table (@portal/schema `LIST_TABLES.mop`, which the web's table reads too). */
export const MopRequestSortField = enumOf<SortFieldOf<"mop">>(LIST_TABLES.mop.sortFields);
export type MopRequestSortField = SortFieldOf<"mop">;
registerEnumType(MopRequestSortField, {
  name: "MopRequestSortField",
  description: "A column of the MOP requests table to sort by.",
  valuesConfig: {
    REQUESTED_AT: { description: "When it was asked." },
    RESTAURANT: { description: "The restaurant's site code." },
    USER: { description: "Who asked, alphabetically." },
    START: { description: "When the window starts." },
    END: { description: "When the window ends." },
    STATUS: { description: "Pending, confirmed, canceled when ascending." },
  },
});

@InputType({ description: "A page of the MOP requests table: size 10, 50, 100 or null (all); newest first unless sorted otherwise." })
export class MopRequestPageInput extends PageInputOf<MopRequestSortField>(MopRequestSortField, LIST_TABLES.mop.defaultSort) {}

@ObjectType({ description: "What the admin header shows of the MOP requests." })
export class MopHeader {
  @Field(() => ID, { description: "The market (one per market, for the client's cache: a change's answer refreshes the header)." })
  id!: string;

  @Field(() => Int, { description: "How many requests of the market are pending." })
  pending!: number;
}

@ObjectType({ description: "A page of the MOP requests table, with the market's pending count." })
export class MopRequestPage extends Paginated(MopRequest) {
  @Field(() => MopHeader, { description: "The market's pending count, whatever the search (the admin header's)." })
  header!: MopHeader;
}

@InputType({ description: "A status change of a MOP request; canceling needs the reason." })
export class SetMopRequestStatusInput {
  @Field(() => ID, { description: "The request." })
  id!: string;

  @Field(() => MopRequestStatusEnum, { description: "The new status." })
  status!: MopRequestStatus;

  @Field(() => String, {
    defaultValue: "",
    description: "CANCELED only: why, at least 20 characters after trimming (BAD_USER_INPUT fields.cancelReason admin.mop.cancel.error).",
  })
  cancelReason!: string;
}

@ObjectType({ description: "The MOP request as saved, and the market's pending count after the change (the admin header's)." })
export class MopRequestStatusResult {
  @Field(() => MopRequest, { description: "The request as saved." })
  request!: MopRequest;

  @Field(() => MopHeader, { description: "The market's pending count after the change." })
  header!: MopHeader;
}

@InputType({ description: "The market's auto-confirm switch." })
export class SetMopAutoConfirmInput {
  @Field(() => Boolean, { description: "On: new requests arrive confirmed; off: pending." })
  on!: boolean;
}

@ObjectType({ description: "The MOP administration's settings of the market." })
export class MopSettings {
  @Field(() => ID, { description: "The market (one settings object per market, for the client's cache)." })
  id!: string;

  @Field(() => Boolean, { description: "Whether new requests arrive confirmed (else pending)." })
  autoConfirm!: boolean;
}
