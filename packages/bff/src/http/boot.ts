import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Request, Response } from "express";
import type { ApolloServer } from "@apollo/server";
import { Kind, parse, visit, type DocumentNode, type SelectionSetNode } from "graphql";
import {
  AREA_PATHS,
  hasCategoryRoutes,
  isUnder,
  languageFor,
  LANGUAGE_LOCALE,
  MARKET_LANGUAGES,
  LIST_TABLES,
  pageRequestOf,
  reportMonthFromRoute,
  SECTION_TYPE_NAMES,
  type Language,
  type Market,
  type SectionTypeName,
  type TableDefinition,
} from "@portal/schema";
import type { Context } from "../graphql/context.js";

/** What the web build writes for the BFF (packages/web/build-tools/bootManifest.ts). */
interface BootManifest {
  operations: Record<string, string>;
  /** Route pattern → the lazy modules (.js) and styles (.css) its first render needs beyond the entry. */
  routes?: Record<string, string[]>;
  /** Route pattern → locale → its area's messages chunks (the shell's are the page's own). */
  messages?: Record<string, Record<string, string[]>>;
}

/** An operation answered in the page, as the client's boot link reads it. */
export interface BootOperation {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
  /** Present when the answer holds data served stale (the catalogue unavailable): `{ staleData: true }`. */
  extensions?: { staleData: true };
}

/**
 * What goes into a page: operations answered in advance, the session's language, and what the app's
 * first render needs besides its own files. index.html's script fetches the modules and styles with
 * the app's, after the page's first paint; the first image is preloaded by the page at once.
 */
export interface Boot {
  operations: BootOperation[];
  /**
   * The session's locale, and each language the market allows with its locale: the script shows the
   * language this browser chose (remembered per market by the app), else the session's, and
   * preloads its catalog.
   */
  language?: { market: Market; locale: string; locales: Partial<Record<Language, string>> };
  /** The route's lazy modules and styles, for the visitor who will see that route. */
  modules: string[];
  styles: string[];
  /** The route's area messages chunks by locale of the market: the script preloads those of the language it shows. */
  messages?: Record<string, string[]>;
  /** The screen's first image (its LCP element), preloaded at the highest priority. */
  image?: string;
}

/** What the page's first data reads of the shell's viewer. */
interface BootViewer {
  market: Market;
  language: Language;
  selectedRestaurant?: { id: string } | null;
}

/** What a screen's page answer is asked with: as the screen reads them from the shell, its route and its address. */
interface ScreenRequest {
  market: Market;
  /** The shell's viewer: a screen of the selected restaurant names it (`viewer.selectedRestaurant`). */
  viewer: BootViewer | null;
  /** The route pattern's parameters (`/order/:id` → `{ id }`). */
  params: Record<string, string>;
  /** The address's query string, one value per name. */
  query: URLSearchParams;
}

interface ScreenQuery {
  operation: string;
  /** Exactly as the screen sends them (else the client asks again: the page's answer is matched by its variables). */
  variables: (request: ScreenRequest) => Record<string, unknown>;
  /** The screen's first image (its LCP element), from the answer. */
  image?: (data: unknown) => string | undefined;
}

/** The library's area routes: one `LibraryArea` query, as `features/library/AreaPage.tsx` asks it. */
function libraryArea(type: SectionTypeName): ScreenQuery {
  return {
    operation: "LibraryArea",
    variables: ({ params, query }) => ({
      type,
      category: params.category ?? (hasCategoryRoutes(type) ? null : query.get("category")),
      resource: params.resource ?? null,
      detail: params.resource !== undefined,
    }),
    // A file's detail: its large preview, an image file itself, or else the thumbnail that holds its place. A list:
    // its first card's thumbnail (features/library/cards/ResourceGrid.tsx loads that one at once, the others lazily).
    image: (data) => {
      const area = (data as { libraryArea?: { resource?: LibraryResource | null; resources?: Array<{ thumbnailUrl: string | null }> | null } })
        .libraryArea;
      const resource = area?.resource;
      if (!resource) return area?.resources?.[0]?.thumbnailUrl ?? undefined;
      return resource.file?.mimeType.startsWith("image/") ? resource.file.previewUrl : (resource.thumbnailUrl ?? undefined);
    },
  };
}
interface LibraryResource {
  thumbnailUrl: string | null;
  file: { mimeType: string; previewUrl: string } | null;
}

/** A table's screen: its page as the address asks for it, read as the web's table reads it (@portal/schema `LIST_TABLES`). */
function tableScreen(operation: string, table: TableDefinition<string>): ScreenQuery {
  return { operation, variables: ({ query }) => ({ input: pageRequestOf(query, table) }) };
}

