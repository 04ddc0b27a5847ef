import { ActionIcon, Indicator } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { Market } from "@portal/schema";
import { CartIcon } from "../../ui/icons";
import { useCartCount } from "./cartCount";

/** Header link to the cart with the number of items in it. */
export function CartBadge({ market }: { market: Market }) {
  const intl = useIntl();
  const count = useCartCount(market);
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={4}>
      <ActionIcon component={Link} to="/cart" variant="subtle" size="lg" aria-label={intl.formatMessage({ id: "header.cart" }, { count })}>
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
