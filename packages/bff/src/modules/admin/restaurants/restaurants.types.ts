import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { LIST_TABLES, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../../common/paginated.js";
import { enumOf } from "../../../graphql/enums.js";

@ObjectType({
  description:
    "A restaurant of the market as the admin table and form edit it (full administrators). Never deleted: it carries orders and history, so it is switched off instead.",
})
export class AdminRestaurant {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its site code (e.g. ES0101), unique in the market." })
  site!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => ID, { nullable: true, description: "Its province (a `Province` id of the market); null: none yet." })
  provinceId!: string | null;

  @Field(() => String, { nullable: true, description: "Its province's name; null: none yet." })
  provinceName!: string | null;

  @Field(() => Int, {
    description: "Its region: 1 Nor Oeste, 2 Centro, 3 Este, 4 Levante, 5 Sur, 6 the operator-owned region; -1 none (never chosen in the form).",
  })
  region!: number;

  @Field(() => Int, { description: "Its type (mode): 1 Mall, 2 InStore, 3 Free-Standing, 4 Easy." })
  type!: number;

  @Field(() => String, { description: "Its street address." })
  address!: string;

  @Field(() => String, { description: "Its city; empty when not given." })
  city!: string;

  @Field(() => String, { description: "Its postcode; empty when not given." })
  postcode!: string;

  @Field(() => String, { description: "Its latitude as typed (decimal degrees); empty when not given." })
  latitude!: string;

  @Field(() => String, { description: "Its longitude as typed (decimal degrees); empty when not given." })
  longitude!: string;

  @Field(() => String, { description: "Its contact e-mail (not checked: spec 1 §5); empty when not given." })
  email!: string;

  @Field(() => String, { description: "The tax id (CIF) of the company that runs it; empty when not given." })
  taxId!: string;

  @Field(() => String, { description: "The registered name (razón social) of the company that runs it; empty when not given." })
  companyName!: string;

  @Field(() => String, { description: "The company's fiscal address; empty when not given." })
  fiscalAddress!: string;

  @Field(() => Boolean, { description: "Whether it is active ('1'); an inactive restaurant is the admin's way to retire one." })
  active!: boolean;

  @Field(() => String, { description: "Who delivers its orders: none, Uber or Glovo." })
  delivery!: string;

  @Field(() => Boolean, { nullable: true, description: "ES: whether it offers the ordering service (mop_service). Null in PT." })
  mopService!: boolean | null;

  @Field(() => Int, { nullable: true, description: "ES, read-only: the state of its ordering service (mop_status). Null in PT or when unknown." })
  mopStatus!: number | null;

  @Field(() => Boolean, { description: "Its etof flag (spec 1 §3 Restaurant)." })
  etof!: boolean;

  @Field(() => Boolean, { description: "Whether it has a McAuto (drive-through) service (spec 1 §3 Restaurant)." })
  mcauto!: boolean;

  @Field(() => Boolean, { description: "Its selected flag (spec 1 §3 Restaurant)." })
  selected!: boolean;

  @Field(() => Boolean, { description: "Its available flag (spec 1 §3 Restaurant)." })
  available!: boolean;

  @Field(() => Int, { nullable: true, description: "The people living within 1 km of it; null: not given." })
  habitants1km!: number | null;

  @Field(() => Int, { nullable: true, description: "The people living within 3 km of it; null: not given." })
  habitants3km!: number | null;

  @Field(() => String, { description: "Who changed it last (the administrator's name; older rows may hold an e-mail); empty when unknown." })
  lastChangedBy!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "When it was changed last." })
  lastChangedAt!: Date | null;
}

@ObjectType({ description: "A province of the market, for the restaurant form's choice." })
export class Province {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its code (INE number in ES, district number in PT)." })
  code!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => Int, { description: "The people living in it." })
  habitants!: number;
}

@ObjectType({ description: "What the restaurant form needs in one request: the restaurant (to edit) and the market's provinces." })
export class AdminRestaurantForm {
  @Field(() => AdminRestaurant, { nullable: true, description: "The restaurant to edit; null for a new one, or when there is none with that id." })
  restaurant!: AdminRestaurant | null;

  @Field(() => [Province], { description: "The market's provinces by code (the form's choice; 'no province' left out)." })
  provinces!: Province[];
}

