import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver, JSONObjectResolver } from "graphql-scalars";
import { PageInputOf, Paginated } from "../../common/paginated.js";
import { LIST_TABLES, staticFileUrl, type SortFieldOf } from "@portal/schema";
import { enumOf } from "../../graphql/enums.js";

/** The portal address of a stored file of the catalogue. */
export const staticUrl = (path: string | null) => (path ? staticFileUrl(path) : null);

@ObjectType({ description: "A size option of a piece format." })
export class FormatSize {
  @Field(() => String, { description: "The size's key (what an item stores)." })
  key!: string;

  @Field(() => String, { description: "Its name in the session's language, e.g. 'A1 (594 × 841 mm)'." })
  name!: string;

  @Field(() => Boolean, { description: "A custom measure: the user writes it (page 2 needs the text)." })
  custom!: boolean;
}

@ObjectType({ description: "A piece format the wizard can target (the catalogue's ids 1–40)." })
export class PieceFormat {
  @Field(() => Int, { description: "The format id (1–40)." })
  id!: number;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;

  @Field(() => [FormatSize], { description: "Its size options; empty for digital formats (29–38, 40), whose wizard skips page 2." })
  sizes!: FormatSize[];

  @Field(() => [String], { description: "The yes/no questions of page 3 (q1, q2, q4–q8; q5 magazine or newspaper); empty: page 3 is skipped." })
  questions!: string[];
}

@ObjectType({ description: "The resource a wizard orders an adaptation of." })
export class WizardResource {
  @Field(() => ID, { description: "The resource id." })
  id!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Its thumbnail's URL on the portal." })
  thumbUrl!: string | null;

  @Field(() => String, { nullable: true, description: "Its reference." })
  reference!: string | null;

  @Field(() => Boolean, { description: "Its type is customisable: page 4 needs an uploaded file." })
  customizable!: boolean;

  @Field(() => Int, { nullable: true, description: "The piece format of the resource itself: on ES, choosing it on page 1 jumps to page 4." })
  sourceFormatId!: number | null;
}

@ObjectType({ description: "What the order wizard needs for one resource (/order/{id}, /order/edit/{key})." })
export class OrderWizard {
  @Field(() => WizardResource, { description: "The resource." })
  resource!: WizardResource;

  @Field(() => [PieceFormat], { description: "Every piece format with its sizes and questions (cached reference data)." })
  formats!: PieceFormat[];
}

@ObjectType({ description: "A restaurant of the user as the cart offers it for billing and shipping." })
export class CartRestaurant {
  @Field(() => ID, { description: "The restaurant id." })
  id!: string;

  @Field(() => String, { description: "Its site code." })
  site!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => String, { description: "Business name." })
  companyName!: string;

  @Field(() => String, { description: "Tax id." })
  taxId!: string;

  @Field(() => String, { description: "Fiscal address." })
  fiscalAddress!: string;

  @Field(() => Boolean, {
    description: "Whether it has the three fiscal fields an invoice needs; without them the cart asks for them before billing it.",
  })
  hasFiscalData!: boolean;
}

@ObjectType({ description: "The contact a new order proposes: the signed-in user's." })
export class CartContact {
  @Field(() => String, { description: "Name." })
  name!: string;

  @Field(() => String, { description: "Corporate e-mail." })
  email!: string;

  @Field(() => String, { description: "Phone (may be empty)." })
  phone!: string;
}

@ObjectType({ description: "What the cart needs besides its items, which live in the browser: the user's restaurants and contact." })
export class CartOptions {
  @Field(() => [CartRestaurant], { description: "The user's restaurants, for billing and shipping." })
  restaurants!: CartRestaurant[];

  @Field(() => CartContact, { description: "The default contact." })
  contact!: CartContact;

  @Field(() => WizardResource, {
    nullable: true,
    description: "The resource the library's production button adds (cartOptions' `add`), when the caller may order its production; null otherwise.",
  })
  adding!: WizardResource | null;
}

@ObjectType({ description: "A PT customisation (page 4) and the ES price and legal text." })
export class OrderCustomization {
  @Field(() => String, { description: "The restaurant named on the piece." })
  restaurant!: string;

  @Field(() => String, { description: "A price shown on the piece." })
  price!: string;

  @Field(() => String, { description: "The legal text (required once there is a price)." })
  legal!: string;

