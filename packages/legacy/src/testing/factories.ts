import type { Db } from "../db/db.js";
import type { FileStorage } from "../storage/files.js";
import { createChannel, createMopRequest, setChannelServiceStatus, setMopAutoConfirm } from "./factories/channels.js";
import { createBrand, createCompetitor, createDiagnostic } from "./factories/diagnostic.js";
import { attachResourceFile, createResource, createResourceHit, touchResource } from "./factories/library.js";
import { createMarketingAction, createMarketingPlan } from "./factories/marketing.js";
import { createChatMessage, createOrder, createOrderItem } from "./factories/ordering.js";
import { createPartnerReport, type ReportFields } from "./factories/partner.js";
import { createRestaurant, createUser, setRestaurantLastChange, unlinkRestaurant } from "./factories/people.js";

/**
 * Test data of a test's own, written through the catalogue's database layer (`@portal/legacy/testing`): a test builds
 * the rows it reads or changes with these instead of reading or changing the demo seed's, so the seed stays what the
 * README's demo accounts show, and a test says what it starts from. Each call makes new rows with sensible defaults
 * (a test names only what matters to it) and answers what tests need of them (ids, names, sites); the few that change
 * rows (`set…`, `touch…`, `unlink…`) stand for a change made at the catalogue behind the BFF's back and answer what
 * they replaced when a test must put it back. One module per area in `factories/`.
 */
export { USER_TYPES, createRestaurant, createUser, setRestaurantLastChange, unlinkRestaurant } from "./factories/people.js";
export type { CreatedRestaurant, CreatedUser, RestaurantFields, UserFields, UserTypeName } from "./factories/people.js";
export { attachResourceFile, createResource, createResourceHit, touchResource } from "./factories/library.js";
export type { CreatedResource, ResourceFields, ResourceTouch } from "./factories/library.js";
export { createChatMessage, createOrder, createOrderItem } from "./factories/ordering.js";
export type { CreatedOrder, CreatedOrderItem, OrderFields, OrderItemFields } from "./factories/ordering.js";
export { createBrand, createCompetitor, createDiagnostic } from "./factories/diagnostic.js";
export type { CreatedBrand, DiagnosticFields, FeatureStars } from "./factories/diagnostic.js";
export { createMarketingAction, createMarketingPlan } from "./factories/marketing.js";
export type { ActionFields, CreatedPlan, PlanPriority } from "./factories/marketing.js";
export { createChannel, createMopRequest, setChannelServiceStatus, setMopAutoConfirm } from "./factories/channels.js";
export type { ChannelFields, MopRequestFields, PlanFields, Schedules } from "./factories/channels.js";
export { createPartnerReport } from "./factories/partner.js";
export type { ReportFields } from "./factories/partner.js";

const bind =
  <A, R>(db: Db, make: (db: Db, fields: A) => R) =>
  (fields: A): R =>
    make(db, fields);

/**
 * The factories bound to one catalogue's database, as a test holds them (`factories(legacy.db, legacy.storage)`; the
 * BFF's tests reach them as `stack.factories`). `storage`: where a partner report's PDF and a resource's file are
 * written (without it, each is a row only).
 */
export function factories(db: Db, storage?: FileStorage) {
  return {
    createUser: bind(db, createUser),
    createRestaurant: bind(db, createRestaurant),
    unlinkRestaurant: bind(db, unlinkRestaurant),
    setRestaurantLastChange: bind(db, setRestaurantLastChange),
    createResource: bind(db, createResource),
    createResourceHit: bind(db, createResourceHit),
    attachResourceFile: (fields: Parameters<typeof attachResourceFile>[2]) => attachResourceFile(db, storage, fields),
    touchResource: bind(db, touchResource),
    createOrder: bind(db, createOrder),
    createOrderItem: bind(db, createOrderItem),
    createChatMessage: bind(db, createChatMessage),
    createBrand: bind(db, createBrand),
    createCompetitor: bind(db, createCompetitor),
    createDiagnostic: bind(db, createDiagnostic),
    createMarketingPlan: bind(db, createMarketingPlan),
    createMarketingAction: bind(db, createMarketingAction),
    createChannel: bind(db, createChannel),
    createMopRequest: bind(db, createMopRequest),
    setChannelServiceStatus: bind(db, setChannelServiceStatus),
    setMopAutoConfirm: bind(db, setMopAutoConfirm),
    createPartnerReport: (fields: ReportFields) => createPartnerReport(db, storage, fields),
  };
}
export type Factories = ReturnType<typeof factories>;

/**
 * An SQL condition on a resource aliased `r`: its category (its first section) and that category's parents are all
 * active. The portal lists no resource of an inactive category but to administrators (home and search included).
 */
export const CATEGORY_SHOWN_SQL = `NOT EXISTS (
  WITH RECURSIVE up AS (
    SELECT s.id, s.parent_id, s.status FROM resource_sections rs JOIN sections s ON s.id = rs.section_id
     WHERE rs.resource_id = r.id AND rs.pos = 0
    UNION ALL SELECT p.id, p.parent_id, p.status FROM sections p JOIN up ON p.id = up.parent_id)
  SELECT 1 FROM up WHERE up.status <> 1)`;
