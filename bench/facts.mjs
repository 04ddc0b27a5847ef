// What the benchmark learns about the seeded data before measuring: the user's restaurant, the
// categories of each area and how many resources each lists, a common search letter.
import { gql } from "./client.mjs";
import { log } from "./util.mjs";

const AREA_TYPES = ["NATIONAL", "LOCAL", "COMMUNICATION", "TOOLKIT", "BEST_PRACTICE"];
const TREE = `query BenchTree($type: SectionType!) {
  libraryArea(type: $type) { sections { slug children { slug children { slug } } } resources { id } }
}`;
const LIST = `query BenchList($type: SectionType!, $category: String) {
  libraryArea(type: $type, category: $category) { category { id slug } resources { id slug } }
}`;
const SEARCH = `query BenchSearch($text: String!) { search(text: $text) { resources { id } } }`;
const ORDERS = `query BenchOrders { myOrders { id } }`;
const SHELL = `query BenchShell { viewer { market restaurants { id site } selectedRestaurant { id site } } }`;

/** facts: { market, site, restaurantId, categorySlug, resourceSlug, resourceId, orderId, lists: [{ label, type, category?, text?, count }], largest, notes } */
export async function discoverFacts(bffUrl, cookie, { maxCategories = 40 } = {}) {
  const facts = { market: "ES", lists: [], notes: [] };
  const shell = await gql(bffUrl, SHELL, {}, { cookie });
  const selected = shell.data?.viewer?.selectedRestaurant ?? shell.data?.viewer?.restaurants?.[0];
  facts.site = selected?.site ?? null;
  facts.restaurantId = selected?.id ?? null;

  let checked = 0;
  for (const type of AREA_TYPES) {
    const tree = await gql(bffUrl, TREE, { type }, { cookie });
    if (tree.errors) {
      facts.notes.push(`libraryArea(${type}): ${tree.errors.map((e) => e.extensions?.code ?? e.message).join(", ")}`);
      continue;
    }
    const area = tree.data.libraryArea;
    if (area.resources.length) facts.lists.push({ label: `libraryArea(${type})`, type, count: area.resources.length });
    const slugs = [];
    const walk = (sections) => {
      for (const s of sections) {
        slugs.push(s.slug);
        walk(s.children ?? []);
      }
    };
    walk(area.sections);
    for (const slug of slugs) {
      if (checked++ >= maxCategories) break;
      const list = await gql(bffUrl, LIST, { type, category: slug }, { cookie });
      const resources = list.data?.libraryArea?.resources ?? [];
      facts.lists.push({
        label: `libraryArea(${type}, ${slug})`,
        type,
        category: slug,
        categoryId: list.data?.libraryArea?.category?.id,
        count: resources.length,
        firstResource: resources[0]?.slug,
        firstResourceId: resources[0]?.id,
      });
    }
  }
  for (const text of ["a", "e"]) {
    const found = await gql(bffUrl, SEARCH, { text }, { cookie });
    if (found.errors) {
      facts.notes.push(`search("${text}"): ${found.errors.map((e) => e.extensions?.code ?? e.message).join(", ")}`);
      continue;
    }
    facts.lists.push({ label: `search("${text}")`, text, count: found.data.search.resources.length });
  }
  facts.searchText = facts.lists.filter((l) => l.text).sort((a, b) => b.count - a.count)[0]?.text ?? "a";
  // the area page: a national category with resources (the most populated one)
  const national = facts.lists.filter((l) => l.type === "NATIONAL" && l.category && l.count > 0).sort((a, b) => b.count - a.count)[0];
  const anyCategory = facts.lists.filter((l) => l.category && l.count > 0).sort((a, b) => b.count - a.count)[0];
  const area = national ?? anyCategory;
  if (area) {
    facts.areaType = area.type;
    facts.categorySlug = area.category;
    facts.categoryId = area.categoryId;
    facts.resourceSlug = area.firstResource;
    facts.resourceId = area.firstResourceId;
  }
  // the order screens: the newest order of the user's restaurants
  const orders = await gql(bffUrl, ORDERS, {}, { cookie });
  facts.orderId = orders.data?.myOrders?.[0]?.id ?? null;
  if (!facts.orderId) facts.notes.push(`myOrders: ${orders.errors?.map((e) => e.extensions?.code ?? e.message).join(", ") ?? "no order"}`);
  facts.largest = [...facts.lists].sort((a, b) => b.count - a.count)[0] ?? null;
  // the batching list: the one closest above 50 resources (area pages before search), else the largest
  const fifty = facts.lists.filter((l) => l.count >= 50).sort((a, b) => a.count - b.count || Number(Boolean(a.text)) - Number(Boolean(b.text)))[0];
  facts.batchList = fifty ?? facts.largest;
  log(
    `data: restaurant ${facts.site ?? "?"}; area page ${facts.categorySlug ? `${facts.areaType}/${facts.categorySlug}` : "none found"}; largest list ${facts.largest ? `${facts.largest.label} = ${facts.largest.count}` : "none"}; batching list ${facts.batchList ? `${facts.batchList.label} = ${facts.batchList.count}` : "none"}`,
  );
  for (const note of facts.notes) log(`  note: ${note}`);
  return facts;
}
