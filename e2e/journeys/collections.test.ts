/**
 * Collections (issue 34): a user keeps named sets of resources, fills them from a resource's detail, shares one with
 * the people of their restaurant and downloads it as one zip streamed by the BFF (the files' own names inside).
 * Castilian on a desktop (the whole life of a collection, and a manager of the same restaurant who reads it), Catalan
 * on a phone, Portuguese on a desktop then a phone. Each journey signs in users of its own, so the seed's collections
 * stay as they are.
 */
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { expectFits, PHONE, TABLET } from "../support/fit.js";
import { catalogue, createUser, expectPath, expectScreenTitle, login, type Market, newPage, openUserMenu } from "../support/portal.js";
import { download, type Lang } from "../support/library.js";
import { zipEntryNames } from "../support/zip.js";

/** The screen's texts in each language. */
const T = {
  CAST: {
    title: "Colecciones",
    menu: "Mis colecciones",
    save: "Guardar en una colección",
    none: "Todavía no tienes colecciones.",
    newName: "Nueva colección",
    pageName: "Nombre de la colección",
    createWith: "Crear y guardar",
    create: "Crear la colección",
    required: "Escribe un nombre para la colección.",
    duplicate: "Ya tienes una colección con este nombre.",
    count: (n: number) => (n === 1 ? "1 recurso" : `${n} recursos`),
    private: "Privada",
    share: (restaurant: string) => `Compartir con ${restaurant}`,
    sharedWith: (restaurant: string) => `Compartida con ${restaurant}`,
    sharedBy: (owner: string, restaurant: string) => `Compartida por ${owner} con ${restaurant}`,
    shared: "Compartidas conmigo",
    download: (collection: string) => `Descargar la colección ${collection} en un zip`,
    rename: (collection: string) => `Cambiar el nombre de ${collection}`,
    newNameLabel: "Nuevo nombre",
    saveName: "Guardar el nombre",
    remove: (name: string, collection: string) => `Quitar ${name} de ${collection}`,
    delete: (collection: string) => `Eliminar la colección ${collection}`,
    deleteTitle: (collection: string) => `¿Eliminar la colección ${collection}?`,
    confirmDelete: "Eliminar",
    noneAtAll: "Todavía no tienes colecciones. Crea una aquí o desde la ficha de un recurso.",
  },
  CAT: {
    title: "Col·leccions",
    save: "Desar en una col·lecció",
    none: "Encara no tens col·leccions.",
    newName: "Nova col·lecció",
    createWith: "Crear i desar",
    required: "Escriu un nom per a la col·lecció.",
    count: (n: number) => (n === 1 ? "1 recurs" : `${n} recursos`),
    share: (restaurant: string) => `Compartir amb ${restaurant}`,
    sharedWith: (restaurant: string) => `Compartida amb ${restaurant}`,
    download: (collection: string) => `Baixar la col·lecció ${collection} en un zip`,
  },
  PT: {
    title: "Coleções",
    save: "Guardar numa coleção",
    none: "Ainda não tem coleções.",
    newName: "Nova coleção",
    pageName: "Nome da coleção",
    create: "Criar a coleção",
    createWith: "Criar e guardar",
    count: (n: number) => (n === 1 ? "1 recurso" : `${n} recursos`),
    share: (restaurant: string) => `Partilhar com ${restaurant}`,
    sharedWith: (restaurant: string) => `Partilhada com ${restaurant}`,
    download: (collection: string) => `Transferir a coleção ${collection} num zip`,
  },
};

interface Listed {
  name: string;
  path: string;
  fileName: string;
}

/** The first `count` active resources of a language, with a file, in an active national category: their detail paths. */
async function resources(market: Market, lang: Lang, count: number): Promise<Listed[]> {
  const rows = await catalogue<{ name: string; slug: string; category: string; file_name: string }>(
    `SELECT r.name, r.url AS slug, s.url AS category, r.file_name FROM resources r
       JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
      WHERE r.market = $1 AND r.lang = $2 AND r.status = 1 AND r.file_name IS NOT NULL AND s.type = 1 AND s.status = 1
        AND (s.parent_id IS NULL OR EXISTS (SELECT 1 FROM sections p WHERE p.id = s.parent_id AND p.status = 1))
      ORDER BY r.id LIMIT $3`,
    [market, lang, count],
  );
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({ name: row.name, path: `/nacional/${row.category}/${row.slug}`, fileName: row.file_name }));
}

/** A resource's detail, its "save in a collection" panel opened (a dialog named after its button). */
async function openSavePanel(page: Page, resource: Listed, label: string): Promise<Locator> {
  await page.goto(resource.path);
  await page.getByRole("heading", { level: 1, name: resource.name }).waitFor();
  const button = page.getByRole("button", { name: label, exact: true });
  await button.click();
  expect(await button.getAttribute("aria-expanded")).toBe("true");
  const panel = page.getByRole("dialog", { name: label, exact: true });
  await panel.waitFor();
  return panel;
}

