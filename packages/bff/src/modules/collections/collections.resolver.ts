import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { collectionNameRules } from "@portal/schema";
import { OwnRestaurant } from "../../common/own-restaurant.js";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./collections.service.js";
import {
  Collection,
  CollectionIdInput,
  CollectionItemInput,
  Collections,
  CreateCollectionInput,
  DeletedCollection,
  RenameCollectionInput,
  ShareCollectionInput,
} from "./collections.types.js";

/**
 * The library's collections (/collections, and "add to collection" on resource cards and details): a user's named
 * sets of resources, shared with the people of one of their restaurants and downloaded as one zip
 * (/files/collection/{id}). Only the owner changes a collection; refusals are BAD_USER_INPUT with fields (name, id,
 * collectionId, resourceId) and `collections.error.*` keys, and FORBIDDEN `restaurant.error.not_available` for a share
 * with a restaurant that is not the user's (`@OwnRestaurant`).
 */
@Resolver()
export class CollectionsResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => Collections, { description: "The user's collections and those shared with them, with the restaurant sharing would use." })
  collections(@Ctx() ctx: Context): Promise<Collections> {
    return service.collections(ctx);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Collection, { description: "Creates a private collection, with a first resource when one is given. Answers it." })
  createCollection(
    @Ctx() ctx: Context,
    @ValidInput(() => CreateCollectionInput, collectionNameRules, { description: "Its name and first resource." })
    input: Checked<CreateCollectionInput, typeof collectionNameRules>,
  ): Promise<Collection> {
    return service.createCollection(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Collection, { description: "Renames one of the user's collections. Answers it." })
  renameCollection(
    @Ctx() ctx: Context,
    @ValidInput(() => RenameCollectionInput, collectionNameRules, { description: "The collection and its new name." })
    input: Checked<RenameCollectionInput, typeof collectionNameRules>,
  ): Promise<Collection> {
    return service.renameCollection(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => DeletedCollection, { description: "Deletes one of the user's collections (the resources stay in the library)." })
  deleteCollection(
    @Ctx() ctx: Context,
    @Arg("input", () => CollectionIdInput, { description: "The collection." }) input: CollectionIdInput,
  ): Promise<DeletedCollection> {
    return service.deleteCollection(ctx, input.id);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Collection, { description: "Adds a resource the user's lists show to one of their collections (again: no change). Answers it." })
  addToCollection(
    @Ctx() ctx: Context,
    @Arg("input", () => CollectionItemInput, { description: "The collection and the resource." }) input: CollectionItemInput,
  ): Promise<Collection> {
    return service.addToCollection(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Collection, { description: "Removes a resource from one of the user's collections. Answers it." })
  removeFromCollection(
    @Ctx() ctx: Context,
    @Arg("input", () => CollectionItemInput, { description: "The collection and the resource." }) input: CollectionItemInput,
  ): Promise<Collection> {
    return service.removeFromCollection(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @OwnRestaurant()
  @Mutation(() => Collection, {
    description: "Shares one of the user's collections with the people of one of their restaurants, or makes it private (restaurantId null).",
  })
  shareCollection(
    @Ctx() ctx: Context,
    @Arg("input", () => ShareCollectionInput, { description: "The collection and the restaurant." }) input: ShareCollectionInput,
  ): Promise<Collection> {
    return service.shareCollection(ctx, input);
  }
}
