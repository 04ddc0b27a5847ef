// Section 8: the library search (issue "Find it fast") over 10,000 resources. The bench's own catalogue gets 10,000
// more ES resources (names, tags and descriptions drawn from a restaurant's vocabulary, in the seed's categories), a
// fresh BFF builds its index on the first search (timed, with the process's resident memory before and after), then
// searches with typos and filters and the header's suggestions are timed one after another on a warm index.
import { bffLogin, gql } from "./client.mjs";
import { rssMb, startBff } from "./stack.mjs";
import { log, round } from "./util.mjs";

const PIECES = ["Cartel", "Banner", "Flyer", "Roll-up", "Menuboard", "Post redes", "Tarjeta", "Vinilo", "Mantel", "Display"];
const TOPICS = ["Hamburguesa", "Desayuno", "Café", "Helado", "Ensalada", "Pollo", "Patatas", "Batido", "Postre", "Menú infantil", "Wrap", "Zumo"];
const SEASONS = ["verano", "invierno", "Navidad", "primavera", "otoño", "aniversario", "fin de semana", "noche"];
/** What users type: right words, typos, two words, a reference's part. */
const QUERIES = [
  "hamburguesa",
  "hamburgesa",
  "desayno",
  "cafe verano",
  "helado navidad",
  "batdo",
  "cartel pollo",
  "menu infantil",
  "roll up",
  "tarjeta",
];
const TYPED = ["ha", "ham", "hamb", "des", "desa", "caf", "hel", "pos", "car", "roll"];

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
}

async function timed(runs, fn) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { runs, p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)) };
}

/** 10,000 ES resources (Castilian), active, each in one of the seed's national categories, with a PDF or JPG file. */
async function addResources(db, count) {
  const [{ before }] = await db.query(`SELECT count(*)::int AS before FROM resources WHERE market = 'ES'`);
  await db.query(
    `INSERT INTO resources (market, lang, name, description, url, file, file_name, file_size, file_mime, reference, status, type_id, tags, update_date)
     SELECT 'ES', 'CAST',
            ($1::text[])[1 + g % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (g / 10) % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (g / 120) % cardinality($3::text[])] || ' ' || g,
            '<p>Pieza de ' || ($2::text[])[1 + (g / 10) % cardinality($2::text[])] || ' para la campaña de ' || ($3::text[])[1 + (g / 120) % cardinality($3::text[])] || '.</p>',
            'bench-' || g, 'bench/' || g || '.pdf', 'bench-' || g || CASE WHEN g % 3 = 0 THEN '.jpg' ELSE '.pdf' END, 1000,
            CASE WHEN g % 3 = 0 THEN 'image/jpeg' ELSE 'application/pdf' END,
            'BEN-' || lpad(g::text, 5, '0'), 1, (SELECT min(id) FROM resource_types),
            lower(($2::text[])[1 + (g / 10) % cardinality($2::text[])]) || '|' || ($3::text[])[1 + (g / 120) % cardinality($3::text[])],
            now() - (g % 400) * interval '1 day'
       FROM generate_series(1, $4::int) AS g`,
    [PIECES, TOPICS, SEASONS, count],
  );
  const sections = (await db.query(`SELECT id FROM sections WHERE market = 'ES' AND type = 1 AND status = 1 ORDER BY id`)).map((s) => s.id);
  await db.query(
    `INSERT INTO resource_sections (resource_id, section_id, pos)
     SELECT r.id, ($1::int[])[1 + r.id % cardinality($1::int[])], 0 FROM resources r WHERE r.url LIKE 'bench-%'`,
    [sections],
  );
  const [{ after }] = await db.query(`SELECT count(*)::int AS after FROM resources WHERE market = 'ES'`);
  return { before, after };
}

export async function measureSearch({ legacy, resources = 10_000, runs = 200 }) {
  const { before, after } = await addResources(legacy.db, resources);
  log(`search: ${after - before} resources added (ES now ${after})`);
  const bff = await startBff({ legacyUrl: legacy.url, label: "bff (search)" });
  try {
    const cookie = await bffLogin(bff.url);
    const SEARCH = `query($text: String!, $formats: [String!], $page: Int) { search(text: $text, formats: $formats, page: $page, pageSize: 24) { total resources { id name } facets { formats { value count } } } }`;
    const SUGGEST = `query($text: String!) { searchSuggestions(text: $text) { kind label href } }`;
    const rssBefore = rssMb(bff.pid);
    const t0 = Date.now();
    const first = await gql(bff.url, SEARCH, { text: "hamburguesa" }, { cookie });
    if (first.errors) throw new Error(`search answered ${JSON.stringify(first.errors)}`);
    const buildMs = Date.now() - t0;
    const rssAfter = rssMb(bff.pid);
    const checks = {};
    for (const text of ["hamburgesa", "desayno"]) {
      const r = await gql(bff.url, SEARCH, { text }, { cookie });
      checks[text] = r.data?.search.total ?? null;
    }
    const search = await timed(runs, async (i) => {
      const r = await gql(
        bff.url,
        SEARCH,
        { text: QUERIES[i % QUERIES.length], formats: i % 4 === 0 ? ["PDF"] : null, page: 1 + (i % 3) },
        { cookie },
      );
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    });
    const suggestions = await timed(runs, async (i) => {
      const r = await gql(bff.url, SUGGEST, { text: TYPED[i % TYPED.length] }, { cookie });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    });
    const result = {
      resources: after,
      firstSearchMs: buildMs,
      firstSearchTotal: first.data.search.total,
      typoTotals: checks,
      rssBeforeMb: round(rssBefore, 1),
      rssAfterMb: round(rssAfter, 1),
      indexMb: rssBefore == null || rssAfter == null ? null : round(rssAfter - rssBefore, 1),
      search,
      suggestions,
      note: "one client, requests one after another on loopback (no RTT proxy), warm index; the index's memory is the BFF's resident memory after the first search less before it (the index, the lists it was built from and the heap's headroom)",
    };
    log(
      `search over ${after} ES resources: index built in ${buildMs} ms (+${result.indexMb} MB RSS); search p50 ${search.p50} / p99 ${search.p99} ms; suggestions p50 ${suggestions.p50} / p99 ${suggestions.p99} ms`,
    );
    return result;
  } finally {
    await bff.stop();
  }
}
