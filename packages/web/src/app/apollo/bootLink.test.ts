import { describe, expect, it } from "vitest";
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { of } from "rxjs";
import { HomeDocument } from "../../gql/documents/home";
import { bootLink, type BootOperation } from "./bootLink";

const HOME = {
  home: { __typename: "Home", sliders: [], video: null, diagnosticAlerts: null, localActions: [], newestResources: [] },
};

/** A client whose network answers every request with `network` and counts them. */
function clientWith(boot: BootOperation[]) {
  const sent: string[] = [];
  const network = new ApolloLink((operation) => {
    sent.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
    return of({ data: { home: { ...HOME.home, sliders: [] } } });
  });
  return { client: new ApolloClient({ link: ApolloLink.from([bootLink(boot), network]), cache: new InMemoryCache() }), sent };
}

describe("bootLink", () => {
  it("answers an operation the page carries once, with the same variables whatever their key order", async () => {
    const { client, sent } = clientWith([{ operationName: "Home", variables: { es: true }, data: HOME }]);
    const first = await client.query({ query: HomeDocument, variables: { es: true }, fetchPolicy: "network-only" });
    // (answered in a task of its own, from the page)
    expect(first.data).toEqual(HOME);
    expect(sent).toEqual([]);
    await client.query({ query: HomeDocument, variables: { es: true }, fetchPolicy: "network-only" });
    expect(sent).toEqual([`Home {"es":true}`]);
  });

  it("sends to the network what the page does not carry: other variables, other operations", async () => {
    const { client, sent } = clientWith([{ operationName: "Home", variables: { es: false }, data: HOME }]);
    await client.query({ query: HomeDocument, variables: { es: true } });
    expect(sent).toEqual([`Home {"es":true}`]);
  });
});
