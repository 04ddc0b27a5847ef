/**
 * The library's forms (issue "Resource library and home"; spec 1 §2, §5): the opening communication form
 * (/comunicacion/form) refuses an opening less than 15 days away and sends a valid one; the custom
 * resource request (/customresource, ES franchisees) asks for a topic and sends. What was sent is read
 * back from the catalogue. Both as franquiciado@demo.es: one sign-in for the file (neither form changes
 * the session).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { catalogue, expectPath, graphql, newPage, restaurantSelector, userId } from "../support/portal.js";
import { OPENING_FORM_FIXTURE } from "@portal/schema/fixtures";

async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect.poll(() => heading.textContent(), { timeout: 10_000, interval: 50 }).toBe(text);
}

/** A day `days` from today as YYYY-MM-DD (the date box's value) and DD/MM/YYYY. */
function dayFromToday(days: number): { iso: string; display: string } {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    iso: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
    display: `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`,
  };
}

/** The text of the element(s) a field's aria-describedby points to. */
async function describedText(page: Page, field: ReturnType<Page["getByLabel"]>): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ").trim();
}

const sent = (page: Page, operation: string) =>
  graphql(page)
    .names()
    .filter((name) => name === operation);

describe("library forms", () => {
  it("ES opening form: an opening 14 days away shows the 15-day error; 15 days away is sent", async () => {
    const user = "franquiciado@demo.es";
    const page = await newPage("ES", { as: user });
    await page.goto("/comunicacion/form");
    await expectHeading(page, "Comunicación de apertura");
    const site = await (await restaurantSelector(page)).inputValue(); // the option's value is the site

    const form = OPENING_FORM_FIXTURE;
    const fields: Record<string, string> = {
      "Tipo de restaurante": form.type,
      "Nombre del franquiciado": form.franchiseeName,
      Dirección: form.address,
      Ciudad: form.city,
      Provincia: form.province,
      "Persona de contacto": form.contact,
      "Correo electrónico": form.mail,
    };
    for (const [label, value] of Object.entries(fields)) await page.getByRole("textbox", { name: label, exact: true }).fill(value);
    const date = page.getByLabel("Fecha de apertura");
    const earliest = dayFromToday(15);
    expect(await date.getAttribute("min")).toBe(earliest.iso);
    expect(await describedText(page, date)).toContain(`Como mínimo 15 días desde hoy: a partir del ${earliest.display}.`);

    await date.fill(dayFromToday(14).iso);
    const submit = page.getByRole("button", { name: "Enviar la comunicación", exact: true });
    await submit.click();
    await page.getByText("La apertura debe comunicarse con al menos 15 días de antelación.", { exact: true }).waitFor();
    expect(await describedText(page, date)).toContain("La apertura debe comunicarse con al menos 15 días de antelación.");
    expect(await date.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("alert").textContent()).toBe("Revisa los campos marcados.");
    expect(sent(page, "SendOpeningForm")).toEqual([]);

    const before = await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM opening_requests WHERE market = 'ES'");
    await date.fill(earliest.iso);
    await submit.click();
    await page.getByText("Hemos recibido la comunicación de apertura. Gracias.", { exact: true }).waitFor();
    expect(sent(page, "SendOpeningForm")).toHaveLength(1);
    expect(await page.getByText("La apertura debe comunicarse con al menos 15 días de antelación.", { exact: true }).count()).toBe(0);
    // The form is emptied for the next opening.
    expect(await page.getByRole("textbox", { name: "Ciudad", exact: true }).inputValue()).toBe("");

    const rows = await catalogue<{ site: string; day: string; city: string; user_id: number }>(
      `SELECT restaurant_site AS site, to_char(opening_date, 'YYYY-MM-DD') AS day, data->>'city' AS city, user_id
         FROM opening_requests WHERE market = 'ES' ORDER BY id DESC LIMIT 1`,
    );
    expect((await catalogue<{ n: number }>("SELECT count(*)::int AS n FROM opening_requests WHERE market = 'ES'"))[0]!.n).toBe(before[0]!.n + 1);
    expect(rows[0]).toEqual({ site, day: earliest.iso, city: form.city, user_id: await userId("ES", user) });
  });

  it("ES custom resource (franchisee): an empty topic is refused; a topic is sent", async () => {
    const user = "franquiciado@demo.es";
    const page = await newPage("ES", { as: user });
    await page.goto("/customresource");
    await expectPath(page, "/customresource");
    await expectHeading(page, "Solicitar un recurso");

    const submit = page.getByRole("button", { name: "Enviar la solicitud", exact: true });
    const topic = page.getByRole("textbox", { name: "Tema", exact: true });
    const required = page.getByText("Indica el tema del recurso.", { exact: true });
    // A field is checked when it is left, before any submit; typing clears its message until it is left again.
    await topic.fill("   ");
    await topic.blur();
    await required.waitFor();
    expect(await topic.getAttribute("aria-invalid")).toBe("true");
    await topic.fill("C");
    await expect.poll(() => required.count(), { timeout: 5_000, interval: 50 }).toBe(0);
    await topic.fill("   ");
    await submit.click();
    await page.getByText("Indica el tema del recurso.", { exact: true }).waitFor();
    expect(await describedText(page, topic)).toBe("Indica el tema del recurso.");
    expect(sent(page, "RequestCustomResource")).toEqual([]);

    await topic.fill("Cartel para la feria de abril");
    await page.getByRole("textbox", { name: "Comentarios", exact: true }).fill("Formato A3, con el horario especial.");
    await submit.click();
    await page.getByText("Hemos recibido tu solicitud. El equipo de marketing se pondrá en contacto contigo.", { exact: true }).waitFor();
    expect(sent(page, "RequestCustomResource")).toHaveLength(1);
    expect(await topic.inputValue()).toBe("");

    const [row] = await catalogue<{ topic: string; comments: string; site: string }>(
      "SELECT topic, comments, restaurant_site AS site FROM custom_resource_requests WHERE market = 'ES' AND user_id = $1 ORDER BY id DESC LIMIT 1",
      [await userId("ES", user)],
    );
    expect(row).toMatchObject({ topic: "Cartel para la feria de abril", comments: "Formato A3, con el horario especial." });
    expect(row!.site).toMatch(/^ES01\d\d$/);
  });
});
