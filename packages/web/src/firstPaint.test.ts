import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstPaintHtml, frameTexts } from "../build-tools/firstPaint";

const texts = { es: { "footer.copyright": "© {year} Portal" } };
const data = (html: string) => JSON.parse(/<script id="portal-first-paint" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

describe("firstPaint", () => {
  const built =
    `<head><title>Portal</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n` +
    `    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">\n    <link rel="modulepreload" crossorigin href="/assets/vendor-3.js">\n` +
    `    <link rel="stylesheet" crossorigin href="/assets/vendor-4.css">\n    <link rel="stylesheet" href="/assets/index-5.css">\n` +
    `    <link rel="icon" href="/favicon.svg"></head><body><script>boot()</script></body>`;

  it("turns the build's entry, module preloads and stylesheets into data for the page's script, which adds them after the first paint", () => {
    const html = firstPaintHtml(built, texts, { es: "/assets/es-6.js" });
    expect(html.replace(/<script id="portal-first-paint".*?<\/script>/, "")).toBe(
      `<head><title>Portal</title>\n    <link rel="icon" href="/favicon.svg"></head><body><script>boot()</script></body>`,
    );
    expect(data(html)).toEqual({
      texts,
      titles: { "/orders": "screen.orders", "/cart": "screen.cart", "/channels": "screen.channels", "/marketing": "screen.marketing" },
      app: {
        entry: "/assets/index-1.js",
        modules: ["/assets/runtime-2.js", "/assets/vendor-3.js"],
        styles: ["/assets/vendor-4.css", "/assets/index-5.css"],
      },
      catalogs: { es: "/assets/es-6.js" },
    });
  });

  it("leaves the development page's entry where it is and adds only the frame's words", () => {
    const dev = `<head></head><body><script type="module" src="/src/main.tsx"></script></body>`;
    expect(firstPaintHtml(dev, texts, null)).toBe(
      `<head><script id="portal-first-paint" type="application/json">{"texts":{"es":{"footer.copyright":"© {year} Portal"}},` +
        `"titles":{"/orders":"screen.orders","/cart":"screen.cart","/channels":"screen.channels","/marketing":"screen.marketing"}}</script></head>` +
        `<body><script type="module" src="/src/main.tsx"></script></body>`,
    );
  });

  it("fails the build on a page without an entry script or with two", () => {
    expect(() => firstPaintHtml("<head></head>", texts, {})).toThrow("no entry script");
    const two = `<head><script type="module" src="/a.js"></script><script type="module" src="/b.js"></script></head>`;
    expect(() => firstPaintHtml(two, texts, {})).toThrow("two entry scripts: /a.js, /b.js");
  });

  it("keeps text that would close the script out of the page's markup", () => {
    const html = firstPaintHtml("<head></head>", { es: { "footer.copyright": "</script><b>" } }, null);
    expect(html).not.toContain("</script><b>");
    expect(data(html).texts.es["footer.copyright"]).toBe("</script><b>");
  });

  it("takes the frame's words and the screens' titles from each locale's catalog", () => {
    const all = frameTexts(fileURLToPath(new URL(".", import.meta.url)));
    expect(Object.keys(all)).toEqual(["es", "ca", "pt"]);
    expect(all.es).toEqual({
      "footer.copyright": "© {year} Portal de Marketing. Todos los derechos reservados.",
      "footer.privacy": "Política de privacidad",
      "screen.orders": "Mis pedidos",
      "screen.cart": "Carrito",
      "screen.channels": "Canales",
      "screen.marketing": "Plan de marketing",
    });
    expect(all.ca!["footer.copyright"]).toBe("© {year} Portal de Màrqueting. Tots els drets reservats.");
    expect(all.pt!["footer.privacy"]).toBe("Política de privacidade");
    expect(all.pt!["screen.orders"]).toBe("As minhas encomendas");
  });
});
