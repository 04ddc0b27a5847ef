import { Divider } from "@mantine/core";
import type { Market, Principal } from "@portal/schema";
import { mainNavigation } from "../navigation";
import { NavList } from "./NavList";

interface Props {
  principal: Principal;
  market: Market;
  onNavigate: () => void;
}

/** The default layout's navbar content: the areas, then the links of the role (the search is the header's, at every width). */
export function MainNavbar({ principal, market, onNavigate }: Props) {
  const { areas, user } = mainNavigation(principal, market);
  return (
    <div>
      <NavList items={areas} onNavigate={onNavigate} />
      <Divider my="xs" />
      <NavList items={user} onNavigate={onNavigate} />
    </div>
  );
}
