import { afterEach, describe, expect, it, vi } from "vitest";
import { gql } from "@apollo/client";
import { createApolloClient } from "./createApolloClient";

const QUERY = gql`
  query Sections {
    librarySections {
      id
    }
  }
`;

function handlers() {
  return { onUnauthenticated: vi.fn(), onUnavailable: vi.fn(), onForbidden: vi.fn(() => false), onStaleData: vi.fn() };
}

/** The BFF's answer to every request: `body` as JSON. */
function answering(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } })),
  );
}

describe("data served stale (the BFF's extensions.staleData)", () => {
  afterEach(() => void vi.unstubAllGlobals());

  it("an answer marked stale keeps its data and asks for the notice; an unmarked one does not", async () => {
    const on = handlers();
    const client = createApolloClient(on);
    answering({ data: { librarySections: [{ __typename: "Section", id: "1" }] } });
    await client.query({ query: QUERY, fetchPolicy: "network-only" });
    expect(on.onStaleData).not.toHaveBeenCalled();
    answering({ data: { librarySections: [{ __typename: "Section", id: "1" }] }, extensions: { staleData: true } });
    const stale = await client.query({ query: QUERY, fetchPolicy: "network-only" });
    expect(stale.data).toEqual({ librarySections: [{ __typename: "Section", id: "1" }] });
    expect(on.onStaleData).toHaveBeenCalledTimes(1);
    expect(on.onUnavailable).not.toHaveBeenCalled();
  });

  it("a page whose answers were served stale asks for the notice once the app starts", async () => {
    const on = handlers();
    createApolloClient(on, [{ operationName: "Sections", variables: {}, data: { librarySections: [] }, extensions: { staleData: true } }]);
    expect(on.onStaleData).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(on.onStaleData).toHaveBeenCalledTimes(1);
    const fresh = handlers();
    createApolloClient(fresh, [{ operationName: "Sections", variables: {}, data: { librarySections: [] } }]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(fresh.onStaleData).not.toHaveBeenCalled();
  });
});