  @Field(() => String, { description: "Other changes asked for (PT)." })
  others!: string;

  @Field(() => String, { description: "Start day of the offer (PT), YYYY-MM-DD or empty." })
  startDate!: string;

  @Field(() => String, { description: "End day of the offer (PT), YYYY-MM-DD or empty." })
  endDate!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Direction arrow 1–10 (PT): forward, right, left, curved right, curved left, return, roundabout exits right, straight, left, full return.",
  })
  direction!: number | null;

  @Field(() => String, { description: "The schedule shown on the piece (free text; empty when none)." })
  schedule!: string;

  @Field(() => String, { description: "The date shown on the piece (free text; empty when none)." })
  date!: string;

  @Field(() => String, { description: "The direction's text (beside its arrow value); empty when none." })
  directionText!: string;

  @Field(() => String, { nullable: true, description: "Stored path of the direction's image (an order upload); null when none." })
  directionImage!: string | null;

  @Field(() => String, { nullable: true, description: "URL of the direction's image; null when none." })
  directionImageUrl!: string | null;
}

@ObjectType({ description: "One piece of an order." })
export class OrderItem {
  @Field(() => ID, { description: "The item id." })
  id!: string;

  @Field(() => ID, { description: "The resource ordered." })
  resourceId!: string;

  @Field(() => String, { description: "The resource's name." })
  resourceName!: string;

  @Field(() => String, { nullable: true, description: "The resource's thumbnail URL." })
  thumbUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The resource's reference." })
  reference!: string | null;

  @Field(() => Int, { nullable: true, description: "The target piece format; null for a production budget (method 4)." })
  formatId!: number | null;

  @Field(() => String, { nullable: true, description: "The format's name." })
  formatName!: string | null;

  @Field(() => String, { description: "The size's key ('' without one)." })
  sizeKey!: string;

  @Field(() => String, { nullable: true, description: "The size's name." })
  sizeName!: string | null;

  @Field(() => String, { description: "The custom measure written by the user." })
  sizeText!: string;

  @Field(() => Int, { description: "1 final art, 2 adaptation and production quote, 4 production budget." })
  method!: number;

  @Field(() => Int, { nullable: true, description: "Units asked for." })
  units!: number | null;

  @Field(() => Int, { description: "Unit scale: 0 none, 1–7 (1-5 … 4000-5000), -1 custom." })
  unitsScale!: number;

  @Field(() => String, { description: "The custom quantity of scale -1." })
  unitsScaleCustom!: string;

  @Field(() => Int, { description: "Billing restaurant id; -1 none." })
  billed!: number;

  @Field(() => Int, { description: "Destination restaurant id; -1 none; 0 another address (customShip)." })
  shipped!: number;

  @Field(() => String, { description: "The other address." })
  customShip!: string;

  @Field(() => String, { nullable: true, description: "URL of the uploaded customisation file." })
  customFileUrl!: string | null;

  @Field(() => String, { nullable: true, description: "Stored path of the uploaded customisation file (what an edit sends back)." })
  customFile!: string | null;

  @Field(() => JSONObjectResolver, { description: "The answers of page 3, by question key (q1 … q8)." })
  answers!: Record<string, string>;

  @Field(() => OrderCustomization, { description: "The customisation of page 4." })
  customization!: OrderCustomization;

  @Field(() => ID, { nullable: true, description: "The resource's type (the catalogue's resource type id); null when it has none." })
  resourceTypeId!: string | null;

  @Field(() => String, { description: "The custom answer to the questions (params.custom), free text; empty when none." })
  customAnswer!: string;

  @Field(() => String, { nullable: true, description: "Stored path of the custom answer's file (params.custom_file); null when none." })
  customAnswerFile!: string | null;

  @Field(() => String, { nullable: true, description: "URL of the custom answer's file; null when none." })
  customAnswerFileUrl!: string | null;
}

@ObjectType({ description: "A status an order went through." })
export class OrderStatusChange {
  @Field(() => Int, { description: "The status (1–5)." })
  status!: number;

  @Field(() => DateTimeResolver, { nullable: true, description: "When." })
  date!: Date | null;

  @Field(() => String, { nullable: true, description: "Who changed it." })
  userName!: string | null;
}

@ObjectType({ description: "A chat message of an order (PT)." })
export class OrderComment {
  @Field(() => ID, { description: "The message id." })
  id!: string;