/** A collection's section on /collections (named by its heading). */
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Clicks a collection's download and reads the zip: its suggested name and its entries' names. */
async function downloadZip(page: Page, label: string): Promise<{ filename: string; entries: string[] }> {
  const { filename, bytes } = await download(page, label);
  return { filename, entries: zipEntryNames(bytes) };
}

describe("collections", () => {
  it("ES: a franchisee fills a collection from two details, shares it with their restaurant, downloads it; a manager of the restaurant reads and downloads it; rename, remove and delete", async () => {
    const t = T.CAST;
    const owner = await createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1, name: "Elena Colecciones" });
    const restaurant = owner.restaurants[0]!;
    const manager = await createUser({ market: "ES", type: "MANAGER", restaurants: [restaurant.site], name: "Mario Gerente" });
    const [first, second] = await resources("ES", "CAST", 2);

    const page = await newPage("ES");
    await login(page, owner.email, owner.password);
    await expectPath(page, "/");
    // From a detail: no collection yet; the name is required; created with the resource in it.
    let panel = await openSavePanel(page, first!, t.save);
    await panel.getByText(t.none, { exact: true }).waitFor();
    await panel.getByRole("button", { name: t.createWith, exact: true }).click();
    await panel.getByText(t.required, { exact: true }).waitFor();
    await panel.getByRole("textbox", { name: t.newName }).fill("  Campaña   verano ");
    await panel.getByRole("button", { name: t.createWith, exact: true }).dblclick();
    const box = panel.getByRole("checkbox", { name: "Campaña verano", exact: true });
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await panel.getByRole("checkbox").count()).toBe(1); // a double click created one
    // The second resource goes in by its box; a second collection of the same name is refused.
    panel = await openSavePanel(page, second!, t.save);
    const secondBox = panel.getByRole("checkbox", { name: "Campaña verano", exact: true });
    await secondBox.waitFor();
    expect(await secondBox.isChecked()).toBe(false);
    await secondBox.click();
    await expect.poll(() => secondBox.isChecked()).toBe(true);
    await panel.getByRole("textbox", { name: t.newName }).fill("campaña verano");
    await panel.getByRole("button", { name: t.createWith, exact: true }).click();
    await panel.getByText(t.duplicate, { exact: true }).waitFor();
    await page.keyboard.press("Escape");

    // /collections from the user menu: the collection, private, with both resources (the last added first).
    const menu = await openUserMenu(page, owner.name);
    await menu.getByRole("link", { name: t.menu, exact: true }).click();
    await expectPath(page, "/collections");
    await expectScreenTitle(page, t.title);
    const summer = section(page, "Campaña verano");
    await summer.getByText(t.private, { exact: true }).waitFor();
    await summer.getByText(t.count(2), { exact: true }).waitFor();
    const cards = summer.getByRole("list", { name: "Recursos de la colección Campaña verano" }).getByRole("article");
    await expect.poll(() => cards.allTextContents()).toHaveLength(2);
    expect(await cards.first().getByRole("link", { name: second!.name, exact: true }).count()).toBe(1);
    await summer.getByRole("button", { name: t.share(restaurant.name), exact: true }).click();
    await summer.getByText(t.sharedWith(restaurant.name), { exact: true }).waitFor();
    const [stored] = await catalogue<{ restaurant_id: number; items: number }>(
      "SELECT c.restaurant_id, (SELECT count(*)::int FROM collection_resources WHERE collection_id = c.id) AS items FROM collections c WHERE c.user_id = $1",
      [owner.id],
    );
    expect(stored).toEqual({ restaurant_id: restaurant.id, items: 2 });
    const zip = await downloadZip(page, t.download("Campaña verano"));
    expect(zip.entries).toEqual([second!.fileName, first!.fileName]);
    expect(zip.filename).toMatch(/\.zip$/);
    for (const viewport of [PHONE, TABLET]) {
      await page.setViewportSize(viewport);
      await expectFits(page, "collections");
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The manager of the same restaurant reads it among those shared with them, and downloads it; no owner's button.
    const reader = await newPage("ES");
    await login(reader, manager.email, manager.password);
    await expectPath(reader, "/");
    await reader.goto("/collections");
    await reader.getByRole("heading", { name: t.shared, exact: true }).waitFor();
    const shared = section(reader, "Campaña verano");
    await shared.getByText(t.sharedBy(owner.name, restaurant.name), { exact: true }).waitFor();
    expect(await shared.getByRole("button", { name: t.delete("Campaña verano") }).count()).toBe(0);
    expect(await shared.getByRole("button", { name: t.remove(first!.name, "Campaña verano") }).count()).toBe(0);
    expect((await downloadZip(reader, t.download("Campaña verano"))).entries).toEqual([second!.fileName, first!.fileName]);

    // Back with the owner: rename, take a resource out, delete (asked first).
    await summer.getByRole("button", { name: t.rename("Campaña verano"), exact: true }).click();
    await summer.getByRole("textbox", { name: t.newNameLabel }).fill("Verano 2026");
    await summer.getByRole("button", { name: t.saveName, exact: true }).click();
    const renamed = section(page, "Verano 2026");
    await renamed.getByRole("button", { name: t.remove(first!.name, "Verano 2026"), exact: true }).click();
    await renamed.getByText(t.count(1), { exact: true }).waitFor();
    await renamed.getByRole("button", { name: t.delete("Verano 2026"), exact: true }).click();
    const question = page.getByRole("dialog", { name: t.deleteTitle("Verano 2026") });
    await question.getByRole("button", { name: t.confirmDelete, exact: true }).click();
    await page.getByText(t.noneAtAll, { exact: true }).waitFor();
    expect(await catalogue("SELECT id FROM collections WHERE user_id = $1", [owner.id])).toEqual([]);
    // The manager's screen, not reloaded, still offers its zip: the download says on the screen why it fails.
    await reader.getByRole("link", { name: t.download("Campaña verano"), exact: true }).click();
    await reader
      .getByRole("alert")
      .filter({ hasText: "No se ha podido descargar Campaña verano" })
      .getByText("Lo que buscas ya no existe o no está disponible.", { exact: true })
      .waitFor();
    // It follows on its next load.
    await reader.reload();
    await reader.getByRole("heading", { name: t.title, level: 1 }).waitFor();
    await expect.poll(() => section(reader, "Campaña verano").count()).toBe(0);
  });

  it("CA: on a phone, a franchisee creates a collection from a detail in català, shares it and downloads it", async () => {
    const t = T.CAT;
    const owner = await createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
    const restaurant = owner.restaurants[0]!;
    const [resource] = await resources("ES", "CAT", 1);
    const page = await newPage("ES", { phone: true, language: "CAT" });
    await login(page, owner.email, owner.password);
    await expectPath(page, "/");
    const panel = await openSavePanel(page, resource!, t.save);
    await panel.getByText(t.none, { exact: true }).waitFor();
    await panel.getByRole("button", { name: t.createWith, exact: true }).tap();
    await panel.getByText(t.required, { exact: true }).waitFor();
    await panel.getByRole("textbox", { name: t.newName }).fill("Estiu");
    await panel.getByRole("button", { name: t.createWith, exact: true }).tap();
    await expect.poll(() => panel.getByRole("checkbox", { name: "Estiu", exact: true }).isChecked()).toBe(true);
    await expectFits(page, "save in a collection");

    await page.goto("/collections");
    await expectScreenTitle(page, t.title);
    const summer = section(page, "Estiu");
    await summer.getByText(t.count(1), { exact: true }).waitFor();
    await summer.getByRole("button", { name: t.share(restaurant.name), exact: true }).tap();
    await summer.getByText(t.sharedWith(restaurant.name), { exact: true }).waitFor();
    expect((await downloadZip(page, t.download("Estiu"))).entries).toEqual([resource!.fileName]);
    await expectFits(page, "collections");
  });

  it("PT: a franchisee creates a collection on the screen, fills it from a detail, shares and downloads it; on a phone too", async () => {
    const t = T.PT;
    const owner = await createUser({ market: "PT", type: "FRANCHISEE", restaurants: 1 });
    const restaurant = owner.restaurants[0]!;
    const [first, second] = await resources("PT", "PT", 2);
    const page = await newPage("PT");
    await login(page, owner.email, owner.password);
    await expectPath(page, "/");
    await page.goto("/collections");
    await expectScreenTitle(page, t.title);
    await page.getByRole("textbox", { name: t.pageName }).fill("Campanha Natal");
    await page.getByRole("button", { name: t.create, exact: true }).click();
    const christmas = section(page, "Campanha Natal");
    await christmas.getByText(t.count(0), { exact: true }).waitFor();
    for (const resource of [first!, second!]) {
      const panel = await openSavePanel(page, resource, t.save);
      const box = panel.getByRole("checkbox", { name: "Campanha Natal", exact: true });
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.goto("/collections");
    await christmas.getByText(t.count(2), { exact: true }).waitFor();
    await christmas.getByRole("button", { name: t.share(restaurant.name), exact: true }).click();
    await christmas.getByText(t.sharedWith(restaurant.name), { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await expectFits(page, "collections");
    expect((await downloadZip(page, t.download("Campanha Natal"))).entries).toEqual([second!.fileName, first!.fileName]);
  });
});
