import { ActionIcon, Anchor, Button, Stack, Title, Tooltip } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { TABLE_SIZES } from "@portal/schema";
import { AdminRestaurantsDocument } from "../../../gql/documents/admin/restaurants/restaurants";
import type { AdminRestaurantRowFragment, AdminRestaurantSortField } from "../../../gql/graphql";
import { errorMessageId } from "../../../app/apollo/errors";
import { CheckIcon, CrossIcon, EditIcon } from "../../../ui/list/icons";
import { ListTable } from "../../../ui/list/ListTable";
import { usePaginatedList } from "../../../ui/list/usePaginatedList";
import { regionLabelId, restaurantFormPath, typeLabelId } from "./restaurantView";

const SORT_FIELDS = ["SITE", "NAME", "PROVINCE", "CITY", "REGION", "TYPE", "ACTIVE"] as const satisfies readonly AdminRestaurantSortField[];

/**
 * /admin/restaurants (full administrators): the market's restaurants, searchable by site, name and city, with create and
 * edit. No delete: a restaurant carries orders and history, so it is switched off in its form instead.
 */
export function RestaurantListPage() {
  const intl = useIntl();
  const list = usePaginatedList<AdminRestaurantSortField>({
    sizes: TABLE_SIZES.restaurants,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "SITE", direction: "ASC" },
  });
  const { data, previousData, loading, error, refetch } = useQuery(AdminRestaurantsDocument, {
    variables: { input: list.request },
    // Shown at once from the cache, then fresh from the server (another admin, or this one's form, changed it).
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });

  const page = (data ?? previousData)?.adminRestaurants;
  const status = (active: boolean) => intl.formatMessage({ id: active ? "admin.status.active" : "admin.status.inactive" });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.admin.restaurants" />
      </Title>
      <ListTable<AdminRestaurantRowFragment, AdminRestaurantSortField>
        list={list}
        sizes={TABLE_SIZES.restaurants}
        label={intl.formatMessage({ id: "screen.admin.restaurants" })}
        searchLabel={intl.formatMessage({ id: "admin.restaurants.search" })}
        data={page}
        loading={loading}
        errorId={error && !page ? errorMessageId(error, intl.messages) : null}
        onRetry={() => void refetch().catch(() => undefined)}
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
            render: (restaurant) => (
              <Tooltip label={status(restaurant.active)}>
                <span
                  role="img"
                  aria-label={status(restaurant.active)}
                  style={{ color: restaurant.active ? "var(--mantine-color-green-8)" : "var(--mantine-color-gray-7)" }}
                >
                  {restaurant.active ? <CheckIcon /> : <CrossIcon />}
                </span>
              </Tooltip>
            ),
          },
          {
            accessor: "actions",
            title: intl.formatMessage({ id: "list.actions" }),
            textAlign: "right",
            render: (restaurant) => (
              <ActionIcon
                component={Link}
                to={restaurantFormPath(restaurant.id)}
                variant="subtle"
                aria-label={intl.formatMessage({ id: "admin.restaurants.edit" }, { name: `${restaurant.site} ${restaurant.name}` })}
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