  @Field(() => String, { description: "The author's name." })
  authorName!: string;

  @Field(() => String, { description: "The author's badge: FRANCHISEE (type 1), CONSULTANT (5), MANAGER (3) or AGENCY (anyone else)." })
  authorRole!: string;

  @Field(() => Boolean, { description: "Written by the signed-in user ('me')." })
  mine!: boolean;

  @Field(() => String, { description: "The text." })
  message!: string;

  @Field(() => [String], { description: "URLs of its images (up to 5)." })
  imageUrls!: string[];

  @Field(() => DateTimeResolver, { nullable: true, description: "When it was written." })
  createdAt!: Date | null;
}

@ObjectType({ description: "The restaurant an order is for." })
export class OrderRestaurant {
  @Field(() => ID, { description: "Its id." })
  id!: string;

  @Field(() => String, { description: "Its site code." })
  site!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => String, { description: "Its company name (razón social); empty when unknown." })
  companyName!: string;
}

@ObjectType({ description: "An order's contact." })
export class OrderContact {
  @Field(() => String, { description: "Name." })
  name!: string;

  @Field(() => String, { description: "E-mail." })
  email!: string;

  @Field(() => String, { description: "Phone." })
  phone!: string;
}

@ObjectType({ description: "An order with its items (the lists), and its history and chat (the details)." })
export class Order {
  @Field(() => ID, { description: "The order id." })
  id!: string;

  @Field(() => String, { description: "Its number: '#P-000123' (ES) or '#O-000123' (PT)." })
  number!: string;

  @Field(() => String, { description: "The order's name (the catalogue's: its first piece's resource)." })
  name!: string;

  @Field(() => ID, { description: "The user who placed it." })
  ownerId!: string;

  @Field(() => String, { description: "Who placed it." })
  ownerName!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "When it was placed." })
  date!: Date | null;

  @Field(() => Int, { description: "Its status: 1 processing, 2 pending, 3 in production and delivery, 4 delivered, 5 cancelled." })
  status!: number;

  @Field(() => String, { description: "The status's name in the session's language." })
  statusName!: string;

  @Field(() => OrderRestaurant, { description: "The restaurant it is for." })
  restaurant!: OrderRestaurant;

  @Field(() => OrderContact, { description: "Its contact." })
  contact!: OrderContact;

  @Field(() => Boolean, { description: "A message or a status change by someone else since the user last opened it." })
  unread!: boolean;

  @Field(() => [OrderItem], { description: "Its pieces." })
  items!: OrderItem[];

  @Field(() => [OrderStatusChange], { description: "Its statuses, oldest first (empty in lists)." })
  history!: OrderStatusChange[];

  @Field(() => [OrderComment], { description: "Its chat, oldest first (PT; empty in ES and in lists)." })
  comments!: OrderComment[];
}

@ObjectType({ description: "An order status of the catalogue's table." })
export class OrderStatus {
  @Field(() => Int, { description: "1–5." })
  id!: number;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;
}

/** The columns of the table (@portal/schema `LIST_TABLES.orders`, which the web's table reads too). */
export const AdminOrderSortField = enumOf<SortFieldOf<"orders">>(LIST_TABLES.orders.sortFields);
export type AdminOrderSortField = SortFieldOf<"orders">;
registerEnumType(AdminOrderSortField, {
  name: "AdminOrderSortField",
  description: "A column of the admin order table to sort by.",
  valuesConfig: {
    DATE: { description: "When it was placed." },
    NUMBER: { description: "Its number." },
    STATUS: { description: "Its status code." },
    RESTAURANT: { description: "Its restaurant's site code." },
  },
});

@InputType({ description: "A page of the admin order table: all rows by default, newest first; searched by number, restaurant, contact or owner." })
export class AdminOrderPageInput extends PageInputOf<AdminOrderSortField>(AdminOrderSortField, LIST_TABLES.orders.defaultSort) {}

@ObjectType({ description: "A page of the admin order table." })
export class AdminOrderPage extends Paginated(Order) {}

@ObjectType({ description: "An order now read by the user." })
export class ReadOrder {
  @Field(() => ID, { description: "The order." })
  id!: string;

  @Field(() => Boolean, { description: "Always false now." })
  unread!: boolean;
}
