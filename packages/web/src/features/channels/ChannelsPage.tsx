import { lazy, Suspense, useState } from "react";
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDateTime } from "@portal/schema";
import { ChannelsDocument } from "../../gql/documents/channels/ChannelsPage";
import { errorMessageId } from "../../app/apollo/errors";
import { useSelectedRestaurantId } from "../../app/shell/useSelectedRestaurantId";
import { ErrorState } from "../../ui/ErrorState";
import { ChannelsEditor } from "./ChannelsEditor";
import { SectionPicker } from "../../ui/list/SectionPicker";
import type { Screen } from "./values";
import classes from "./channels.module.css";

const PdfViewer = lazy(() => import("./PdfViewer"));
const BriefingForm = lazy(() => import("./BriefingForm"));

const MENU = { own: ["web", "reports", "offers", "rrss"], paid: ["briefing"] } as const;

/**
 * /channels: the selected restaurant's channels, own (web, reports, offers, social networks) and paid (briefing). Asked
 * for by the restaurant's id: after a switch in the header the screen shows loading until the new restaurant's data is
 * in, never the previous one's, and a save names the restaurant the screen was loaded for.
 */
export function ChannelsPage() {
  const intl = useIntl();
  const restaurantId = useSelectedRestaurantId();
  const { data, loading, error, refetch } = useQuery(ChannelsDocument, { variables: { restaurantId } });
  const screen = data?.channels;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.channels" />
      </Title>
      {!screen && loading ? (
        <Skeleton height={420} aria-label={intl.formatMessage({ id: "channels.loading" })} />
      ) : !screen ? (
        <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <div className={classes.layout}>
          <SectionPicker
            label={intl.formatMessage({ id: "channels.menu.pick" })}
            sections={[...MENU.own, ...MENU.paid].map((item) => ({ anchor: item, label: intl.formatMessage({ id: `channels.menu.${item}` }) }))}
          />
          <nav aria-label={intl.formatMessage({ id: "channels.menu" })} className={classes.menu}>
            {(["own", "paid"] as const).map((group) => (
              <div key={group}>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4} id={`channels-menu-${group}`}>
                  <FormattedMessage id={`channels.menu.${group}`} />
                </Text>
                <ul aria-labelledby={`channels-menu-${group}`}>
                  {MENU[group].map((item) => (
                    <li key={item}>
                      <a href={`#${item}`}>
                        <FormattedMessage id={`channels.menu.${item}`} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <Stack gap="xl" miw={0}>
            <ChannelsEditor
              key={screen.restaurantId}
              screen={screen}
              modeName={intl.formatMessage({ id: `channels.mode.${screen.mode}`, defaultMessage: String(screen.mode) })}
              regionName={intl.formatMessage({ id: `channels.region.${screen.region}`, defaultMessage: String(screen.region) })}
            />
            <ChangeLog log={screen.log} />
            <Reports reports={screen.reports} />
            <section id="offers" className={classes.section} aria-labelledby="channels-offers">
              <Stack gap="xs">
                <Title order={2} size="h3" id="channels-offers">
                  <FormattedMessage id="channels.menu.offers" />
                </Title>
                <Text size="sm">
                  <FormattedMessage id="channels.offers.text" />
                </Text>
                <div>
                  <Button component="a" href={screen.offersUrl} target="_blank" rel="noopener noreferrer" variant="light">
                    <FormattedMessage id="channels.offers.open" />
                  </Button>
                </div>
              </Stack>
            </section>
            <section id="rrss" className={classes.section} aria-labelledby="channels-rrss">
              <Stack gap="xs">
                <Title order={2} size="h3" id="channels-rrss">
                  <FormattedMessage id="channels.menu.rrss" />
                </Title>
                <Suspense fallback={<Skeleton height={240} />}>
                  <PdfViewer url={screen.socialPdfUrl} label={intl.formatMessage({ id: "channels.rrss.pdf" })} fileName="social-media.pdf" />
                </Suspense>
                <Title order={3} size="h4">
                  <FormattedMessage id="channels.rrss.paid" />
                </Title>
                <Suspense fallback={<Skeleton height={240} />}>
                  <PdfViewer url={screen.paidMediaPdfUrl} label={intl.formatMessage({ id: "channels.rrss.paid.pdf" })} fileName="paid-media.pdf" />
                </Suspense>
                <Text size="sm">
                  <FormattedMessage id="channels.rrss.paid.text" />{" "}
                  <Anchor href="#briefing">
                    <FormattedMessage id="channels.menu.briefing" />
                  </Anchor>
                </Text>
              </Stack>
            </section>
            <section id="briefing" className={classes.section} aria-labelledby="channels-briefing">
              <Stack gap="xs">
                <Title order={2} size="h3" id="channels-briefing">
                  <FormattedMessage id="channels.menu.briefing" />
                </Title>
                <Suspense fallback={<Skeleton height={240} />}>
                  <BriefingForm restaurantId={screen.restaurantId} />
                </Suspense>
              </Stack>
            </section>
          </Stack>
        </div>
      )}
    </Stack>
  );
}

/** The monthly reports, newest first: pick one to read it in the viewer; an empty message when there are none. */
function Reports({ reports }: { reports: Screen["reports"] }) {
  const intl = useIntl();
  const [shown, setShown] = useState(reports[0]?.id ?? null);
  const current = reports.find((r) => r.id === shown) ?? null;
  return (
    <section id="reports" className={classes.section} aria-labelledby="channels-reports">
      <Stack gap="xs">
        <Title order={2} size="h3" id="channels-reports">
          <FormattedMessage id="channels.menu.reports" />
        </Title>
        {reports.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id="channels.reports.empty" />
          </Text>
        ) : (
          <>
            <Group gap="xs" role="list" aria-label={intl.formatMessage({ id: "channels.reports.list" })}>
              {reports.map((r) => (
                <div role="listitem" key={r.id}>
                  <Button size="xs" variant={r.id === shown ? "filled" : "default"} aria-pressed={r.id === shown} onClick={() => setShown(r.id)}>
                    {r.month}
                  </Button>
                </div>
              ))}
            </Group>
            {current && (
              <Suspense fallback={<Skeleton height={240} />}>
                <PdfViewer
                  url={current.url}
                  label={intl.formatMessage({ id: "channels.reports.pdf" }, { date: current.month })}
                  fileName={`report-${current.month.replace("/", "-")}.pdf`}
                />
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}

/** Who changed what and when (the catalogue's modification log, newest first; the last 10). */
function ChangeLog({ log }: { log: Screen["log"] }) {
  const intl = useIntl();
  return (
    <section id="log" className={classes.section} aria-labelledby="channels-log">
      <Stack gap="xs">
        <Title order={2} size="h4" id="channels-log">
          <FormattedMessage id="channels.log" />
        </Title>
        {log.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="channels.log.empty" />
          </Text>
        ) : (
          <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
            {log.slice(0, 10).map((entry) => (
              <li key={entry.id}>
                <Text size="sm" component="span">
                  {entry.date ? formatDateTime(new Date(entry.date)) : ""} · {entry.userName || intl.formatMessage({ id: "channels.log.system" })} ·{" "}
                  {intl.formatMessage({ id: `channels.log.field.${entry.field}`, defaultMessage: entry.field })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
