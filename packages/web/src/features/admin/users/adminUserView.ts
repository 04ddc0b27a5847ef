import type { UserType } from "../../../gql/graphql";

/** The admin user list and the path of a user's form (or of a new user's). */
export const ADMIN_USER_LIST_PATH = "/admin/users";
export const adminUserPath = (id: string | null) => (id ? `${ADMIN_USER_LIST_PATH}/${encodeURIComponent(id)}` : `${ADMIN_USER_LIST_PATH}/add`);

/** The message id of a user type's name. */
export const userTypeLabelId = (type: UserType) => `admin.users.type.${type}`;
