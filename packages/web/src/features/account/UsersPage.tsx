import { Anchor, Button } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { MyPeopleDocument } from "../../gql/documents/account/account";
import type { PersonFieldsFragment, PersonSortField } from "../../gql/graphql";
import { useViewer } from "../../app/shell/ShellContext";
import { ListScreen } from "../../ui/list/ListScreen";
import { useListQuery } from "../../ui/list/useListQuery";

export const personPath = (id: string | null) => (id ? `/users/${encodeURIComponent(id)}` : "/users/add");

/** /users (franchisees): the people of their restaurants, searchable, with create and edit. */
export function UsersPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const { table } = useListQuery(MyPeopleDocument, {
    ...LIST_TABLES.people,
    variables: (input) => ({ input }),
    pageOf: (data) => data.myPeople,
  });
  const names = new Map(viewer.restaurants.map((r) => [r.id, r.site]));
  return (
    <ListScreen<PersonFieldsFragment, PersonSortField>
      {...table}
      titleId="screen.users"
      searchLabel={intl.formatMessage({ id: "users.search" })}
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
  );
}
