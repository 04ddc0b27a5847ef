import type { NonEmptyArray } from "type-graphql";
import { SessionResolver } from "../modules/session/session.resolver.js";
import { LibraryResolver, ResourceResolver, SectionResolver } from "../modules/library/library.resolver.js";
import { HomeResolver } from "../modules/home/home.resolver.js";
import { DiagnosticResolver } from "../modules/diagnostic/diagnostic.resolver.js";
import { AccountResolver } from "../modules/account/account.resolver.js";
import { OrderingResolver } from "../modules/ordering/ordering.resolver.js";
import { AdminVideoResolver } from "../modules/admin/videos/videos.resolver.js";
import { AdminRestaurantResolver } from "../modules/admin/restaurants/restaurants.resolver.js";
import { AdminSectionResolver } from "../modules/admin/sections/sections.resolver.js";
import { AdminSliderResolver } from "../modules/admin/sliders/sliders.resolver.js";
import { AdminResourceResolver } from "../modules/admin/resources/resources.resolver.js";
import { DownloadReportResolver } from "../modules/admin/inform/inform.resolver.js";
import { AdminMopResolver } from "../modules/admin/mop/mop.resolver.js";
import { AdminImportResolver } from "../modules/admin/import/import.resolver.js";
import { PartnerResolver } from "../modules/partner/partner.resolver.js";
import { ChannelsResolver } from "../modules/channels/channels.resolver.js";
import { MarketingResolver } from "../modules/marketing/marketing.resolver.js";
import { CollectionsResolver } from "../modules/collections/collections.resolver.js";

/** Every area's resolvers; an area adds its own here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes
export const resolvers: NonEmptyArray<Function> = [
  SessionResolver,
  LibraryResolver,
  SectionResolver,
  ResourceResolver,
  HomeResolver,
  DiagnosticResolver,
  AdminVideoResolver,
  AdminRestaurantResolver,
  AdminSectionResolver,
  AdminSliderResolver,
  AdminResourceResolver,
  DownloadReportResolver,
  AdminMopResolver,
  AdminImportResolver,
  PartnerResolver,
  OrderingResolver,
  AccountResolver,
  ChannelsResolver,
  MarketingResolver,
  CollectionsResolver,
];
