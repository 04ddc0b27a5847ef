import { NavLink } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import { isUnder } from "@portal/schema";
import type { NavItem } from "../navigation";

/** A list of navbar links; the current one is marked active (and aria-current). */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {items.map((item) => {
        const active = item.to === "/" ? pathname === "/" : isUnder(pathname, item.to);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            active={active}
            aria-current={active ? "page" : undefined}
            label={<FormattedMessage id={item.labelId} />}
            onClick={onNavigate}
          />
        );
      })}
    </>
  );
}
