// Batching: a list of resources with their sections, type and file, against the BFF with its
// DataLoaders batching (default) and against a second BFF started with DATALOADER_BATCH=false.
import { gql, gqlHeaders } from "./client.mjs";
import { runLoad } from "./load.mjs";
import { upstream } from "./stack.mjs";
import { log, round } from "./util.mjs";

const FIELDS = "resources { id name slug href sections { id name slug } type { id name } file { url name size } }";
const AREA = `query BenchBatchArea($type: SectionType!, $category: String) { libraryArea(type: $type, category: $category) { ${FIELDS} } }`;
const SEARCH = `query BenchBatchSearch($text: String!) { search(text: $text) { ${FIELDS} } }`;

export async function measureBatching({ bff, unbatched, cookie, facts, duration, warmup, target = 50 }) {
  const list = facts.batchList;
  if (!list || !list.count) {
    log("batching: pending — no list with resources found in the catalogue");
    return { pending: "no list query with resources: the catalogue answers no resources yet (library calls missing?)", notes: facts.notes };
  }
  const [query, variables] =
    list.text !== undefined ? [SEARCH, { text: list.text }] : [AREA, { type: list.type, ...(list.category ? { category: list.category } : {}) }];
  const calls = {};
  for (const [key, server] of [
    ["batched", bff],
    ["unbatched", unbatched],
  ]) {
    await gql(server.url, query, variables, { cookie }); // warms the reference cache
    upstream.reset();
    const check = await gql(server.url, query, variables, { cookie });
    calls[key] = upstream.calls.length; // per request, reference data cached
    if (check.errors?.length)
      return { pending: `${list.label} answers errors on the ${key} BFF: ${check.errors.map((e) => e.extensions?.code ?? e.message).join(", ")}` };
  }
  const body = JSON.stringify({ query, variables });
  const results = {};
  for (const [key, server] of [
    ["batched", bff],
    ["unbatched", unbatched],
  ]) {
    const r = await runLoad({
      url: `${server.url}/graphql`,
      method: "POST",
      headers: gqlHeaders(server.url, { cookie }),
      body,
      connections: 10,
      duration,
      warmup,
    });
    // completed requests over the duration (autocannon's per-second average reads 0 when fewer than one a second complete)
    results[key] = {
      rps: round(Math.max(r.rps, r.requests / duration), 2),
      requests: r.requests,
      p50: r.p50,
      p99: r.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      upstreamCallsPerRequest: calls[key],
    };
    log(`batching, ${key}: ${results[key].rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${calls[key]} catalogue calls per request`);
  }
  const ratio = results.unbatched.rps ? round(results.batched.rps / results.unbatched.rps, 2) : null;
  log(`batching: batched/unbatched throughput ${ratio}`);
  return {
    list: list.label,
    resources: list.count,
    note:
      list.count < target
        ? `the seeded data has no list of ${target}: the largest, ${list.label}, has ${list.count}`
        : list.count > target
          ? `no list of exactly ${target}: the closest above, ${list.label}, has ${list.count}`
          : null,
    query,
    variables,
    ...results,
    ratio,
  };
}
