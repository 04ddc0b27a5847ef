import { AccountPage } from "./AccountPage";
import { NotificationsPage } from "./NotificationsPage";
import { UserFormPage } from "./UserFormPage";
import { UsersPage } from "./UsersPage";

/** Screens of the account area, by route key (app/router/routes.tsx). */
export const screens = {
  account: AccountPage,
  notifications: NotificationsPage,
  users: UsersPage,
  userForm: UserFormPage,
};
