import { Field, ID, InputType, Int } from "type-graphql";
import { JSONObjectResolver } from "graphql-scalars";

/* The ordering area's inputs: the cart's items and confirm, an order's changes and chat, the fiscal popup. */

@InputType({ description: "The customisation of page 4." })
export class OrderCustomizationInput {
  @Field(() => String, { defaultValue: "", description: "The restaurant named on the piece (PT: required, ordering.wizard.error.restaurant)." })
  restaurant!: string;

  @Field(() => String, { defaultValue: "", description: "A price (PT: required, ordering.wizard.error.price)." })
  price!: string;

  @Field(() => String, { defaultValue: "", description: "The legal text: required once there is a price (ordering.wizard.error.legal)." })
  legal!: string;

  @Field(() => String, { defaultValue: "", description: "Other changes (PT: required, ordering.wizard.error.others)." })
  others!: string;

  @Field(() => String, { defaultValue: "", description: "Start day (PT), YYYY-MM-DD or empty." })
  startDate!: string;

  @Field(() => String, { defaultValue: "", description: "End day (PT), YYYY-MM-DD or empty." })
  endDate!: string;

  @Field(() => Int, { nullable: true, description: "Direction arrow 1–10 (PT)." })
  direction?: number | null;

  @Field(() => String, { defaultValue: "", description: "The schedule shown on the piece (optional, at most 500 characters)." })
  schedule!: string;

  @Field(() => String, { defaultValue: "", description: "The date shown on the piece (optional, at most 500 characters)." })
  date!: string;

  @Field(() => String, { defaultValue: "", description: "The direction's text (optional)." })
  directionText!: string;

  @Field(() => String, {
    defaultValue: "",
    description: "The direction's image: the path of the user's order upload (ordering.wizard.error.customize otherwise), or empty.",
  })
  directionImage!: string;
}

@InputType({ description: "One cart item: what the wizard chose (method 1 or 2), or a production budget (method 4), and its delivery." })
export class OrderItemInput {
  @Field(() => ID, { description: "The resource." })
  resourceId!: string;

  @Field(() => Int, { nullable: true, description: "The target format (1–40); null for a production budget. BAD_USER_INPUT items[i].formatId." })
  formatId?: number | null;

  @Field(() => String, { defaultValue: "", description: "The size key (required when the format has sizes)." })
  sizeKey!: string;

  @Field(() => String, { defaultValue: "", description: "The custom measure (required for a custom size)." })
  sizeText!: string;

  @Field(() => JSONObjectResolver, { nullable: true, description: "Answers of page 3 by question key: yes/no, q5 magazine/newspaper." })
  answers?: Record<string, unknown> | null;

  @Field(() => String, {
    defaultValue: "",
    description: "Stored path of the customisation file (from POST /uploads/order/custom); required for a customisable type.",
  })
  customFile!: string;

  @Field(() => OrderCustomizationInput, { nullable: true, description: "Page 4." })
  customization?: OrderCustomizationInput | null;

  @Field(() => String, { defaultValue: "", description: "The custom answer to the questions (params.custom), optional free text." })
  customAnswer!: string;

  @Field(() => String, { defaultValue: "", description: "The custom answer's file: the path of the user's order upload, or empty." })
  customAnswerFile!: string;

  @Field(() => Int, { description: "1 final art, 2 adaptation and quote (PT: 1 only), 4 production budget." })
  method!: number;

  @Field(() => Int, { nullable: true, description: "Units (a produced item needs units or a scale)." })
  units?: number | null;

  @Field(() => Int, { defaultValue: 0, description: "Unit scale: 0 none, 1–7, -1 custom." })
  unitsScale!: number;

  @Field(() => String, { defaultValue: "", description: "The custom quantity (scale -1)." })
  unitsScaleCustom!: string;

  @Field(() => Int, { defaultValue: -1, description: "Billing restaurant (one of the user's), -1 none." })
  billed!: number;

  @Field(() => Int, { defaultValue: -1, description: "Destination restaurant, -1 none, 0 another address." })
  shipped!: number;

  @Field(() => String, { defaultValue: "", description: "The other address (shipped 0)." })
  customShip!: string;
}

@InputType({ description: "An order's contact." })
export class OrderContactInput {
  @Field(() => String, { description: "Required (ordering.cart.error.contact_name)." })
  name!: string;

  @Field(() => String, { description: "Required, valid and corporate for the market (validation.corporate_email)." })
  email!: string;

  @Field(() => String, { defaultValue: "", description: "Required in ES; digits once spaces are removed." })
  phone!: string;
}

@InputType({ description: "The cart's confirm." })
export class PlaceOrderInput {
  @Field(() => ID, {
    description:
      "The restaurant the order is for: the one the header showed when the user confirmed (one of the user's, else FORBIDDEN restaurant.error.not_available), whatever the session selected since.",
  })
  restaurantId!: string;

  @Field(() => String, {
    description: "A key the client makes once per confirm (8–64 letters, digits, '-'): sent again, it answers the order already placed.",
  })
  key!: string;

  @Field(() => [OrderItemInput], { description: "The cart's items (1–50)." })
  items!: OrderItemInput[];

  @Field(() => OrderContactInput, { description: "The contact." })
  contact!: OrderContactInput;
}

@InputType({ description: "A change of one item of a placed order (processing or pending)." })
export class UpdateOrderItemInput {
  @Field(() => ID, { description: "The item." })
  itemId!: string;

  @Field(() => OrderItemInput, { description: "Its new values." })
  item!: OrderItemInput;
}

@InputType({ description: "An administrator's status change." })
export class ChangeOrderStatusInput {
  @Field(() => ID, { description: "The order." })
  orderId!: string;

  @Field(() => Int, { description: "The new status (1–5)." })
  status!: number;
}

@InputType({ description: "A chat message (PT)." })
export class PostOrderCommentInput {
  @Field(() => ID, { description: "The order." })
  orderId!: string;

  @Field(() => String, { description: "The text; blank is refused (ordering.chat.error.empty)." })
  message!: string;

  @Field(() => [String], { defaultValue: [], description: "Stored paths of up to 5 images (from POST /uploads/order/comment)." })
  images!: string[];
}

@InputType({ description: "The order the user opened." })
export class MarkOrderReadInput {
  @Field(() => ID, { description: "The order." })
  orderId!: string;
}

@InputType({ description: "The fiscal data of a billing restaurant (the cart's fiscal popup): all three required." })
export class SaveFiscalDataInput {
  @Field(() => ID, { description: "One of the user's restaurants (FORBIDDEN restaurant.error.not_available otherwise)." })
  restaurantId!: string;

  @Field(() => String, { description: "Business name." })
  companyName!: string;

  @Field(() => String, { description: "Tax id." })
  taxId!: string;

  @Field(() => String, { description: "Fiscal address." })
  fiscalAddress!: string;
}
