import DataLoader from "dataloader";
import type { SectionTypeName } from "@portal/schema";
import { libraryCalls, type PortalResourceFile, type PortalResourceType, type PortalSection } from "../../legacy/library.js";
import type { Context } from "../../graphql/context.js";
import { withValue, type MaybePromise } from "../../common/maybe-promise.js";
import { libraryCache } from "./library.cache.js";

/** The section tree of a market and language, indexed for the area pages. */
export class SectionTree {
  readonly byId = new Map<string, PortalSection>();
  readonly bySlug = new Map<string, PortalSection>();
  private readonly children = new Map<string, PortalSection[]>();

  constructor(sections: PortalSection[]) {
    const sorted = [...sections].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    for (const section of sorted) {
      this.byId.set(section.id, section);
      this.bySlug.set(section.slug, section);
      const key = section.parentId ?? `top:${section.type}`;
      this.children.set(key, [...(this.children.get(key) ?? []), section]);
    }
  }

  topLevel(type: SectionTypeName): PortalSection[] {
    return this.children.get(`top:${type}`) ?? [];
  }

  childrenOf(id: string): PortalSection[] {
    return this.children.get(id) ?? [];
  }
}

export function createLibraryLoaders(ctx: Omit<Context, "loaders">) {
  const { market, language, upstream } = ctx;
  /**
   * The file of every resource a request lists: those not cached yet (file metadata is reference
   * data, per market) in one catalogue call.
   */
  const files = new DataLoader<string, PortalResourceFile | null>(
    async (ids) => {
      const fetch = async (wanted: readonly string[]) => {
        const byResource = new Map((await libraryCalls.files(upstream, wanted)).map((f) => [f.resourceId, f]));
        return wanted.map((id) => byResource.get(id) ?? null);
      };
      if (!ctx.config.cacheFileMetadata) return fetch(ids);
      const missing: string[] = [];
      let fetched: Promise<Array<PortalResourceFile | null>> | undefined;
      return Promise.all(
        ids.map((id) =>
          ctx.cache.get(libraryCache.file(market, id), () => {
            const index = missing.push(id) - 1;
            // Runs once, after every id of the batch has been looked up (a microtask later).
            fetched ??= Promise.resolve().then(() => fetch(missing));
            return fetched.then((found) => found[index] ?? null);
          }),
        ),
      );
    },
    { batch: ctx.config.batchLoaders },
  );
  const sectionTree = () =>
    ctx.cache.getNow(libraryCache.sections(market, language), async () => new SectionTree(await libraryCalls.sections(upstream, language)));
  const resourceTypes = () =>
    ctx.cache.getNow(libraryCache.resourceTypes(market, language), async () => {
      const types = await libraryCalls.resourceTypes(upstream, language);
      return new Map<string, PortalResourceType>(types.map((t) => [t.id, t]));
    });
  const file = (resourceId: string): MaybePromise<PortalResourceFile | null> => {
    const cached = ctx.config.cacheFileMetadata ? ctx.cache.now<PortalResourceFile | null>(libraryCache.file(market, resourceId)) : undefined;
    return cached ? cached.value : files.load(resourceId);
  };
  const sectionsOf = (sectionIds: readonly string[]) =>
    withValue(sectionTree(), (tree) => sectionIds.map((id) => tree.byId.get(id)).filter((s): s is PortalSection => Boolean(s)));

  /*
   * The reference data of the library, cached per market and language (no upstream call when warm). Warm, it comes
   * back as the value itself, not a promise: a list of resources resolves its fields (type, sections, href,
   * actions, file) without a promise or a microtask each. The idiom stays here; resolvers only pass it on.
   */
  return {
    /** The whole tree, for the area pages (async code awaits it like any promise). */
    sectionTree: async () => sectionTree(),
    resourceType: (typeId: string): MaybePromise<PortalResourceType | null> => withValue(resourceTypes(), (types) => types.get(typeId) ?? null),
    /** The resource's sections, in its order (the first is its category). */
    sectionsOf,
    /** `derive` of the resource's sections (its href, its buttons...). */
    withSections: <R>(sectionIds: readonly string[], derive: (sections: PortalSection[]) => R): MaybePromise<R> =>
      withValue(sectionsOf(sectionIds), derive),
    /** `derive` of a resource's file (null without one): its cached metadata when there, else through the `files` batch. */
    withFile: <R>(resourceId: string, derive: (file: PortalResourceFile | null) => R): MaybePromise<R> => withValue(file(resourceId), derive),
  };
}
