import { MarketingPage } from "./MarketingPage";

/** Screens of the marketing area, by route key (app/router/routes.tsx). */
export const screens = {
  marketing: MarketingPage,
};
