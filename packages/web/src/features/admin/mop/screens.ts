import { MopListPage } from "./MopListPage";

/** Screens of the admin MOP sub-module (/admin/mop, ES): its own chunk. */
export const screens = {
  mop: MopListPage,
};
