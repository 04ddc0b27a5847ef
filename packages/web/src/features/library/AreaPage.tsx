import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { AREA_PATHS, areaOfPath, hasCategoryRoutes } from "@portal/schema";
import type { LibraryAreaQuery, SectionType } from "../../gql/graphql";
import { LibraryAreaDocument } from "../../gql/documents/library/libraryArea";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";
import { AREA_TITLE_IDS, sectionTrail, type NavSection } from "./areas";
import { NotFoundState } from "./NotFoundState";
import { ResourceDetail, preloadSafeHtml } from "./ResourceDetail";
import { ResourceGrid, ResourceGridSkeleton } from "./cards/ResourceGrid";
import { SectionNav } from "./SectionNav";
import classes from "./library.module.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { usePageAnswer } from "../../app/apollo/bootLink";

type Area = LibraryAreaQuery["libraryArea"];

/** The last section tree seen per area, so the side navigation stays put while the next route loads. */
const lastSections = new Map<SectionType, readonly NavSection[]>();

/**
 * Every area route of the library, with one `libraryArea` query each: /nacional, /local and
 * /comunicacion (root: the top-level categories; /{category}: its file list; /{category}/{resource}:
 * the file detail), /toolkits and /practices (the whole area's list, `?category=` narrows it).
 */
export function AreaPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  const type = areaOfPath(pathname) ?? "NATIONAL";
  const categorySlug = params.category ?? (hasCategoryRoutes(type) ? null : search.get("category")) ?? null;
  const resourceSlug = params.resource ?? null;
  const detail = resourceSlug !== null;
  if (detail) preloadSafeHtml(); // module-cached: one load, in parallel with the detail's query

  const variables = { type, category: categorySlug, resource: resourceSlug, detail };
  usePageAnswer(LibraryAreaDocument, variables);
  const { data, error, refetch } = useQuery(LibraryAreaDocument, { variables });
  const area = data?.libraryArea;
  if (area) lastSections.set(type, area.sections);
  const sections = area?.sections ?? lastSections.get(type);
  const areaName = intl.formatMessage({ id: AREA_TITLE_IDS[type] });

  let content;
  if (error && !area) content = <ErrorState messageId={errorMessageId(error)} onRetry={() => void refetch()} />;
  else if (!area) content = detail ? <DetailSkeleton /> : <ListSkeleton />;
  else content = <AreaContent area={area} type={type} areaName={areaName} categorySlug={categorySlug} detail={detail} />;

  return (
    <div className={classes.layout}>
      <SectionNav type={type} sections={sections ?? null} current={area?.category?.slug ?? categorySlug} />
      <div aria-busy={!area && !error} style={{ minWidth: 0 }}>
        {content}
      </div>
    </div>
  );
}

interface ContentProps {
  area: Area;
  type: SectionType;
  areaName: string;
  categorySlug: string | null;
  detail: boolean;
}

function AreaContent({ area, type, areaName, categorySlug, detail }: ContentProps) {
  const intl = useIntl();
  const areaPath = AREA_PATHS[type];
  const category = area.category;

  // A category slug this area does not have.
  if (categorySlug && !category) {
    return <NotFoundState messageId="library.category.not_found" backTo={{ href: areaPath, name: areaName }} />;
  }

  if (detail) {
    const backTo = category ? { href: category.href, name: category.name } : { href: areaPath, name: areaName };
    return area.resource ? (
      <ResourceDetail resource={area.resource} backTo={backTo} />
    ) : (
      <NotFoundState messageId="library.detail.not_found" backTo={backTo} />
    );
  }

  // The root of /nacional, /local and /comunicacion: pick a category.
  if (!category && hasCategoryRoutes(type)) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {areaName}
        </Title>
        {area.sections.length === 0 ? (
          <Text c="dimmed" role="status">
            <FormattedMessage id="library.area.no_sections" />
          </Text>
        ) : (
          <>
            <Text c="dimmed">
              <FormattedMessage id="library.area.choose" />
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={intl.formatMessage({ id: "library.area.categories" })}>
              {area.sections.map((section) => (
                <div role="listitem" key={section.id}>
                  <Card component={Link} to={section.href} withBorder radius="md" padding="lg" h="100%">
                    <Text fw={600} size="lg">
                      {section.name}
                    </Text>
                    {section.children.length > 0 && (
                      <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
                        {section.children.map((child) => child.name).join(" · ")}
                      </Text>
                    )}
                  </Card>
                </div>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    );
  }

  const resources = area.resources ?? [];
  const trail = category ? sectionTrail(area.sections, category.slug) : [];
  const title = category?.name ?? areaName;
  return (
    <Stack gap="md">
      {category && (
        <nav aria-label={intl.formatMessage({ id: "library.breadcrumbs" })}>
          <ol className={classes.breadcrumbs}>
            <li>
              <Anchor component={Link} to={areaPath} size="sm">
                {areaName}
              </Anchor>
            </li>
            {trail.slice(0, -1).map((section) => (
              <li key={section.id}>
                <Anchor component={Link} to={section.href} size="sm">
                  {section.name}
                </Anchor>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {resources.length > 0 && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="library.list.count" values={{ count: resources.length }} />
          </Text>
        )}
      </div>
      <ResourceGrid resources={resources} label={intl.formatMessage({ id: "library.list.label" }, { name: title })} />
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={30} width="40%" />
      <ResourceGridSkeleton />
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={14} width={160} />
      <Skeleton height={30} width="50%" />
      <div className={classes.detailGrid}>
        <Skeleton style={{ aspectRatio: "1 / 1", maxWidth: 600 }} />
        <Stack gap="sm">
          <Skeleton height={120} />
          <Skeleton height={36} width="60%" />
          <Skeleton height={60} />
        </Stack>
      </div>
    </Stack>
  );
}
