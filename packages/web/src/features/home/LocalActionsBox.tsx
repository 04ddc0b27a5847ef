import { List, Paper, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { HomeQuery } from "../../gql/graphql";
import { actionDates } from "./localActions";
import "@mantine/core/styles/List.css";

type Action = NonNullable<HomeQuery["home"]["localActions"]>[number];

/** ES: the local marketing actions of the selected restaurant, with their dates (DD/MM/YYYY). */
export function LocalActionsBox({ actions }: { actions: readonly Action[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-actions">
      <Title order={2} size="h4" id="home-actions">
        <FormattedMessage id="home.actions.title" />
      </Title>
      {actions.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          <FormattedMessage id="home.actions.empty" />
        </Text>
      ) : (
        <List spacing="xs" mt="sm" size="sm">
          {actions.map((action) => {
            const dates = actionDates(action.startDate, action.endDate);
            return (
              <List.Item key={action.id}>
                <Text size="sm" fw={600} span>
                  {action.name}
                </Text>
                {dates && (
                  <Text size="xs" c="dimmed">
                    <FormattedMessage id={dates.id} values={dates} />
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