const selected = ({ viewer }: ScreenRequest) => viewer?.selectedRestaurant?.id ?? null;

/**
 * The screens whose query a cold load of their route answers in the page (signed in only), by route pattern (as the
 * web's `app/router/routes.tsx` writes it), with the variables the screen sends and the image it shows first.
 */
const SCREENS: Record<string, ScreenQuery | null> = {
  // A screen without data whose route a pattern above would take (the opening form is no category of its area).
  "/comunicacion/form": null,
  "/": {
    operation: "Home",
    variables: ({ market, viewer }) => ({ es: market === "ES", restaurantId: viewer?.selectedRestaurant?.id ?? null }),
    image: (data) => (data as { home?: { sliders?: Array<{ imageUrl: string }> } }).home?.sliders?.[0]?.imageUrl,
  },
  ...Object.fromEntries(
    SECTION_TYPE_NAMES.flatMap((type) => {
      const path = AREA_PATHS[type];
      const patterns = hasCategoryRoutes(type) ? [path, `${path}/:category`, `${path}/:category/:resource`] : [path];
      return patterns.map((pattern) => [pattern, libraryArea(type)]);
    }),
  ),
  "/orders": { operation: "MyOrders", variables: () => ({}) },
  "/order/:id": { operation: "OrderWizard", variables: ({ params }) => ({ resourceId: params.id }) },
  "/order/details/:id": { operation: "OrderDetails", variables: ({ params }) => ({ id: params.id }) },
  "/cart": { operation: "CartOptions", variables: ({ query }) => ({ add: query.get("add") }) },
  "/channels": { operation: "Channels", variables: (request) => ({ restaurantId: selected(request) }) },
  "/diagnostic": { operation: "Diagnostic", variables: (request) => ({ restaurantId: selected(request) }) },
  "/marketing": {
    operation: "Marketing",
    variables: (request) => ({ year: Number(request.query.get("year")) || null, restaurantId: selected(request) }),
  },
  "/account": { operation: "Account", variables: ({ query }) => ({ restaurants: pageRequestOf(query, LIST_TABLES.account) }) },
  // The same query as the account page's first page (the web's NotificationsPage).
  "/notifications": { operation: "Account", variables: () => ({ restaurants: pageRequestOf(new URLSearchParams(), LIST_TABLES.account) }) },
  "/users": tableScreen("MyPeople", LIST_TABLES.people),
  "/partner/reports": tableScreen("PartnerReportMonths", LIST_TABLES.partnerMonths),
  // A month that is none (`/partner/reports/13/2026`): the BFF refuses "", the page carries nothing, the screen says so.
  "/partner/reports/:m/:y": {
    operation: "PartnerReports",
    variables: ({ params, query }) => ({
      month: reportMonthFromRoute(`${params.m}/${params.y}`) ?? "",
      input: pageRequestOf(query, LIST_TABLES.partnerReports),
    }),
  },
  "/admin/restaurants": tableScreen("AdminRestaurants", LIST_TABLES.restaurants),
  "/admin/users": tableScreen("AdminUsers", LIST_TABLES.users),
  "/admin/sections": tableScreen("AdminSections", LIST_TABLES.sections),
  "/admin/resources": tableScreen("AdminResources", LIST_TABLES.resources),
  "/admin/sliders": tableScreen("AdminSliders", LIST_TABLES.sliders),
  "/admin/videos": tableScreen("AdminVideos", LIST_TABLES.videos),
  "/admin/orders": tableScreen("AdminOrders", LIST_TABLES.orders),
  "/admin/mop": tableScreen("AdminMop", LIST_TABLES.mop),
};

/**
 * The pattern of `patterns` that `path` matches, with its parameters: segment by segment, `:name` matching any one
 * segment; a pattern with more literal segments wins (`/comunicacion/form` over `/comunicacion/:category`), as the
 * client's router ranks them.
 */