/** The columns of the table (@portal/schema `LIST_TABLES.restaurants`, which the web's table reads too). */
export const AdminRestaurantSortField = enumOf<SortFieldOf<"restaurants">>(LIST_TABLES.restaurants.sortFields);
export type AdminRestaurantSortField = SortFieldOf<"restaurants">;
registerEnumType(AdminRestaurantSortField, {
  name: "AdminRestaurantSortField",
  description: "A column of the admin restaurant table to sort by.",
  valuesConfig: {
    SITE: { description: "The site code, alphabetically." },
    NAME: { description: "The name, alphabetically." },
    PROVINCE: { description: "The province's name (restaurants without one first when ascending)." },
    CITY: { description: "The city, alphabetically." },
    REGION: { description: "The region code (none, -1, first when ascending)." },
    TYPE: { description: "The type code." },
    ACTIVE: { description: "Inactive, then active when ascending." },
  },
});

@InputType({ description: "A page of the admin restaurant table: size 10, 50 (default), 100 or null (all); by site unless sorted otherwise." })
export class AdminRestaurantPageInput extends PageInputOf<AdminRestaurantSortField>(AdminRestaurantSortField, LIST_TABLES.restaurants.defaultSort) {}

@ObjectType({ description: "A page of the admin restaurant table." })
export class AdminRestaurantPage extends Paginated(AdminRestaurant) {}

@InputType({
  description:
    "The restaurant form: a new restaurant without id, a change with the restaurant's id. Checked with the shared rules (packages/schema restaurantRules): BAD_USER_INPUT with fields.",
})
export class SaveRestaurantInput {
  @Field(() => ID, { nullable: true, description: "The restaurant to change; null or absent: a new restaurant." })
  id?: string | null;

  @Field(() => String, {
    description:
      "Required: the site code. BAD_USER_INPUT fields.site: validation.required when blank, admin.restaurants.error.site_exists when another restaurant of the market has it.",
  })
  site!: string;

  @Field(() => String, { description: "Required: the name. BAD_USER_INPUT fields.name when blank." })
  name!: string;

  @Field(() => ID, {
    nullable: true,
    description: "Required: a province of the market (`adminRestaurantForm.provinces`). BAD_USER_INPUT fields.provinceId.",
  })
  provinceId?: string | null;

  @Field(() => Int, { nullable: true, description: "Required: the region, 1 to 6. BAD_USER_INPUT fields.region otherwise." })
  region?: number | null;

  @Field(() => Int, { nullable: true, description: "Required: the type (mode), 1 to 4. BAD_USER_INPUT fields.type otherwise." })
  type?: number | null;

  @Field(() => String, { description: "Required: the street address. BAD_USER_INPUT fields.address when blank." })
  address!: string;

  @Field(() => String, { defaultValue: "", description: "The city." })
  city!: string;

  @Field(() => String, { defaultValue: "", description: "The postcode." })
  postcode!: string;

  @Field(() => String, { defaultValue: "", description: "The latitude (decimal degrees)." })
  latitude!: string;

  @Field(() => String, { defaultValue: "", description: "The longitude (decimal degrees)." })
  longitude!: string;

  @Field(() => String, { defaultValue: "", description: "The contact e-mail (trimmed, not checked: spec 1 §5)." })
  email!: string;

  @Field(() => String, { defaultValue: "", description: "The company's tax id (CIF)." })
  taxId!: string;

  @Field(() => String, { defaultValue: "", description: "The company's registered name (razón social)." })
  companyName!: string;

  @Field(() => String, { defaultValue: "", description: "The company's fiscal address." })
  fiscalAddress!: string;

  @Field(() => String, {
    defaultValue: "none",
    description: "Who delivers its orders: none (default), Uber or Glovo. BAD_USER_INPUT fields.delivery otherwise.",
  })
  delivery!: string;

  @Field(() => Boolean, { defaultValue: true, description: "Whether it is active; a new restaurant is." })
  active!: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: "ES: whether it offers the ordering service; null or absent keeps it (a new restaurant starts without). Ignored in PT.",
  })
  mopService?: boolean | null;

  @Field(() => Boolean, { defaultValue: false, description: "Its etof flag." })
  etof!: boolean;

  @Field(() => Boolean, { defaultValue: false, description: "Whether it has a McAuto (drive-through) service." })
  mcauto!: boolean;

  @Field(() => Boolean, { defaultValue: false, description: "Its selected flag." })
  selected!: boolean;

  @Field(() => Boolean, { defaultValue: true, description: "Its available flag; a new restaurant is available." })
  available!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: "The people within 1 km: a whole number 0 to 99,999,999; null: not given. BAD_USER_INPUT fields.habitants1km otherwise.",
  })
  habitants1km?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The people within 3 km: a whole number 0 to 99,999,999; null: not given. BAD_USER_INPUT fields.habitants3km otherwise.",
  })
  habitants3km?: number | null;
}
