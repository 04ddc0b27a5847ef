import { Anchor, Button } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { AdminRestaurantsDocument } from "../../../gql/documents/admin/restaurants/restaurants";
import type { AdminRestaurantRowFragment, AdminRestaurantSortField } from "../../../gql/graphql";
import { ActiveMark } from "../../../ui/list/ActiveMark";
import { ListScreen } from "../../../ui/list/ListScreen";
import { RowActions } from "../../../ui/list/RowActions";
import { useListQuery } from "../../../ui/list/useListQuery";
import { regionLabelId, restaurantFormPath, typeLabelId } from "./restaurantView";
import { ENTITY_STATUS } from "../status";

/**
 * /admin/restaurants (full administrators): the market's restaurants, searchable by site, name and city, with create and
 * edit. No delete: a restaurant carries orders and history, so it is switched off in its form instead.
 */
export function RestaurantListPage() {
  const intl = useIntl();
  const { table } = useListQuery(AdminRestaurantsDocument, {
    ...LIST_TABLES.restaurants,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminRestaurants,
  });

  return (
    <ListScreen<AdminRestaurantRowFragment, AdminRestaurantSortField>
      {...table}
      titleId="screen.admin.restaurants"
      searchLabel={intl.formatMessage({ id: "admin.restaurants.search" })}
      sortFields={{ site: "SITE", name: "NAME", provinceName: "PROVINCE", city: "CITY", region: "REGION", type: "TYPE", active: "ACTIVE" }}
      actions={
        <Button component={Link} to={restaurantFormPath(null)}>
          <FormattedMessage id="admin.restaurants.add" />
        </Button>
      }
      columns={[
        {
          accessor: "site",
          title: intl.formatMessage({ id: "admin.restaurants.site" }),
          render: (restaurant) => (
            <Anchor component={Link} to={restaurantFormPath(restaurant.id)}>
              {restaurant.site}
            </Anchor>
          ),
        },
        { accessor: "name", title: intl.formatMessage({ id: "admin.restaurants.name" }) },
        {
          accessor: "provinceName",
          title: intl.formatMessage({ id: "admin.restaurants.province" }),
          render: (restaurant) => restaurant.provinceName ?? "—",
        },
        { accessor: "city", title: intl.formatMessage({ id: "admin.restaurants.city" }), render: (restaurant) => restaurant.city || "—" },
        {
          accessor: "region",
          title: intl.formatMessage({ id: "admin.restaurants.region" }),
          render: (restaurant) => intl.formatMessage({ id: regionLabelId(restaurant.region) }),
        },
        {
          accessor: "type",
          title: intl.formatMessage({ id: "admin.restaurants.type" }),
          render: (restaurant) => intl.formatMessage({ id: typeLabelId(restaurant.type) }),
        },
        {
          accessor: "active",
          title: intl.formatMessage({ id: "admin.restaurants.status" }),
          textAlign: "center",
          render: (restaurant) => <ActiveMark active={restaurant.active} labelIds={ENTITY_STATUS} />,
        },
      ]}
      rowActions={(restaurant) => (
        <RowActions
          edit={restaurantFormPath(restaurant.id)}
          editLabel={intl.formatMessage({ id: "admin.restaurants.edit" }, { name: `${restaurant.site} ${restaurant.name}` })}
        />
      )}
    />
  );
}
