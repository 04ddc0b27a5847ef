import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { PageInputOf, Paginated } from "../../common/paginated.js";
import { LIST_TABLES, type SortFieldOf, type UserType } from "@portal/schema";
import { UserTypeEnum, enumOf } from "../../graphql/enums.js";
import { User } from "../session/session.types.js";

@ObjectType({ description: "A restaurant of the user, as the account page lists it." })
export class AccountRestaurant {
  @Field(() => ID, { description: "The restaurant id." })
  id!: string;

  @Field(() => String, { description: "Its site code." })
  site!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Its address." })
  address!: string | null;

  @Field(() => String, { nullable: true, description: "Its city." })
  city!: string | null;
}

/** The columns of the table (@portal/schema `LIST_TABLES.account`, which the web's table reads too). */
export const AccountRestaurantSortField = enumOf<SortFieldOf<"account">>(LIST_TABLES.account.sortFields);
export type AccountRestaurantSortField = SortFieldOf<"account">;
registerEnumType(AccountRestaurantSortField, {
  name: "AccountRestaurantSortField",
  description: "A column of the account page's restaurant list.",
  valuesConfig: { SITE: { description: "The site code." }, NAME: { description: "The name." }, CITY: { description: "The city." } },
});

@InputType({ description: "A page of the account's restaurants: 5 or 10 rows (default 5), by site code." })
export class AccountRestaurantPageInput extends PageInputOf<AccountRestaurantSortField>(
  AccountRestaurantSortField,
  LIST_TABLES.account.defaultSort,
) {}

@ObjectType({ description: "A page of the account's restaurants." })
export class AccountRestaurantPage extends Paginated(AccountRestaurant) {}

@ObjectType({ description: "The user's notification choices (/notifications)." })
export class NotificationSettings {
  @Field(() => ID, { description: "The user's id (one settings object per user)." })
  id!: string;

  @Field(() => Boolean, { description: "Mails about new files in the library (on by default)." })
  newFiles!: boolean;
}

@ObjectType({ description: "The account page (/account): the user's profile, notification choices and restaurants." })
export class Account {
  @Field(() => User, { description: "The signed-in user (name, corporate e-mail, phone)." })
  user!: User;

  @Field(() => NotificationSettings, { description: "The notification choices." })
  notifications!: NotificationSettings;

  @Field(() => AccountRestaurantPage, { description: "A page of the user's restaurants." })
  restaurants!: AccountRestaurantPage;
}

@InputType({ description: "The account form." })
export class SaveAccountInput {
  @Field(() => String, { description: "Required: BAD_USER_INPUT fields.name (validation.required) when blank." })
  name!: string;

  @Field(() => String, { defaultValue: "", description: "Empty, or digits once spaces are removed: BAD_USER_INPUT fields.phone (validation.phone)." })
  phone!: string;
}

@InputType({ description: "The notification choices." })
export class SetNotificationsInput {
  @Field(() => Boolean, { description: "Mails about new files." })
  newFiles!: boolean;
}

/** What every person of the user forms has (the franchisee's people and the administrator's users); not a type of the schema itself. */
@ObjectType()
abstract class PersonCore {
  @Field(() => ID, { description: "The user id." })
  id!: string;

  @Field(() => String, { description: "Full name." })
  name!: string;

  @Field(() => String, { description: "Corporate e-mail (the username)." })
  email!: string;

  @Field(() => String, { description: "Phone ('' when none)." })
  phone!: string;

  @Field(() => UserTypeEnum, { description: "The user's role." })
  type!: UserType;

  @Field(() => Boolean, { description: "Whether the account may sign in." })
  active!: boolean;
}

@ObjectType({ description: "A manager (type 3) of the franchisee's restaurants (/users)." })
export class Person extends PersonCore {
  @Field(() => [ID], { description: "The franchisee's restaurants the person is linked to (links to others are not shown and are kept)." })
  restaurantIds!: string[];
}

/** The columns of the table (@portal/schema `LIST_TABLES.people`, which the web's table reads too). */
export const PersonSortField = enumOf<SortFieldOf<"people">>(LIST_TABLES.people.sortFields);
export type PersonSortField = SortFieldOf<"people">;
registerEnumType(PersonSortField, {
  name: "PersonSortField",
  description: "A column of the franchisee's people table.",
  valuesConfig: {
    NAME: { description: "The name." },
    EMAIL: { description: "The e-mail." },
    ACTIVE: { description: "Inactive first when ascending." },
  },
});

@InputType({ description: "A page of the franchisee's people: 10, 20, 30 or all rows, by name." })
export class PersonPageInput extends PageInputOf<PersonSortField>(PersonSortField, LIST_TABLES.people.defaultSort) {}

@ObjectType({ description: "A page of the franchisee's people." })
export class PersonPage extends Paginated(Person) {}

