import { ActionIcon, Anchor, Button, Stack, Title, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { TABLE_SIZES } from "@portal/schema";
import { AdminUsersDocument } from "../../../gql/documents/admin/users/adminUsers";
import type { AdminUserFieldsFragment, AdminUserSortField } from "../../../gql/graphql";
import { errorMessageId } from "../../../app/apollo/errors";
import { CheckIcon, CrossIcon, EditIcon } from "../../../ui/list/icons";
import { ListTable } from "../../../ui/list/ListTable";
import { usePaginatedList } from "../../../ui/list/usePaginatedList";
import { adminUserPath, userTypeLabelId } from "./adminUserView";

const SORT_FIELDS = ["NAME", "EMAIL", "TYPE", "ACTIVE"] as const satisfies readonly AdminUserSortField[];

/** /admin/users (full administrators): every user of the market, searchable, with create and edit. */
export function AdminUserListPage() {
  const intl = useIntl();
  const list = usePaginatedList<AdminUserSortField>({
    sizes: TABLE_SIZES.users,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "NAME", direction: "ASC" },
  });
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { input: list.request },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.adminUsers;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.admin.users" />
      </Title>
      <ListTable<AdminUserFieldsFragment, AdminUserSortField>
        list={list}
        sizes={TABLE_SIZES.users}
        label={intl.formatMessage({ id: "screen.admin.users" })}
        searchLabel={intl.formatMessage({ id: "users.search" })}
        data={page}
        loading={loading}
        errorId={error && !page ? errorMessageId(error, intl.messages) : null}
        onRetry={() => void refetch().catch(() => undefined)}
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
            render: (user) => {
              const label = intl.formatMessage({ id: user.active ? "users.active.yes" : "users.active.no" });
              return (
                <Tooltip label={label}>
                  <span role="img" aria-label={label} style={{ color: user.active ? "var(--mantine-color-green-8)" : "var(--mantine-color-gray-7)" }}>
                    {user.active ? <CheckIcon /> : <CrossIcon />}
                  </span>
                </Tooltip>
              );
            },
          },
          {
            accessor: "actions",
            title: intl.formatMessage({ id: "list.actions" }),
            textAlign: "right",
            render: (user) => (
              <ActionIcon
                component={Link}
                to={adminUserPath(user.id)}
                variant="subtle"
                aria-label={intl.formatMessage({ id: "admin.users.edit" }, { name: user.name })}
              >
                <EditIcon />
              </ActionIcon>
            ),
          },
        ]}
      />
    </Stack>
  );
}
