import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { DIAGNOSTIC_LIMITS, DIAGNOSTIC_SECTIONS, type DiagnosticSection } from "@portal/schema";
import { DiagnosticDocument } from "../../gql/documents/diagnostic/DiagnosticPage";
import { errorMessageId } from "../../app/apollo/errors";
import { useShell } from "../../app/shell/ShellContext";
import { useSelectedRestaurantId } from "../../app/shell/useSelectedRestaurantId";
import { ErrorState } from "../../ui/ErrorState";
import { CompetitionSection } from "./CompetitionSection";
import { ComparisonSection } from "./ComparisonSection";
import { ConsumptionRadar } from "./ConsumptionRadar";
import { ClustersSection, DafoSection, PopulationSection } from "./EnvironmentSections";
import { Suggestions } from "./Suggestions";
import { MomentsTable, ProductMixTable } from "./TrendTables";
import { sectionAnchor, useSectionInView } from "./useSectionInView";
import { LeaveGuard, type LeaveQuestion } from "../../ui/useLeaveGuard";
import { DiagnosticRestaurant } from "./restaurant";
import { SectionPicker } from "../../ui/list/SectionPicker";
import classes from "./diagnostic.module.css";
import { usePageAnswer } from "../../app/apollo/bootLink";

/** The question before leaving with unsaved changes (in this area's words). */
const LEAVE: LeaveQuestion = {
  title: "diagnostic.leave.title",
  body: "diagnostic.leave.body",
  confirm: "diagnostic.leave.confirm",
  stay: "diagnostic.leave.stay",
};

type Editor = "clusters" | "competition" | "dafo";
const CLEAN: Record<Editor, boolean> = { clusters: false, competition: false, dafo: false };

/** Printing: while the report prints (from the export button, or the browser's own print) charts are 600 wide. */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const start = () => setPrinting(true);
    const end = () => setPrinting(false);
    window.addEventListener("beforeprint", start);
    window.addEventListener("afterprint", end);
    return () => {
      window.removeEventListener("beforeprint", start);
      window.removeEventListener("afterprint", end);
      clearTimeout(timer.current);
    };
  }, []);
  /** The export button: the report is laid out for print, and printing starts 1500 ms later (spec 2 §9). */
  const exportReport = useCallback(() => {
    setPrinting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => window.print(), DIAGNOSTIC_LIMITS.printDelayMs);
  }, []);
  return { printing, exportReport };
}

/**
 * /diagnostic (spec 2 §2.1, ES only): one `diagnostic` query. A side menu of in-page anchors highlights the section in
 * view; DAFO, population, clusters, competition (and the comparison), consumption, moments of day and product mix,
 * each with the admin's description where there is one. Unsaved clusters, competition or DAFO ask before leaving.
 */