export function matchRoute(patterns: Iterable<string>, path: string): { pattern: string; params: Record<string, string> } | null {
  const segments = path.split("/").filter(Boolean);
  let best: { pattern: string; params: Record<string, string>; literals: number } | null = null;
  for (const pattern of patterns) {
    const parts = pattern.split("/").filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(":")) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      literals++;
      return part === segment;
    });
    if (matches && (!best || literals > best.literals)) best = { pattern, params, literals };
  }
  return best && { pattern: best.pattern, params: best.params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page's first data in the page itself. Serving index.html for a client route, the BFF runs the
 * shell's query and, for the screens above, the screen's query, with the request's session, and the
 * page carries the answers (`<script id="portal-boot" type="application/json">`). The web client
 * answers those operations from there, once (its boot link): a cold load sends no GraphQL request and
 * the screen renders with the first script run. The documents are the web build's own (`.vite/boot.json`).
 * An operation that fails is left out: the client then asks for it and handles the error as usual.
 */
export class BootData {
  private readonly documents = new Map<string, DocumentNode>();
  private readonly routes: Record<string, string[]>;
  private readonly messages: Record<string, Record<string, string[]>>;

  private constructor(
    manifest: BootManifest,
    private readonly apollo: ApolloServer<Context>,
    private readonly contextOf: (req: Request, res: Response) => Promise<Context>,
  ) {
    for (const [name, text] of Object.entries(manifest.operations)) this.documents.set(name, withTypenames(parse(text)));
    this.routes = manifest.routes ?? {};
    this.messages = manifest.messages ?? {};
  }

  /** Null when the web build has no boot manifest (an older build): pages are then served as they are. */
  static load(dist: string, apollo: ApolloServer<Context>, contextOf: (req: Request, res: Response) => Promise<Context>): BootData | null {
    const file = join(dist, ".vite", "boot.json");
    if (!existsSync(file)) return null;
    return new BootData(JSON.parse(readFileSync(file, "utf8")) as BootManifest, apollo, contextOf);
  }

  async forPage(req: Request, res: Response): Promise<Boot> {
    const boot: Boot = { operations: [], modules: [], styles: [] };
    const shell = await this.run("Shell", {}, req, res);
    if (!shell) return boot;
    boot.operations.push(shell);
    const { viewer, portal } = shell.data as { viewer: BootViewer | null; portal: { market: Market } };
    const market = viewer?.market ?? portal.market;
    boot.language = {
      market,
      locale: LANGUAGE_LOCALE[languageFor(market, viewer?.language)],
      locales: Object.fromEntries(MARKET_LANGUAGES[market].map((language) => [language, LANGUAGE_LOCALE[language]])),
    };
    // The guards send a signed-out visitor to /login and keep a signed-in one off it: a route's modules
    // go only to the visitor who will see it.
    const page = matchRoute(Object.keys(this.routes), req.path);
    if (page && Boolean(viewer) !== (page.pattern === "/login")) {
      for (const href of this.routes[page.pattern] ?? []) (href.endsWith(".css") ? boot.styles : boot.modules).push(href);
      const messages = this.messages[page.pattern];
      if (messages) boot.messages = Object.fromEntries(Object.values(boot.language.locales).map((locale) => [locale, messages[locale] ?? []]));
    }
    // The admin header's pending MOP requests (ES administrators): every admin screen shows them, from the page.
    const user = (viewer as { user?: { admin?: boolean; type?: string } } | null)?.user;
    if (viewer && market === "ES" && user?.admin && user.type !== "PARTNER" && isUnder(req.path, "/admin")) {
      const header = await this.run("AdminMopHeader", {}, req, res);
      if (header) boot.operations.push(header);
    }
    const route = viewer && matchRoute(Object.keys(SCREENS), req.path);
    const screen = route && SCREENS[route.pattern];
    if (screen) {
      const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
      const answer = await this.run(screen.operation, screen.variables({ market, viewer, params: route.params, query }), req, res);
      if (answer) {
        boot.operations.push(answer);
        boot.image = screen.image?.(answer.data);
      }
    }
    return boot;
  }

  private async run(operationName: string, variables: Record<string, unknown>, req: Request, res: Response): Promise<BootOperation | null> {
    const query = this.documents.get(operationName);
    if (!query) return null;
    const response = await this.apollo.executeOperation({ query, variables, operationName }, { contextValue: await this.contextOf(req, res) });
    if (response.body.kind !== "single" || response.body.singleResult.errors?.length || !response.body.singleResult.data) return null;
    const { data, extensions } = response.body.singleResult;
    return { operationName, variables, data, ...(extensions?.staleData ? { extensions: { staleData: true } } : {}) };
  }
}

/** Adds `__typename` to every selection set below the operation's root, as Apollo Client does to what it sends. */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } }] };
    },
  });
}

/** The page with its boot data (read by index.html's script) and the preload of its first image. */
export function renderPage(html: string, { image, ...boot }: Boot): string {
  const json = JSON.stringify(boot)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  const preload = image ? `<link rel="preload" href="${escapeAttribute(image)}" as="image" fetchpriority="high">` : "";
  return html.replace("</head>", `${preload}<script id="portal-boot" type="application/json">${json}</script></head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
