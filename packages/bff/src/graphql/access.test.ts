import "reflect-metadata";
import { describe, expect, it } from "vitest";
import { getMetadataStorage } from "type-graphql";
import { checkAccess, type AccessRule, type Market, type Principal } from "@portal/schema";
import { createSchema } from "./schema.js";
import { useStack } from "../test/use-stack.js";

/** Every guarded field of the API (queries, mutations and fields of object types) with its rules. */
async function guardedFields(): Promise<Array<{ key: string; rules: AccessRule[] }>> {
  await createSchema();
  return getMetadataStorage().authorizedFields.map((a) => ({ key: `${a.target.name}.${a.fieldName}`, rules: a.roles as AccessRule[] }));
}

const allowed = async (principal: Principal | null, market: Market) =>
  (await guardedFields())
    .filter((f) => checkAccess(f.rules, principal, market) === "ALLOWED")
    .map((f) => f.key.split(".")[1])
    .sort();

/** What anyone may call, signed in or not: the session's own operations. */
const OPEN = ["acceptLegalTerms", "changePassword", "login", "logout", "portal", "rejectLegalTerms", "requestPasswordReminder", "viewer"];
/** Any signed-in user: the way back from "log in as" (the borrowed user may be of any type). */
const SIGNED_IN = ["returnToOwnSession", "setLanguage"];
/** A restaurant-portal user's, in either market. */
const ORDERING = [
  "cartOptions",
  "markOrderRead",
  "myOrders",
  "order",
  "orderStatuses",
  "orderWizard",
  "placeOrder",
  "postOrderComment",
  "saveFiscalData",
  "unreadOrderCount",
  "updateOrderItem",
];
const PORTAL = [
  ...OPEN,
  ...ORDERING,
  "account",
  "saveAccount",
  "setNotifications",
  "showVideoLater",
  "home",
  "libraryArea",
  "search",
  "searchSuggestions",
  "selectRestaurant",
  "sendOpeningForm",
  // channels
  "channels",
  "saveChannels",
  "sendBriefing",
  // collections
  "collections",
  "createCollection",
  "renameCollection",
  "deleteCollection",
  "addToCollection",
  "removeFromCollection",
  "shareCollection",
  ...SIGNED_IN,
];
/** Every administrator, a restricted one too, in both markets: the library's sections. */
const ADMIN_SECTIONS = ["adminSectionForm", "adminSections", "deleteSection", "saveSection"];
/** Every administrator, a restricted one too, in both markets: the home's sliders. */
const ADMIN_SLIDERS = ["adminSliderForm", "adminSliders", "deleteSlider", "moveSlider", "saveSlider"];
/** Every administrator, a restricted one too, in both markets: the library's resources. */
const ADMIN_RESOURCES = ["adminResource", "adminResourceForm", "adminResources", "deleteResource", "saveResource", "setResourcesStatus"];
const ADMIN = [
  "adminMissingReports",
  "adminOrders",
  "changeOrderStatus",
  "downloadReport",
  "resourceReport",
  ...ADMIN_SECTIONS,
  ...ADMIN_SLIDERS,
  ...ADMIN_RESOURCES,
];
/** A franchisee's own people (/users). */
const PEOPLE = ["myPeople", "myPerson", "savePerson"];
const ES_ONLY = [
  "diagnosticAlerts",
  "localActions",
  // diagnostic
  "addCustomBrand",
  "deleteCustomBrand",
  "diagnostic",
  "removeCompetitor",
  "saveClusters",
  "saveComparison",
  "saveCompetition",
  "saveDafo",
  // marketing
  "addMarketingAction",
  "deleteMarketingAction",
  "linkMarketingAction",
  "marketingLinkOptions",
  "marketingPlan",
  "saveMarketingObjectives",
  "saveMarketingStrategies",
  "updateMarketingAction",
];
const ADMIN_ES = [
  "adminVideo",
  "adminVideos",
  "deleteVideo",
  "saveVideo",
  // admin import
  "adminImport",
  "importDiagnosticSection",
  "updateImportDescription",
  // admin MOP requests
  "adminMopHeader",
  "adminMopRequests",
  "mopAutoConfirm",
  "setMopAutoConfirm",
  "setMopRequestStatus",
];
/** Full administrators only (not a restricted administrator): the restaurants. */
const FULL_ADMIN_RESTAURANTS = ["adminRestaurant", "adminRestaurantForm", "adminRestaurants", "saveRestaurant"];
/** Full administrators only: every user of the market, and signing in as one of them. */
const FULL_ADMIN_USERS = ["adminUserForm", "adminUsers", "logInAs", "saveAdminUser"];
/** Partners' own portal: the monthly reports. */
const PARTNER = ["deletePartnerReport", "deletePartnerReportMonth", "partnerReportMonths", "partnerReportUploadMonths", "partnerReports"];
const sorted = (...lists: string[][]) => lists.flat().sort();

describe("who may call what (the whole schema, per role)", () => {
  it("a signed-out visitor: the session's own operations only", async () => {
    expect(await allowed(null, "ES")).toEqual(sorted(OPEN));
  });

  it("partners: their portal only (deny by default), even with the catalogue's admin flag", async () => {
    for (const market of ["ES", "PT"] as const)
      for (const admin of [false, true])
        expect(await allowed({ type: "PARTNER", admin }, market), `${market} admin=${admin}`).toEqual(sorted(OPEN, SIGNED_IN, PARTNER));
  });

  it("restaurant-portal users by market, type and admin flag", async () => {
    expect(await allowed({ type: "CONSULTANT", admin: false }, "ES")).toEqual(sorted(PORTAL, ES_ONLY));
    expect(await allowed({ type: "CONSULTANT", admin: false }, "PT")).toEqual(sorted(PORTAL));
    expect(await allowed({ type: "FRANCHISEE", admin: false }, "ES")).toEqual(sorted(PORTAL, ES_ONLY, PEOPLE, ["requestCustomResource"]));
    expect(await allowed({ type: "FRANCHISEE", admin: false }, "PT")).toEqual(sorted(PORTAL, PEOPLE));
    expect(await allowed({ type: "ADMINISTRATOR", admin: true }, "ES")).toEqual(
      sorted(PORTAL, ES_ONLY, ADMIN, ADMIN_ES, FULL_ADMIN_RESTAURANTS, FULL_ADMIN_USERS),
    );
    expect(await allowed({ type: "ADMINISTRATOR", admin: true }, "PT")).toEqual(sorted(PORTAL, ADMIN, FULL_ADMIN_RESTAURANTS, FULL_ADMIN_USERS));
    expect(await allowed({ type: "RESTRICTED_ADMINISTRATOR", admin: true }, "ES")).toEqual(sorted(PORTAL, ES_ONLY, ADMIN, ADMIN_ES));
  });
});

describe("a partner, live", () => {
  const stack = useStack();

  it("is refused the restaurant portal's screens and their data before any catalogue call", async () => {
    const b = await stack.signIn("ES", "partner@demo.es");
    stack.resetCalls();
    const home = await b.graphql(`{ home { sliders { id } } }`);
    const area = await b.graphql(`{ libraryArea(type: NATIONAL) { sections { id } } }`);
    const search = await b.graphql(`{ search(text: "a") { text } }`);
    for (const refused of [home, area, search]) expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(["FORBIDDEN"]);
    expect(stack.callPaths()).toEqual([]);
  });
});
