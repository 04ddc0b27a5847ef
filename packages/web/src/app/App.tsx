import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { RouterProvider, type createBrowserRouter } from "react-router-dom";
import { ShellBoundary } from "./shell/ShellBoundary";
import { cssVariablesResolver, theme } from "./theme";

interface Props {
  client: ApolloClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers, outermost first: Apollo, Mantine, the shell (query + language + catalog), router. */
export function App({ client, router }: Props) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <ShellBoundary>
          {/* The address changes at once, never in a transition (the router's default): a control used meanwhile
              built on the address before it (a table asked for its old page again, a removed search filter came
              back with the next sort). Screens load before the router commits to them, so nothing suspends. */}
          <RouterProvider router={router} useTransitions={false} />
        </ShellBoundary>
      </MantineProvider>
    </ApolloProvider>
  );
}
