import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider, useQuery } from "@apollo/client/react";
import { of } from "rxjs";
import { HomeDocument } from "../../gql/documents/home/home";
import { attachPageAnswers, bootLink, PageAnswers, usePageAnswer, type BootOperation } from "./bootLink";

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
  const answers = new PageAnswers(boot);
  const client = new ApolloClient({ link: ApolloLink.from([bootLink(answers), network]), cache: new InMemoryCache() });
  attachPageAnswers(client, answers);
  return { client, sent };
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

describe("usePageAnswer", () => {
  /** What a screen that calls usePageAnswer before its useQuery shows in its first render. */
  function HomeScreen({ es }: { es: boolean }) {
    usePageAnswer(HomeDocument, { es });
    const { data, loading } = useQuery(HomeDocument, { variables: { es } });
    return createElement("p", null, loading ? "loading" : JSON.stringify(data));
  }
  const firstRender = (client: ApolloClient, es: boolean) =>
    renderToStaticMarkup(createElement(ApolloProvider, { client, children: createElement(HomeScreen, { es }) }));

  it("gives the screen's first render the page's answer, once, without a request", async () => {
    const { client, sent } = clientWith([{ operationName: "Home", variables: { es: true }, data: HOME }]);
    expect(firstRender(client, true)).toBe(`<p>${JSON.stringify(HOME).replace(/"/g, "&quot;")}</p>`);
    expect(client.readQuery({ query: HomeDocument, variables: { es: true } })).toEqual(HOME);
    // Served once: the link does not answer it again.
    await client.query({ query: HomeDocument, variables: { es: true }, fetchPolicy: "network-only" });
    expect(sent).toEqual([`Home {"es":true}`]);
  });

  it("leaves the cache alone when the page carries no answer for these variables", () => {
    const { client } = clientWith([{ operationName: "Home", variables: { es: false }, data: HOME }]);
    expect(firstRender(client, true)).toBe("<p>loading</p>");
  });
});
