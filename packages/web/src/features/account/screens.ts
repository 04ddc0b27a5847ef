import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";
import { AccountPage } from "./AccountPage";
import { NotificationsPage } from "./NotificationsPage";

/** Screens of the account area, by route key (app/router/routes.tsx). The users of a franchisee's restaurants come later. */
export const screens = {
  account: AccountPage,
  notifications: NotificationsPage,
  users: ScreenPlaceholder,
  userForm: ScreenPlaceholder,
};
