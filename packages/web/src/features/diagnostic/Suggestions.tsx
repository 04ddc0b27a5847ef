import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/List.css";
import { Link } from "react-router-dom";
import { FormattedMessage } from "react-intl";
import type { DiagnosticQuery } from "../../gql/graphql";
import classes from "./diagnostic.module.css";

type Suggestion = DiagnosticQuery["diagnostic"]["suggestions"][number];

/** Beyond the old portal: for each moment of day or product type trending down, the library's toolkits and best practices. */
export function Suggestions({ suggestions }: { suggestions: Suggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <Paper withBorder p="md" className={classes.noPrint} component="aside" aria-labelledby="diagnostic-suggestions-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="diagnostic-suggestions-title">
          <FormattedMessage id="diagnostic.suggestions.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="diagnostic.suggestions.intro" />
        </Text>
        {suggestions.map((s) => (
          <div key={`${s.kind}:${s.topic}`}>
            <Text fw={600} size="sm">
              <FormattedMessage
                id={s.kind === "MOMENT" ? "diagnostic.suggestions.moment" : "diagnostic.suggestions.product"}
                values={{ topic: s.topic }}
              />
            </Text>
            <List size="sm">
              {s.resources.map((r) => (
                <List.Item key={r.id}>
                  <Anchor component={Link} to={r.href}>
                    {r.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
