/**
 * Ordering, end to end: a franchisee adapts a resource through the wizard (its errors, the ES same-format jump, the
 * upload), completes the cart (billing, the fiscal popup, the contact) and confirms; the order is in the list and its
 * details; an administrator moves its status and the franchisee sees it as news. In PT the chat takes a message with
 * an image. In Catalan the wizard speaks Catalan. Every user here is the journey's own.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { catalogue, changeCatalogue, createUser, expectPath, expectScreenTitle, login, newPage, type JourneyUser } from "../support/portal.js";

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const resourceId = async (name: string) => (await catalogue<{ id: number }>("SELECT id FROM resources WHERE name = $1", [name]))[0]!.id;

describe("ordering", () => {
  it("ES: resource → wizard → cart → confirm → list → details; an admin's status change shows as news", async () => {
    const user = await createUser({ market: "ES", restaurants: 2 });
    const page = await newPage("ES");
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    const poster = await resourceId("Cartel Doble Burger Bacon");

    // The library's adaptation button opens the wizard, without the menu.
    await page.goto("/nacional/hamburguesas");
    await page.getByRole("link", { name: "Adaptar Cartel Doble Burger Bacon" }).first().click();
    await expectPath(page, `/order/${poster}`);
    await expectScreenTitle(page, "Nuevo pedido");
    expect(await page.getByRole("button", { name: "Abrir o cerrar el menú" }).count()).toBe(0);

    // Page 1 needs a format; choosing the resource's own (a poster) jumps to page 4, and back returns to 1.
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("alert").getByText("Elige el formato de destino.").waitFor();
    await choose(page, "Formato de destino", "Cartel");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("button", { name: "Subir archivo" }).waitFor();
    await page.getByText("Precios de adaptación").waitFor();
    await page.getByRole("button", { name: "Atrás" }).click();
    await page.getByRole("combobox", { name: "Formato de destino" }).waitFor();

    // Another format walks every page: size, questions, customisation (file and legal text), method.
    await choose(page, "Formato de destino", "Banner");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("alert").getByText("Elige un tamaño y, si es personalizado, escribe sus medidas.").waitFor();
    await page.getByRole("radio", { name: "300 × 100 cm" }).check();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("radio", { name: "Sí" }).check();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("textbox", { name: "Precio" }).fill("3,95 €");
    await page.getByText("Al indicar un precio, la pieza debe llevar su texto legal", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Siguiente" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Falta información" });
    await alert.getByText("Sube el archivo para personalizar la pieza.").waitFor();
    await alert.getByText("Con un precio, el texto legal es obligatorio.").waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: "arte final.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByText("arte final.pdf").waitFor();
    await page.getByRole("textbox", { name: "Texto legal" }).fill("IVA incluido. Válido hasta fin de existencias.");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByRole("radio", { name: "Adaptación del arte final" }).check();
    await page.getByRole("button", { name: "Confirmar" }).click();

    // The cart: every error listed at once, then the fiscal popup for a restaurant without fiscal data.
    await expectPath(page, "/cart");
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("portal.cart.ES") ?? "{}").items?.length)).toBe(1);
    await page.getByRole("button", { name: "Confirmar el pedido" }).click();
    const errors = page.getByRole("alert").filter({ hasText: "Revisa el pedido" });
    await errors.getByText("Elige a qué restaurante se factura.").waitFor();
    await errors.getByText("Este campo es obligatorio.").waitFor();
    const [billing] = user.restaurants;
    await choose(page, "Facturar a", `${billing!.site} · ${billing!.name}`);
    await page.getByRole("textbox", { name: "Teléfono" }).fill("600 123 123");
    await page.getByRole("button", { name: "Confirmar el pedido" }).click();
    const fiscal = page.getByRole("dialog", { name: `Datos fiscales de ${billing!.name}` });
    await fiscal.waitFor();
    await fiscal.getByRole("textbox", { name: "Razón social" }).fill("Hamburguesas Test SL");
    await fiscal.getByRole("textbox", { name: "CIF" }).fill("B12345678");
    await fiscal.getByRole("textbox", { name: "Dirección fiscal" }).fill("Calle Mayor 1, Madrid");
    await fiscal.getByRole("button", { name: "Guardar" }).click();

    // Placed: the details, the list, the catalogue.
    await page.waitForURL(/\/order\/details\/\d+$/, { timeout: 15_000 });
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const [order] = await catalogue<{ number: string; status: number; restaurant_id: number }>(
      "SELECT number, status, restaurant_id FROM orders WHERE id = $1",
      [id],
    );
    expect(order).toEqual({ number: `#P-${String(id).padStart(6, "0")}`, status: 1, restaurant_id: billing!.id });
    const items = await catalogue(
      "SELECT format_id, size_key, method, billed, params->>'q1' AS q1, custom->>'price' AS price, custom_file FROM order_items WHERE order_id = $1",
      [id],
    );
    expect(items).toEqual([
      {
        format_id: 2,
        size_key: "300x100",
        method: 1,
        billed: billing!.id,
        q1: "yes",
        price: "3,95 €",
        custom_file: expect.stringMatching(/^ordering\/uploads\/\d+\/[0-9a-f]{16}\/arte_final\.pdf$/),
      },
    ]);
    expect(await catalogue("SELECT razon, cif FROM restaurants WHERE id = $1", [billing!.id])).toEqual([
      { razon: "Hamburguesas Test SL", cif: "B12345678" },
    ]);
    await page.getByRole("heading", { level: 1, name: `Pedido ${order!.number}` }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("portal.cart.ES"))).toBe('{"items":[],"pendingKey":null}');

    await page.goto("/orders");
    const card = page.getByRole("listitem").filter({ hasText: order!.number });
    await card.getByText("En proceso").waitFor();

    // An administrator moves it to production; the franchisee sees the news, which opening the order clears.
    const admin = await newPage("ES", { as: "admin@demo.es" });
    await admin.goto(`/admin/orders/${id}`);
    await admin.getByRole("heading", { level: 1, name: `Pedido ${order!.number}` }).waitFor();
    await admin.getByRole("combobox", { name: "Cambiar el estado" }).click();
    expect(await admin.getByRole("option").allInnerTexts()).toEqual(["Pendiente", "En producción y entrega", "Entregado", "Cancelado"]);
    await admin.getByRole("option", { name: "En producción y entrega" }).click();
    await expect.poll(async () => (await catalogue<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!.status).toBe(3);

    await page.reload();
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Mis pedidos: 1 con novedades" }).waitFor();
    await card.getByText("Novedades").waitFor();
    await card.getByText("En producción y entrega").waitFor();
    await card.getByRole("link", { name: order!.number }).click();
    await expectPath(page, `/order/details/${id}`);
    await header.getByRole("link", { name: "Mis pedidos", exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await catalogue("SELECT 1 FROM order_reads WHERE order_id = $1 AND user_id = $2 AND read_at > now() - interval '1 minute'", [id, user.id]))
            .length,
      )
      .toBe(1);

    // Order again: the same pieces back in the cart, confirmed as a new order.
    await page.getByRole("button", { name: "Pedir de nuevo" }).click();
    await expectPath(page, "/cart");
    await page.getByRole("textbox", { name: "Teléfono" }).fill("600 123 123");
    await page.getByRole("button", { name: "Confirmar el pedido" }).click();
    await page.waitForURL((url) => /\/order\/details\/\d+$/.test(url.pathname) && url.pathname !== `/order/details/${id}`, { timeout: 15_000 });
    const again = Number(new URL(page.url()).pathname.split("/").pop());
    expect(await catalogue("SELECT format_id, size_key, billed FROM order_items WHERE order_id = $1", [again])).toEqual([
      { format_id: 2, size_key: "300x100", billed: billing!.id },
    ]);
  });

  it("PT: the chat takes a message with an image; empty text is not sent", async () => {
    const user = await createUser({ market: "PT", restaurants: 1 });
    const id = await placedOrder(user, "PT");
    const page = await newPage("PT");
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    await page.goto(`/order/details/${id}`);
    await page.getByRole("heading", { name: "Conversa" }).waitFor();
    await page.getByRole("button", { name: "Enviar" }).click();
    await page.getByText("Escreva uma mensagem.").waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: "montra.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "montra.png" }).waitFor();
    await page.getByRole("textbox", { name: "Mensagem" }).fill("Segue a fotografia da montra.");
    await page.getByRole("button", { name: "Enviar" }).click();
    const message = page.getByRole("listitem").filter({ hasText: "Segue a fotografia da montra." });
    await message.getByText("eu", { exact: true }).waitFor();
    await message.getByText("franqueado", { exact: true }).waitFor();
    const [comment] = await catalogue<{ message: string; images: string }>("SELECT message, images FROM order_comments WHERE order_id = $1", [id]);
    expect(comment).toEqual({
      message: "Segue a fotografia da montra.",
      images: expect.stringMatching(/^ordering\/uploads\/\d+\/[0-9a-f]{16}\/montra\.png$/),
    });
  });

  it("ES in Catalan: the wizard and the cart speak Catalan", async () => {
    const user = await createUser({ market: "ES", restaurants: 1 });
    const page = await newPage("ES", { language: "CAT" });
    await login(page, user.email, user.password);
    await expectPath(page, "/");
    await page.goto(`/order/${await resourceId("Post redes Doble Burger Bacon")}`);
    await expectScreenTitle(page, "Comanda nova");
    await page.getByRole("button", { name: "Següent" }).click();
    await page.getByRole("alert").getByText("Tria el format de destinació.").waitFor();
    await page.goto("/cart");
    await page.getByText("La teva cistella és buida.", { exact: false }).waitFor();
  });
});

/** An order of the journey's own user, written straight to the catalogue (the PT journey is about the chat). */
async function placedOrder(user: JourneyUser, market: "ES" | "PT"): Promise<number> {
  const [resource] = await catalogue<{ id: number }>(
    "SELECT id FROM resources WHERE market = $1 AND status = 1 AND file IS NOT NULL ORDER BY id LIMIT 1",
    [market],
  );
  const [order] = await changeCatalogue<{ id: number }>(
    `INSERT INTO orders (market, user_id, restaurant_id, contact_name, contact_email, idem_key) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [market, user.id, user.restaurants[0]!.id, user.name, user.email, `journey-${user.id}`],
  );
  await changeCatalogue("UPDATE orders SET number = $1 WHERE id = $2", [`#O-${String(order!.id).padStart(6, "0")}`, order!.id]);
  await changeCatalogue("INSERT INTO order_items (order_id, pos, resource_id, format_id, method) VALUES ($1, 1, $2, 29, 1)", [
    order!.id,
    resource!.id,
  ]);
  await changeCatalogue("INSERT INTO order_status_log (order_id, status, user_id) VALUES ($1, 1, $2)", [order!.id, user.id]);
  return order!.id;
}
