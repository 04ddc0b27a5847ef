import { Anchor, Button, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { TABLE_SIZES } from "@portal/schema";
import { MyPeopleDocument } from "../../gql/documents/account/account";
import type { PersonFieldsFragment, PersonSortField } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { useViewer } from "../../app/shell/ShellContext";
import { ListTable } from "../../ui/list/ListTable";
import { usePaginatedList } from "../../ui/list/usePaginatedList";

const SORT_FIELDS = ["NAME", "EMAIL", "ACTIVE"] as const satisfies readonly PersonSortField[];
export const personPath = (id: string | null) => (id ? `/users/${encodeURIComponent(id)}` : "/users/add");

/** /users (franchisees): the people of their restaurants, searchable, with create and edit. */
export function UsersPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const list = usePaginatedList<PersonSortField>({
    sizes: TABLE_SIZES.users,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "NAME", direction: "ASC" },
  });
  const { data, previousData, loading, error, refetch } = useQuery(MyPeopleDocument, {
    variables: { input: list.request },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const names = new Map(viewer.restaurants.map((r) => [r.id, r.site]));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.users" />
      </Title>
      <ListTable<PersonFieldsFragment, PersonSortField>
        list={list}
        sizes={TABLE_SIZES.users}
        label={intl.formatMessage({ id: "screen.users" })}
        searchLabel={intl.formatMessage({ id: "users.search" })}
        data={(data ?? previousData)?.myPeople}
        loading={loading}
        errorId={error && !(data ?? previousData) ? errorMessageId(error, intl.messages) : null}
        onRetry={() => void refetch().catch(() => undefined)}
        sortFields={{ name: "NAME", email: "EMAIL", active: "ACTIVE" }}
        actions={
          <Button component={Link} to={personPath(null)}>
            <FormattedMessage id="users.add" />
          </Button>
        }
        columns={[
          {
            accessor: "name",
            title: intl.formatMessage({ id: "users.name" }),
            render: (p) => (
              <Anchor component={Link} to={personPath(p.id)}>
                {p.name}
              </Anchor>
            ),
          },
          { accessor: "email", title: intl.formatMessage({ id: "users.email" }) },
          {
            accessor: "restaurantIds",
            title: intl.formatMessage({ id: "users.restaurants" }),
            render: (p) => p.restaurantIds.map((id) => names.get(id) ?? id).join(", "),
          },
          {
            accessor: "active",
            title: intl.formatMessage({ id: "users.active" }),
            render: (p) => intl.formatMessage({ id: p.active ? "users.active.yes" : "users.active.no" }),
          },
        ]}
      />
    </Stack>
  );
}
