import { useCallback, useState } from "react";
import { Box, Grid, NavLink, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Tabs.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { MarketingDocument } from "../../gql/documents/marketing/MarketingPage";
import { errorMessageId } from "../../app/apollo/errors";
import { useSelectedRestaurantId } from "../../app/shell/useSelectedRestaurantId";
import { ErrorState } from "../../ui/ErrorState";
import { confirmLeave, LeaveGuard, type LeaveQuestion } from "../../ui/useLeaveGuard";
import { PlanSection } from "./PlanSection";
import { PrioritiesSection } from "./PrioritiesSection";
import { StrategiesSection } from "./StrategiesSection";
import { SectionPicker } from "../../ui/list/SectionPicker";
import classes from "./marketing.module.css";
import { usePageAnswer } from "../../app/apollo/bootLink";

/** The question before leaving with unsaved changes (in this area's words). */
const LEAVE: LeaveQuestion = {
  title: "marketing.leave.title",
  body: "marketing.leave.body",
  confirm: "marketing.leave.confirm",
  stay: "marketing.leave.stay",
};

/** The side menu's in-page anchors (spec 2 §2.2). */
const SECTIONS = ["priorities", "objectives", "strategies", "plan"] as const;

/**
 * /marketing (ES): the yearly marketing plan of the selected restaurant — year tabs, a side menu of anchors, the
 * priorities with their objectives, the strategies and the action calendar. One query per year; every save answers
 * the whole plan, so the sections follow.
 */
export function MarketingPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("year")) || null;
  // Asked for by the header's restaurant: after a switch, loading until its plan is in, never another's under its name.
  const restaurantId = useSelectedRestaurantId();
  usePageAnswer(MarketingDocument, { year: asked, restaurantId });
  const { data, previousData, loading, error, refetch } = useQuery(MarketingDocument, {
    variables: { year: asked, restaurantId },
  });
  // While another year loads, the year shown stays (the same restaurant's only).
  const kept = previousData?.marketingPlan;
  const plan = data?.marketingPlan ?? (kept && kept.restaurantId === restaurantId ? kept : undefined);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  // Another restaurant's plan starts clean (the previous one's changes went with it, after the header's question).
  const [dirtyOf, setDirtyOf] = useState(restaurantId);
  if (dirtyOf !== restaurantId) {
    setDirtyOf(restaurantId);
    setDirty({});
  }
  const anyDirty = Object.values(dirty).some(Boolean);
  const onDirty = useCallback((part: string, value: boolean) => setDirty((old) => (old[part] === value ? old : { ...old, [part]: value })), []);

  const showYear = (year: string | null) => {
    if (!year || Number(year) === plan?.year) return;
    const go = () => {
      setDirty({});
      setParams({ year }, { replace: false });
    };
    if (!anyDirty) return go();
    void confirmLeave(intl, LEAVE, go);
  };

  return (
    <Stack gap="lg">
      <LeaveGuard dirty={anyDirty} question={LEAVE} />
      <Title order={1} size="h2">
        <FormattedMessage id="screen.marketing" />
      </Title>
      {!plan && loading ? (
        <Skeleton height={420} aria-label={intl.formatMessage({ id: "marketing.loading" })} />
      ) : !plan ? (
        <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <>
          {plan.coverUrl && (
            <img className={classes.cover} src={plan.coverUrl} alt={intl.formatMessage({ id: "marketing.cover" })} width={1000} height={500} />
          )}
          <Tabs value={String(plan.year)} onChange={showYear} keepMounted={false}>
            <Tabs.List aria-label={intl.formatMessage({ id: "marketing.years" })}>
              {plan.years.map((year) => (
                <Tabs.Tab key={year} value={String(year)}>
                  {year}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <SectionPicker
            label={intl.formatMessage({ id: "marketing.menu.pick" })}
            sections={SECTIONS.map((section) => ({ anchor: section, label: intl.formatMessage({ id: `marketing.section.${section}` }) }))}
          />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
              <Box component="nav" aria-label={intl.formatMessage({ id: "marketing.menu" })} className={classes.menu}>
                {SECTIONS.map((section) => (
                  <NavLink key={section} href={`#${section}`} label={intl.formatMessage({ id: `marketing.section.${section}` })} />
                ))}
              </Box>
            </Grid.Col>
            {/* min-width 0: the calendar scrolls inside its own box instead of widening the page. */}
            <Grid.Col span={{ base: 12, md: 9 }} miw={0}>
              <Stack gap="xl" key={plan.id}>
                {loading && data === undefined && (
                  <Text size="sm" c="dimmed" role="status">
                    <FormattedMessage id="marketing.loading" />
                  </Text>
                )}
                <PrioritiesSection plan={plan} onDirty={onDirty} />
                {/* A change of the priorities (a removal clears its strategies) starts the strategies' form again. */}
                <StrategiesSection key={plan.priorities.map((p) => `${p.position}:${p.categoryId}`).join()} plan={plan} onDirty={onDirty} />
                <PlanSection plan={plan} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
