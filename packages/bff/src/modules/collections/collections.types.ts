import { Field, ID, InputType, ObjectType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { Resource } from "../library/library.types.js";

@ObjectType({ description: "A restaurant a collection is shared with: its people read and download the collection." })
export class CollectionRestaurant {
  @Field(() => ID, { description: "The restaurant's id." })
  id!: string;

  @Field(() => String, { description: "The restaurant's name." })
  name!: string;

  @Field(() => String, { description: "The restaurant's site code (ES0101...)." })
  site!: string;
}

@ObjectType({ description: 'A named set of library resources a user keeps ("Campaña verano"), private or shared with a restaurant\'s people.' })
export class Collection {
  @Field(() => ID, { description: "The collection's id." })
  id!: string;

  @Field(() => String, { description: "Its name (1 to 60 characters, unique among its owner's)." })
  name!: string;

  @Field(() => Boolean, { description: "Whether the signed-in user owns it: only the owner renames, fills, shares or deletes it." })
  mine!: boolean;

  @Field(() => String, { description: "The owner's name (who shared it, on a collection that is not the user's)." })
  ownerName!: string;

  @Field(() => CollectionRestaurant, { nullable: true, description: "The restaurant whose people it is shared with; null while private." })
  sharedWith!: CollectionRestaurant | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "Its last change (name, resources, sharing)." })
  updatedAt!: Date | null;

  @Field(() => [Resource], {
    description:
      "Its resources the user's lists show (a draft, a withdrawn resource or one of an inactive category is left out), the last added first.",
  })
  resources!: Resource[];

  @Field(() => String, { description: "Where the browser downloads it as one zip (/files/collection/{id}): only the files the user may download." })
  downloadUrl!: string;
}

@ObjectType({ description: "The collections screen (/collections) and the add-to-collection menu in one request." })
export class Collections {
  @Field(() => [Collection], { description: "The user's own collections by name, then those the people of their restaurants share with them." })
  items!: Collection[];

  @Field(() => CollectionRestaurant, {
    nullable: true,
    description: "The session's selected restaurant: the one the share button shares with; null for a user without restaurants.",
  })
  shareTarget!: CollectionRestaurant | null;
}

@ObjectType({ description: "A deleted collection." })
export class DeletedCollection {
  @Field(() => ID, { description: "The id of the collection deleted." })
  id!: string;
}

@InputType({ description: "A new collection: its name and, from a resource's card or detail, its first resource." })
export class CreateCollectionInput {
  @Field(() => String, {
    description: "The name (trimmed; 1 to 60 characters; BAD_USER_INPUT fields.name otherwise or when the user has it already).",
  })
  name!: string;

  @Field(() => ID, { nullable: true, description: "A resource to put in it at once (one the user's lists show)." })
  resourceId?: string | null;
}

@InputType({ description: "A new name for one of the user's collections." })
export class RenameCollectionInput {
  @Field(() => ID, { description: "The collection." })
  id!: string;

  @Field(() => String, { description: "The new name (the rules of CreateCollectionInput.name)." })
  name!: string;
}

@InputType({ description: "One of the user's collections." })
export class CollectionIdInput {
  @Field(() => ID, { description: "The collection." })
  id!: string;
}

@InputType({ description: "A resource to add to, or remove from, one of the user's collections." })
export class CollectionItemInput {
  @Field(() => ID, { description: "The collection." })
  collectionId!: string;

  @Field(() => ID, { description: "The resource (to add: one the user's lists show)." })
  resourceId!: string;
}

@InputType({ description: "Who sees one of the user's collections." })
export class ShareCollectionInput {
  @Field(() => ID, { description: "The collection." })
  id!: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "One of the user's restaurants (FORBIDDEN restaurant.error.not_available otherwise), whose people then see it; null makes it private again.",
  })
  restaurantId?: string | null;
}
