import { ChannelsPage } from "./ChannelsPage";

/** Screens of the channels area, by route key (app/router/routes.tsx). */
export const screens = {
  channels: ChannelsPage,
};
