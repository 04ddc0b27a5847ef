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
          <RouterProvider router={router} />
        </ShellBoundary>
      </MantineProvider>
    </ApolloProvider>
  );
}
