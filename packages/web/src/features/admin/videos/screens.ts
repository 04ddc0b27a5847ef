import { VideoFormPage } from "./VideoFormPage";
import { VideoListPage } from "./VideoListPage";

/** Screens of the admin videos sub-module (/admin/videos, /admin/videos/add, /admin/videos/{id}): their own chunk. */
export const screens = {
  list: VideoListPage,
  form: VideoFormPage,
};
