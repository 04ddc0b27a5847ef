import { deferred } from "../../app/router/lazyRoute";
import { LoginPage } from "./LoginPage";

/**
 * Screens of the session area (login layout), by route key (app/router/routes.tsx). The area chunk holds what
 * `/login` needs before it renders; remember and change password, reached through links, load a chunk of their
 * own with their route. (Change password also reads `SESSION_MESSAGES` from the module of the yup rules, which
 * would otherwise put yup into the chunk `/login` waits for: the login form loads its rules on demand.)
 */
export const screens = {
  login: LoginPage,
  remember: deferred(() => import("./RememberPage").then((m) => m.RememberPage)),
  changePassword: deferred(() => import("./ChangePasswordPage").then((m) => m.ChangePasswordPage)),
  privacy: deferred(() => import("./PrivacyPage").then((m) => m.PrivacyPage)),
};
