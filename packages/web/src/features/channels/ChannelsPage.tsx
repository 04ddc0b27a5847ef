import { lazy, Suspense, useState, type ReactNode } from "react";
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDateTime } from "@portal/schema";
import { ChannelsDocument } from "../../gql/documents/channels/ChannelsPage";
import { errorMessageId } from "../../app/apollo/errors";
import { usePageAnswer } from "../../app/apollo/bootLink";
import { useSelectedRestaurantId } from "../../app/shell/useSelectedRestaurantId";
import { ErrorState } from "../../ui/ErrorState";
import { ChannelsEditor } from "./ChannelsEditor";
import { ChannelsSection } from "./ChannelsSection";
import { SectionPicker } from "../../ui/list/SectionPicker";
import { WhenNear } from "../../ui/WhenNear";
import type { Screen } from "./values";
import classes from "./channels.module.css";

const PdfViewer = lazy(() => import("./PdfViewer"));
const BriefingForm = lazy(() => import("./BriefingForm"));

/** The place of a part that comes later (a PDF, the briefing form) while it loads. */
const PART_HEIGHT = 240;

const MENU = { own: ["web", "reports", "offers", "rrss"], paid: ["briefing"] } as const;

/**
 * /channels: the selected restaurant's channels, own (web, reports, offers, social networks) and paid (briefing). Asked
 * for by the restaurant's id: after a switch in the header the screen shows loading until the new restaurant's data is
 * in, never the previous one's, and a save names the restaurant the screen was loaded for.
 */
export function ChannelsPage() {
  const intl = useIntl();
  const restaurantId = useSelectedRestaurantId();
  // The page's answer in the cache before the first render: the form renders once, with the app's first render (a
  // transition the browser may interrupt), rather than in a second, synchronous render when the answer arrives.
  usePageAnswer(ChannelsDocument, { restaurantId });
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
            <ChannelsSection anchor="offers" titleId="channels.menu.offers">
              <Text size="sm">
                <FormattedMessage id="channels.offers.text" />
              </Text>
              <div>
                <Button component="a" href={screen.offersUrl} target="_blank" rel="noopener noreferrer" variant="light">
                  <FormattedMessage id="channels.offers.open" />
                </Button>
              </div>
            </ChannelsSection>
            <ChannelsSection anchor="rrss" titleId="channels.menu.rrss">
              <PdfLater>
                <PdfViewer url={screen.socialPdfUrl} label={intl.formatMessage({ id: "channels.rrss.pdf" })} fileName="social-media.pdf" />
              </PdfLater>
              <Title order={3} size="h4">
                <FormattedMessage id="channels.rrss.paid" />
              </Title>
              <PdfLater>
                <PdfViewer url={screen.paidMediaPdfUrl} label={intl.formatMessage({ id: "channels.rrss.paid.pdf" })} fileName="paid-media.pdf" />
              </PdfLater>
              <Text size="sm">
                <FormattedMessage id="channels.rrss.paid.text" />{" "}
                <Anchor href="#briefing">
                  <FormattedMessage id="channels.menu.briefing" />
                </Anchor>
              </Text>
            </ChannelsSection>
            <ChannelsSection anchor="briefing" titleId="channels.menu.briefing">
              <Later>
                <BriefingForm restaurantId={screen.restaurantId} />
              </Later>
            </ChannelsSection>
          </Stack>
        </div>
      )}
    </Stack>
  );
}

/** A part fetched as it first shows (its own chunk): a placeholder of its size meanwhile. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={PART_HEIGHT} />}>{children}</Suspense>;
}

/** A PDF's pages, drawn when their place comes near the screen (pdf.js draws on the main thread). */
function PdfLater({ children }: { children: ReactNode }) {
  return <WhenNear fallback={<Skeleton height={PART_HEIGHT} />}>{children}</WhenNear>;
}

/** The monthly reports, newest first: pick one to read it in the viewer; an empty message when there are none. */
function Reports({ reports }: { reports: Screen["reports"] }) {
  const intl = useIntl();
  const [shown, setShown] = useState(reports[0]?.id ?? null);
  const current = reports.find((r) => r.id === shown) ?? null;
  return (
    <ChannelsSection anchor="reports" titleId="channels.menu.reports">
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
            <PdfLater>
              <PdfViewer
                url={current.url}
                label={intl.formatMessage({ id: "channels.reports.pdf" }, { date: current.month })}
                fileName={`report-${current.month.replace("/", "-")}.pdf`}
              />
            </PdfLater>
          )}
        </>
      )}
    </ChannelsSection>
  );
}

/** Who changed what and when (the catalogue's modification log, newest first; the last 10). */
function ChangeLog({ log }: { log: Screen["log"] }) {
  const intl = useIntl();
  return (
    <ChannelsSection anchor="log" titleId="channels.log" titleSize="h4">
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
    </ChannelsSection>
  );
}
