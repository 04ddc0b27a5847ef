import { Box, Divider } from "@mantine/core";
import type { Market, Principal } from "@portal/schema";
import { mainNavigation } from "../navigation";
import { NavList } from "./NavList";
import { HeaderSearch } from "./HeaderSearch";

interface Props {
  principal: Principal;
  market: Market;
  onNavigate: () => void;
}

/** The default layout's navbar content: the search box on small screens, the areas, then the links of the role. */
export function MainNavbar({ principal, market, onNavigate }: Props) {
  const { areas, user } = mainNavigation(principal, market);
  return (
    <div>
      <Box hiddenFrom="md" mb="xs">
        <HeaderSearch />
      </Box>
      <NavList items={areas} onNavigate={onNavigate} />
      <Divider my="xs" />
      <NavList items={user} onNavigate={onNavigate} />
    </div>
  );
}
