import { Anchor, Button } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { AdminUsersDocument } from "../../../gql/documents/admin/users/adminUsers";
import type { AdminUserFieldsFragment, AdminUserSortField } from "../../../gql/graphql";
import { ActiveMark } from "../../../ui/list/ActiveMark";
import { ListScreen } from "../../../ui/list/ListScreen";
import { RowActions } from "../../../ui/list/RowActions";
import { useListQuery } from "../../../ui/list/useListQuery";
import { adminUserPath, userTypeLabelId } from "./adminUserView";

/** /admin/users (full administrators): every user of the market, searchable, with create and edit. */
export function AdminUserListPage() {
  const intl = useIntl();
  const { table } = useListQuery(AdminUsersDocument, {
    ...LIST_TABLES.users,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminUsers,
  });
  return (
    <ListScreen<AdminUserFieldsFragment, AdminUserSortField>
      {...table}
      titleId="screen.admin.users"
      searchLabel={intl.formatMessage({ id: "users.search" })}
      sortFields={{ name: "NAME", email: "EMAIL", type: "TYPE", active: "ACTIVE" }}
      actions={
        <Button component={Link} to={adminUserPath(null)}>
          <FormattedMessage id="users.add" />
        </Button>
      }
      columns={[
        {
          accessor: "name",
          title: intl.formatMessage({ id: "users.name" }),
          render: (user) => (
            <Anchor component={Link} to={adminUserPath(user.id)}>
              {user.name}
            </Anchor>
          ),
        },
        {
          accessor: "email",
          title: intl.formatMessage({ id: "users.email" }),
          render: (user) => <span style={{ wordBreak: "break-all" }}>{user.email}</span>,
        },
        {
          accessor: "type",
          title: intl.formatMessage({ id: "admin.users.type" }),
          render: (user) => intl.formatMessage({ id: userTypeLabelId(user.type) }),
        },
        {
          accessor: "restaurantIds",
          title: intl.formatMessage({ id: "users.restaurants" }),
          textAlign: "right",
          render: (user) => user.restaurantIds.length,
        },
        {
          accessor: "active",
          title: intl.formatMessage({ id: "users.active" }),
          textAlign: "center",
          render: (user) => <ActiveMark active={user.active} labelIds={{ on: "users.active.yes", off: "users.active.no" }} />,
        },
      ]}
      rowActions={(user) => (
        <RowActions edit={adminUserPath(user.id)} editLabel={intl.formatMessage({ id: "admin.users.edit" }, { name: user.name })} />
      )}
    />
  );
}
