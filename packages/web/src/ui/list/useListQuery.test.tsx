// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { delay, of } from "rxjs";
import { LIST_TABLES } from "@portal/schema";
import { AdminResourcesDocument } from "../../gql/documents/admin/resources/resources";
import type { AdminResourcesQuery } from "../../gql/graphql";
import { attachPageAnswers, bootLink, PageAnswers, type BootOperation } from "../../app/apollo/bootLink";
import { useListQuery } from "./useListQuery";

afterEach(cleanup);

/** A page of the resource table whose one row is named `name`. */
function answer(name: string, page = 1): AdminResourcesQuery {
  const row = {
    __typename: "AdminResource" as const,
    ...{ id: `${name}-${page}`, name, description: "", slug: name, reference: "R-1", status: "ACTIVE" as const },
    ...{ category: "NATIONAL" as const, language: "CAST" as const, typeId: null, typeName: null, sectionIds: [], sectionName: null },
    ...{ tags: [], budget: false, fileName: null, fileSize: null, fileUrl: null, thumbUrl: null, updatedAt: null, isNew: false },
  };
  const adminResources = { __typename: "AdminResourcePage", items: [row], total: 30, page, size: 10, pageCount: 3 };
  return { adminResources } as AdminResourcesQuery;
}

/** A client whose network answers "from the server" a moment later and records what it is sent; `boot` is what the page carries. */
function clientWith(boot: BootOperation[]) {
  const sent: unknown[] = [];
  const network = new ApolloLink((operation) => {
    const input = (operation.variables as { input: { page: number } }).input;
    sent.push(input);
    return of({ data: answer("del servidor", input.page) }).pipe(delay(5));
  });
  const answers = new PageAnswers(boot);
  const client = new ApolloClient({ link: ApolloLink.from([bootLink(answers), network]), cache: new InMemoryCache() });
  attachPageAnswers(client, answers);
  return { client, sent };
}

/** The table's page changer, as the screen's pager calls it. */
let setPage: (page: number) => void = () => undefined;

function ResourceTable({ pager }: { pager: (setPage: (page: number) => void) => void }) {
  const { page, list } = useListQuery(AdminResourcesDocument, {
    ...LIST_TABLES.resources,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminResources,
  });
  pager(list.setPage);
  return <p>{page ? `${page.items[0]!.name} ${page.page}` : "cargando"}</p>;
}

function show(client: ApolloClient, path: string) {
  return render(
    <ApolloProvider client={client}>
      <IntlProvider locale="es" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <ResourceTable pager={(changer) => (setPage = changer)} />
        </MemoryRouter>
      </IntlProvider>
    </ApolloProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const FIRST = { page: 1, size: 10, search: "", sortBy: "UPDATED_AT", direction: "DESC" };

describe("a list screen's query (ui/list/useListQuery)", () => {
  it("shows the page the cold load carries in its first render and sends nothing; a change of page asks the server", async () => {
    const sorted = { ...FIRST, sortBy: "NAME", direction: "ASC" };
    const { client, sent } = clientWith([{ operationName: "AdminResources", variables: { input: sorted }, data: answer("de la página") }]);
    show(client, "/admin/resources?sort=NAME&dir=ASC");
    expect(screen.getByText("de la página 1")).toBeTruthy();
    await settle();
    expect(screen.getByText("de la página 1")).toBeTruthy();
    expect(sent).toEqual([]);

    act(() => setPage(2));
    await settle();
    expect(screen.getByText("del servidor 2")).toBeTruthy();
    expect(sent).toEqual([{ ...sorted, page: 2 }]);
    // Back to the first page: shown from the cache at once, and asked again (another administrator may have changed it).
    act(() => setPage(1));
    expect(screen.getByText("de la página 1")).toBeTruthy();
    await settle();
    expect(screen.getByText("del servidor 1")).toBeTruthy();
    expect(sent).toEqual([{ ...sorted, page: 2 }, sorted]);
  });

  it("asks the server when the page carries another request, and again on the next visit, showing the cache meanwhile", async () => {
    const { client, sent } = clientWith([{ operationName: "AdminResources", variables: { input: FIRST }, data: answer("de la página") }]);
    const first = show(client, "/admin/resources?page=2");
    expect(screen.getByText("cargando")).toBeTruthy();
    await settle();
    expect(screen.getByText("del servidor 2")).toBeTruthy();
    expect(sent).toEqual([{ ...FIRST, page: 2 }]);
    first.unmount();

    show(client, "/admin/resources?page=2");
    expect(screen.getByText("del servidor 2")).toBeTruthy();
    await settle();
    expect(sent).toEqual([
      { ...FIRST, page: 2 },
      { ...FIRST, page: 2 },
    ]);
  });
});
