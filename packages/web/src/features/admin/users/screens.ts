import { AdminUserFormPage } from "./AdminUserFormPage";
import { AdminUserListPage } from "./AdminUserListPage";

/** Screens of the admin users (/admin/users, /admin/users/add, /admin/users/{id}): their own chunk, speaking the admin area's messages and the account's (its person fields). */
export const screens = {
  list: AdminUserListPage,
  form: AdminUserFormPage,
};
