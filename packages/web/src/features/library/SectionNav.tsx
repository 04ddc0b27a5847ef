import { useState } from "react";
import { NavLink, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { AREA_PATHS } from "@portal/schema";
import type { SectionType } from "../../gql/graphql";
import { AREA_TITLE_IDS, sectionTrail, type NavSection } from "./areas";
import classes from "./library.module.css";
import "@mantine/core/styles/Skeleton.css";

const NO_SECTIONS: readonly NavSection[] = [];

interface Props {
  type: SectionType;
  /** The area's tree; null while it loads (the navigation keeps its place and its size, so nothing below moves). */
  sections: readonly NavSection[] | null;
  /** Slug of the category on screen (highlighted, its parents opened). */
  current: string | null;
}

/** The area's section tree (three levels) as a side navigation; the current category is marked. */
export function SectionNav({ type, sections: loaded, current }: Props) {
  const sections = loaded ?? NO_SECTIONS;
  const intl = useIntl();
  const navigate = useNavigate();
  // Phones and tablets: the tree folds into a disclosure above the content.
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const areaName = intl.formatMessage({ id: AREA_TITLE_IDS[type] });
  const [opened, setOpened] = useState<Set<string>>(() => new Set(sectionTrail(sections, current).map((s) => s.id)));

  // Open the parents of a category reached by another link (cards, breadcrumbs, back links): adjusted while
  // rendering when the category or the tree changes, not in an effect.
  const [shown, setShown] = useState({ sections, current });
  if (shown.sections !== sections || shown.current !== current) {
    setShown({ sections, current });
    const trail = sectionTrail(sections, current);
    if (trail.length) setOpened((prev) => (trail.every((s) => prev.has(s.id)) ? prev : new Set([...prev, ...trail.map((s) => s.id)])));
  }

  const toggle = (id: string) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const open = (id: string) => setOpened((prev) => (prev.has(id) ? prev : new Set([...prev, id])));

  // Mantine's NavLink only folds an item that has children (it cancels the link): such an item
  // navigates here and opens; clicking the category already on screen folds or unfolds it.
  const renderSection = (section: NavSection) => {
    const children = section.children ?? [];
    const active = section.slug === current;
    return (
      <NavLink
        key={section.id}
        component={Link}
        to={section.href}
        label={section.name}
        active={active}
        aria-current={active ? "page" : undefined}
        opened={children.length ? opened.has(section.id) : undefined}
        onChange={children.length ? () => (active ? toggle(section.id) : open(section.id)) : undefined}
        onClick={children.length && !active ? () => navigate(section.href) : undefined}
        childrenOffset="sm"
      >
        {children.length ? children.map(renderSection) : undefined}
      </NavLink>
    );
  };

  const label = intl.formatMessage({ id: "library.nav.label" }, { name: areaName });
  const tree = !loaded ? (
    <Stack gap={6} aria-busy="true" aria-label={intl.formatMessage({ id: "common.loading" })}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={30} />
      ))}
    </Stack>
  ) : (
    <>
      <NavLink component={Link} to={AREA_PATHS[type]} label={areaName} active={!current} aria-current={!current ? "page" : undefined} fw={600} />
      {sections.length ? (
        sections.map(renderSection)
      ) : (
        <Text size="sm" c="dimmed" px="sm">
          <FormattedMessage id="library.area.no_sections" />
        </Text>
      )}
    </>
  );

  return (
    <nav className={classes.sideNav} aria-label={label}>
      {wide ? (
        tree
      ) : (
        <details className={classes.navDisclosure}>
          <summary>{label}</summary>
          {tree}
        </details>
      )}
    </nav>
  );
}