/** The fields both user forms send; not a type of the schema itself. */
@InputType()
abstract class PersonFormCore {
  @Field(() => String, { description: "Required." })
  name!: string;

  @Field(() => String, { description: "Required, corporate for the market (validation.corporate_email); unique (account.error.user_exists)." })
  email!: string;

  @Field(() => String, { defaultValue: "", description: "Empty, or digits once spaces are removed." })
  phone!: string;

  @Field(() => String, {
    defaultValue: "",
    description: "A new password, or '' to keep it (a new user without one uses the password reminder); sent hashed.",
  })
  password!: string;
}

@InputType({ description: "The person form: a new person (a manager) without id, a change with the person's id." })
export class SavePersonInput extends PersonFormCore {
  @Field(() => ID, { nullable: true, description: "The person to change; null: a new manager." })
  id?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: "Whether the account may sign in." })
  active!: boolean;

  @Field(() => [ID], { description: "At least one of the franchisee's restaurants (account.error.restaurants)." })
  restaurants!: string[];
}

@ObjectType({ description: "A user of the market as the admin user table and form show them (/admin/users; full administrators)." })
export class AdminUser extends PersonCore {
  @Field(() => Boolean, { description: "The administrator flag (types 2 and 4)." })
  admin!: boolean;

  @Field(() => [ID], { description: "Every restaurant the user is linked to." })
  restaurantIds!: string[];
}

/** The columns of the table (@portal/schema `LIST_TABLES.users`, which the web's table reads too). */
export const AdminUserSortField = enumOf<SortFieldOf<"users">>(LIST_TABLES.users.sortFields);
export type AdminUserSortField = SortFieldOf<"users">;
registerEnumType(AdminUserSortField, {
  name: "AdminUserSortField",
  description: "A column of the admin user table.",
  valuesConfig: {
    NAME: { description: "The name." },
    EMAIL: { description: "The e-mail." },
    TYPE: { description: "The type code (1 franchisee … 6 partner)." },
    ACTIVE: { description: "Inactive first when ascending." },
  },
});

@InputType({ description: "A page of the admin user table: 10, 20, 30 or all rows (default 10), by name; searched in name, e-mail and phone." })
export class AdminUserPageInput extends PageInputOf<AdminUserSortField>(AdminUserSortField, LIST_TABLES.users.defaultSort) {}

@ObjectType({ description: "A page of the admin user table." })
export class AdminUserPage extends Paginated(AdminUser) {}

@ObjectType({ description: "A restaurant the admin user form can link a user to." })
export class RestaurantChoice {
  @Field(() => ID, { description: "The restaurant id." })
  id!: string;

  @Field(() => String, { description: "Its site code." })
  site!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;
}

@ObjectType({ description: "A call an administrator made as the user ('log in as'), as the catalogue recorded it." })
export class BorrowedAction {
  @Field(() => ID, { description: "The record's id." })
  id!: string;

  @Field(() => String, { description: "The administrator's name." })
  administratorName!: string;

  @Field(() => String, { description: "What was called: the catalogue's method and path (e.g. 'POST user/notifications')." })
  action!: string;

  @Field(() => String, { description: "When, as the catalogue's local time 'YYYY-MM-DD HH:MM:SS'." })
  date!: string;
}

@ObjectType({ description: "The admin user form (/admin/users/add, /admin/users/{id}): the user and what the form offers." })
export class AdminUserForm {
  @Field(() => AdminUser, { nullable: true, description: "The user; null for a new one (or one that no longer exists, with `found` false)." })
  user!: AdminUser | null;

  @Field(() => Boolean, { description: "False when an id was asked for and there is no such user." })
  found!: boolean;

  @Field(() => [RestaurantChoice], { description: "Every restaurant of the market, by site." })
  restaurants!: RestaurantChoice[];

  @Field(() => [BorrowedAction], { description: "What administrators did as this user (the last 100, newest first); empty for a new user." })
  borrowedActions!: BorrowedAction[];
}

@InputType({ description: "The admin user form: a new user without id (a franchisee unless another type is chosen), a change with the user's id." })
export class SaveAdminUserInput extends PersonFormCore {
  @Field(() => ID, { nullable: true, description: "The user to change; null: a new user." })
  id?: string | null;

  @Field(() => Boolean, {
    defaultValue: true,
    description: "Whether the account may sign in; switching it off signs the user out on their next request. Never your own (account.error.self).",
  })
  active!: boolean;

  @Field(() => [ID], { defaultValue: [], description: "Any restaurants of the market (none allowed)." })
  restaurants!: string[];

  @Field(() => UserTypeEnum, {
    description:
      "ADMINISTRATOR, FRANCHISEE, MANAGER or CONSULTANT; a restricted administrator or a partner keeps their own (account.error.user_type otherwise).",
  })
  type!: UserType;
}
