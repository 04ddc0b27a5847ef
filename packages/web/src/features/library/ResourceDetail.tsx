import { lazy, Suspense } from "react";
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { ResourceDetailFieldsFragment } from "../../gql/graphql";
import { useLanguage } from "../../app/intl/LanguageContext";
import { CopyLinkBox } from "./CopyLinkBox";
import { SaveToCollection } from "./collections/SaveToCollection";
import { ResourcePreview } from "./ResourcePreview";
import { DownloadButton } from "./cards/DownloadButton";
import { adaptationPath, cardView, fileFormat, productionPath, showsLanguage, sizeInUnit } from "./resourceView";
import classes from "./library.module.css";
import "@mantine/core/styles/Skeleton.css";

// DOMPurify only loads on a detail, while its data loads: the description shows with the rest of the page.
const loadSafeHtml = () => import("./SafeHtml");
const SafeHtml = lazy(() => loadSafeHtml().then((m) => ({ default: m.SafeHtml })));
/** Starts loading the description's sanitiser as a detail's request starts (not once its data came). */
export const preloadSafeHtml = (): void => void loadSafeHtml().catch(() => undefined);

/** The detail's ways to order the resource, each when its actions allow it: adapt it, ask for its production. */
const ORDER_ACTIONS = [
  { action: "adaptInDetail", path: adaptationPath, textId: "library.card.adapt", labelId: "library.card.adapt_label" },
  { action: "produce", path: productionPath, textId: "library.card.produce", labelId: "library.card.produce_label" },
] as const;

interface Props {
  resource: ResourceDetailFieldsFragment;
  /** Where 'back' goes: the resource's category. */
  backTo: { href: string; name: string };
}

/**
 * The file detail (spec 1 §2): large preview, description, reference, piece type, language (not for
 * Portuguese), download, adaptation (when allowed in detail), production budget, saving in a collection and the short link.
 */
export function ResourceDetail({ resource, backTo }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const view = cardView(resource.actions, resource.file !== null);
  const soon = view.variant === "soon";
  const name = { name: resource.name };

  const rows: { labelId: string; value: string }[] = [];
  if (resource.type) rows.push({ labelId: "library.detail.type", value: resource.type.name });
  if (resource.reference) rows.push({ labelId: "library.detail.reference", value: resource.reference });
  if (showsLanguage(resource.language))
    rows.push({ labelId: "library.detail.language", value: intl.formatMessage({ id: `language.${resource.language}` }) });
  if (resource.file) {
    rows.push({ labelId: "library.detail.file", value: resource.file.name });
    const format = fileFormat(resource.file.mimeType, resource.file.name);
    if (format) rows.push({ labelId: "library.detail.format", value: format });
    if (resource.file.size !== null) {
      const { value, unit } = sizeInUnit(resource.file.size);
      rows.push({
        labelId: "library.detail.size",
        value: intl.formatNumber(value, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }),
      });
    }
  }

  return (
    <Stack gap="lg" component="article" aria-labelledby="resource-title">
      <Anchor component={Link} to={backTo.href} size="sm" className={classes.backLink}>
        <FormattedMessage id="library.detail.back" values={{ name: backTo.name }} />
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2" id="resource-title">
          {resource.name}
        </Title>
        {soon && (
          <Badge color="gray" variant="filled">
            <FormattedMessage id="library.card.coming_soon" />
          </Badge>
        )}
        {resource.isNew && !soon && (
          <Badge color="yellow" variant="filled">
            <FormattedMessage id="library.card.new" />
          </Badge>
        )}
      </Group>
      {resource.language !== language && (
        // A shared link to a resource of another language of the market: shown as it is, and said.
        <Alert color="blue" variant="light" role="status">
          <FormattedMessage id="library.detail.other_language" values={{ language: intl.formatMessage({ id: `language.${resource.language}` }) }} />
        </Alert>
      )}
      <div className={classes.detailGrid}>
        <div className={classes.previewFrame}>
          <ResourcePreview resource={resource} label={intl.formatMessage({ id: "library.detail.preview" }, name)} />
        </div>
        <Stack gap="md">
          {rows.length > 0 && (
            <dl className={classes.facts}>
              {rows.map((row) => (
                <div key={row.labelId}>
                  <dt>
                    <FormattedMessage id={row.labelId} />
                  </dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {!soon && (
            <Group gap="sm">
              {view.download && resource.file && <DownloadButton file={resource.file} resourceName={resource.name} />}
              {ORDER_ACTIONS.filter((a) => resource.actions[a.action]).map((a) => (
                <Button
                  key={a.action}
                  component={Link}
                  to={a.path(resource.id)}
                  variant="light"
                  aria-label={intl.formatMessage({ id: a.labelId }, name)}
                >
                  <FormattedMessage id={a.textId} />
                </Button>
              ))}
              <SaveToCollection resourceId={resource.id} />
            </Group>
          )}
          {!soon && <CopyLinkBox link={resource.shortLink} />}
          {resource.description?.trim() ? (
            <section aria-labelledby="resource-description">
              <Title order={2} size="h4" id="resource-description" mb="xs">
                <FormattedMessage id="library.detail.description" />
              </Title>
              <Suspense fallback={<Skeleton height={60} />}>
                <SafeHtml html={resource.description} />
              </Suspense>
            </section>
          ) : (
            <Text c="dimmed" size="sm">
              <FormattedMessage id="library.detail.no_description" />
            </Text>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
