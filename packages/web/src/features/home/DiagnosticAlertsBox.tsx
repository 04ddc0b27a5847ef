import { Anchor, Badge, Group, List, Paper, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { DIAGNOSTIC_CHECKS } from "@portal/schema";
import type { HomeQuery } from "../../gql/graphql";

type Alerts = NonNullable<HomeQuery["home"]["diagnosticAlerts"]>;
import "@mantine/core/styles/List.css";

/** Catalog id of each diagnostic check's name. */
export const CHECK_LABEL_IDS: Record<(typeof DIAGNOSTIC_CHECKS)[number], string> = {
  competence: "home.alerts.check.competence",
  comparation: "home.alerts.check.comparation",
  clusters: "home.alerts.check.clusters",
  dafo: "home.alerts.check.dafo",
};

/** ES: the four diagnostic checks of the selected restaurant, done or pending, with a link to /diagnostic. */
export function DiagnosticAlertsBox({ alerts }: { alerts: Alerts }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-alerts" bg="yellow.0">
      <Title order={2} size="h4" id="home-alerts">
        <FormattedMessage id="home.alerts.title" />
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <FormattedMessage id="home.alerts.intro" />
      </Text>
      <List spacing={6} mt="sm" listStyleType="none" p={0}>
        {DIAGNOSTIC_CHECKS.map((check) => (
          <List.Item key={check}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm">
                <FormattedMessage id={CHECK_LABEL_IDS[check]} />
              </Text>
              <Badge size="sm" variant="light" color={alerts[check] ? "teal" : "orange"} style={{ flexShrink: 0 }}>
                <FormattedMessage id={alerts[check] ? "home.alerts.done" : "home.alerts.pending"} />
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/diagnostic" size="sm" fw={600} mt="sm" display="inline-block">
        <FormattedMessage id="home.alerts.link" />
      </Anchor>
    </Paper>
  );
}