export function DiagnosticPage() {
  const intl = useIntl();
  const { viewer } = useShell();
  // Asked for by the header's restaurant: after a switch, loading until its data is in, never another's under its name.
  const restaurantId = useSelectedRestaurantId();
  usePageAnswer(DiagnosticDocument, { restaurantId });
  const { data, error, refetch } = useQuery(DiagnosticDocument, { variables: { restaurantId } });
  const screen = data?.diagnostic;
  const current = useSectionInView(DIAGNOSTIC_SECTIONS, Boolean(screen));
  const { printing, exportReport } = usePrinting();
  const [dirty, setDirty] = useState<Record<Editor, boolean>>(CLEAN);
  // Another restaurant's editors start clean (the previous ones' changes went with them, after the header's question).
  const [dirtyOf, setDirtyOf] = useState(restaurantId);
  if (dirtyOf !== restaurantId) {
    setDirtyOf(restaurantId);
    setDirty(CLEAN);
  }
  const [dirtyHandlers] = useState(() => {
    const handler = (editor: Editor) => (value: boolean) => setDirty((d) => (d[editor] === value ? d : { ...d, [editor]: value }));
    return { clusters: handler("clusters"), competition: handler("competition"), dafo: handler("dafo") };
  });

  const title = intl.formatMessage({ id: "screen.diagnostic" });
  if (error && !screen) {
    return <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  const name = (section: DiagnosticSection) => intl.formatMessage({ id: `diagnostic.section.${section}` });
  const chosenBrands = screen?.competition.categories.flatMap((c) => c.chosen.map((x) => x.brand)) ?? [];

  return (
    <div className={classes.layout}>
      <LeaveGuard dirty={dirty.clusters || dirty.competition || dirty.dafo} question={LEAVE} />
      <SectionPicker
        label={intl.formatMessage({ id: "diagnostic.menu.pick" })}
        sections={DIAGNOSTIC_SECTIONS.map((section) => ({ anchor: sectionAnchor(section), label: name(section) }))}
        current={sectionAnchor(current)}
      />
      <nav className={classes.menu} aria-label={intl.formatMessage({ id: "diagnostic.menu.label" })}>
        <ul>
          {DIAGNOSTIC_SECTIONS.map((section) => (
            <li key={section}>
              <a className={classes.menuLink} href={`#${sectionAnchor(section)}`} aria-current={current === section ? "true" : undefined}>
                {name(section)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Stack gap="xl">
        <Group justify="space-between" align="center">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {viewer?.selectedRestaurant && (
              <Text size="md" c="dimmed" fw={500}>
                {viewer.selectedRestaurant.site} - {viewer.selectedRestaurant.name}
              </Text>
            )}
            <Text size="sm" className={classes.printOnly} data-testid="diagnostic-print-date">
              <FormattedMessage
                id="diagnostic.print.date"
                values={{ date: intl.formatDate(new Date(), { day: "2-digit", month: "2-digit", year: "numeric" }) }}
              />
            </Text>
          </div>
          <Button className={classes.noPrint} onClick={exportReport} disabled={!screen} loading={printing && !!screen}>
            <FormattedMessage id="diagnostic.export" />
          </Button>
        </Group>
        {printing && (
          <Alert color="blue" role="status" className={classes.noPrint}>
            <FormattedMessage id="diagnostic.export.preparing" />
          </Alert>
        )}
        {!screen ? (
          <Stack gap="md" aria-busy="true" aria-label={intl.formatMessage({ id: "diagnostic.loading" })}>
            <Skeleton height={160} />
            <Skeleton height={240} />
            <Skeleton height={240} />
          </Stack>
        ) : (
          // Each restaurant's editors start from its own data, and their saves name it.
          <DiagnosticRestaurant.Provider key={screen.restaurantId} value={screen.restaurantId}>
            <Section id="dafo" title={name("dafo")}>
              <DafoSection dafo={screen.dafo} onDirty={dirtyHandlers.dafo} />
            </Section>
            <Section id="population" title={name("population")}>
              <PopulationSection population={screen.population} />
            </Section>
            <Section id="clusters" title={name("clusters")}>
              <ClustersSection clusters={screen.clusters} onDirty={dirtyHandlers.clusters} />
            </Section>
            <Section id="competition" title={name("competition")} description={screen.descriptions.competence}>
              <CompetitionSection competition={screen.competition} onDirty={dirtyHandlers.competition} />
              <ComparisonSection comparison={screen.comparison} chosen={chosenBrands} />
            </Section>
            <Section id="consumption" title={name("consumption")} description={screen.descriptions.consume}>
              <ConsumptionRadar consumption={screen.consumption} printing={printing} />
            </Section>
            <Section id="moments" title={name("moments")} description={screen.descriptions.sales}>
              <MomentsTable moments={screen.moments} missing={screen.momentsMissing} />
            </Section>
            <Section id="pmix" title={name("pmix")} description={screen.descriptions.pmix}>
              <ProductMixTable rows={screen.productMix} />
              <Suggestions suggestions={screen.suggestions} />
            </Section>
          </DiagnosticRestaurant.Provider>
        )}
      </Stack>
    </div>
  );
}

function Section({ id, title, description, children }: { id: DiagnosticSection; title: string; description?: string | null; children: ReactNode }) {
  const headingId = `${sectionAnchor(id)}-title`;
  return (
    <section id={sectionAnchor(id)} aria-labelledby={headingId} className={classes.section}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {description && <Text size="sm">{description}</Text>}
        {children}
      </Stack>
    </section>
  );
}
