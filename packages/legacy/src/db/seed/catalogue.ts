import type { Market } from "../../market.js";
import { AREA_COLOURS, socialImage, thumbnail } from "./files/art.js";
import { makePdf } from "./files/pdf.js";
import { MARKET_LANGS, RESOURCES, RESOURCE_TYPES, SECTIONS, type Lang, type SectionSeed } from "./data/library.js";

/**
 * The library seed expanded: sections with type, level, position and parent; resources with every
 * field but their dates, and the files they point at. Everything here is a pure function of
 * `data/library.ts` (no clock), so the files written for a server always match a cached database.
 */

export interface SectionRow {
  market: Market;
  url: string;
  type: number;
  level: number;
  pos: number;
  status: number;
  parent: string | null;
  names: Partial<Record<Lang, string>>;
}

export interface SeedFile {
  market: Market;
  path: string;
  bytes: () => Buffer;
}

export interface ResourceRow {
  market: Market;
  /** Position in the market's list: drives statuses, flags and (at seed time) the update date. */
  k: number;
  lang: Lang;
  name: string;
  description: string;
  url: string;
  file: SeedFile | null;
  file_name: string | null;
  file_mime: string | null;
  thumb: SeedFile | null;
  reference: string;
  budget: 0 | 1;
  status: 0 | 1 | 2;
  type: string | null;
  tags: string;
  category: 3 | 4 | 5;
  sections: string[];
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function sectionRows(market: Market): SectionRow[] {
  const rows: SectionRow[] = [];
  const walk = (nodes: SectionSeed[], type: number, level: number, parent: string | null) =>
    nodes.forEach((node, index) => {
      rows.push({ market, url: node.url, type, level, pos: index + 1, status: node.status ?? 1, parent, names: node.names });
      walk(node.children ?? [], type, level + 1, node.url);
    });
  SECTIONS[market].forEach((tree, index) => walk(tree, index + 1, 0, null));
  return rows;
}

const PREFIXES: Record<number, string> = { 1: "NAC", 2: "LOC", 3: "COM", 4: "TK", 5: "BP" };

const TYPE_TEXT: Record<Lang, Record<string, string>> = {
  CAST: {
    poster: "Cartel para el punto de venta, listo para imprimir en alta calidad.",
    banner: "Banner en formato apaisado para fachada, pasillo de centro comercial o cristalera.",
    rollup: "Roll-up de 85 x 200 cm con estructura reutilizable.",
    vinyl: "Vinilo adhesivo con troquel, para superficies lisas.",
    "flyer-a5": "Flyer A5 a doble cara para buzoneo y reparto en el restaurante.",
    "flyer-a6": "Flyer A6 con cupón recortable.",
    "business-card": "Tarjeta de 85 x 55 mm en cartulina de 350 g.",
    menuboard: "Panel de menuboard con precios editables por restaurante.",
    mupi: "Mupi de 120 x 176 cm para soportes exteriores.",
    social: "Imagen para redes sociales (1080 x 1080) con texto de publicación sugerido.",
    video: "Guion y especificaciones de la pieza audiovisual.",
    guide: "Documento de referencia en PDF.",
    press: "Texto de nota de prensa editable con los datos del restaurante.",
    none: "Material de apoyo para el equipo del restaurante.",
  },
  CAT: {
    poster: "Cartell per al punt de venda, a punt per imprimir en alta qualitat.",
    banner: "Bàner en format apaïsat per a façana, passadís de centre comercial o vidriera.",
    rollup: "Roll-up de 85 x 200 cm amb estructura reutilitzable.",
    vinyl: "Vinil adhesiu amb troquell, per a superfícies llises.",
    "flyer-a5": "Flyer A5 a doble cara per a bustiada i repartiment al restaurant.",
    "flyer-a6": "Flyer A6 amb cupó retallable.",
    "business-card": "Targeta de 85 x 55 mm en cartolina de 350 g.",
    menuboard: "Panell de menuboard amb preus editables per restaurant.",
    mupi: "Mupi de 120 x 176 cm per a suports exteriors.",
    social: "Imatge per a xarxes socials (1080 x 1080) amb text de publicació suggerit.",
    video: "Guió i especificacions de la peça audiovisual.",
    guide: "Document de referència en PDF.",
    press: "Text de nota de premsa editable amb les dades del restaurant.",
    none: "Material de suport per a l'equip del restaurant.",
  },
  PT: {
    poster: "Cartaz para o ponto de venda, pronto a imprimir em alta qualidade.",
    banner: "Banner em formato horizontal para fachada, corredor de centro comercial ou montra.",
    rollup: "Roll-up de 85 x 200 cm com estrutura reutilizável.",
    vinyl: "Vinil autocolante com corte, para superfícies lisas.",
    "flyer-a5": "Flyer A5 frente e verso para distribuição porta a porta e no restaurante.",
    "flyer-a6": "Flyer A6 com cupão destacável.",
    "business-card": "Cartão de 85 x 55 mm em cartolina de 350 g.",
    menuboard: "Painel de menuboard com preços editáveis por restaurante.",
    mupi: "Mupi de 120 x 176 cm para suportes exteriores.",
    social: "Imagem para redes sociais (1080 x 1080) com texto de publicação sugerido.",
    video: "Guião e especificações da peça audiovisual.",
    guide: "Documento de referência em PDF.",
    press: "Texto de comunicado de imprensa editável com os dados do restaurante.",
    none: "Material de apoio para a equipa do restaurante.",
  },
};

const LABELS: Record<Lang, { reference: string; area: string; usage: string }> = {
  CAST: { reference: "Referencia", area: "Sección", usage: "Uso exclusivo de los restaurantes de la cadena." },
  CAT: { reference: "Referència", area: "Secció", usage: "Ús exclusiu dels restaurants de la cadena." },
  PT: { reference: "Referência", area: "Secção", usage: "Uso exclusivo dos restaurantes da cadeia." },
};

/** Generates a file's bytes once per process (the seed needs the size, the storage the bytes). */
export function once(make: () => Buffer): () => Buffer {
  let bytes: Buffer | undefined;
  return () => (bytes ??= make());
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const memo = new Map<Market, ResourceRow[]>();

/** The resources of a market, in seed order. */
export function resourceRows(market: Market): ResourceRow[] {
  const cached = memo.get(market);
  if (cached) return cached;
  const sections = new Map(sectionRows(market).map((row) => [row.url, row]));
  const types = new Map(RESOURCE_TYPES.map((type) => [type.code, type]));
  const used = new Set<string>();
  const sequences = new Map<string, number>();
  const rows: ResourceRow[] = [];
  for (const entry of RESOURCES[market]) {
    const main = sections.get(entry.sections[0]);
    if (!main) throw new Error(`seed: unknown section ${entry.sections[0]}`);
    for (const url of entry.sections) if (!sections.has(url)) throw new Error(`seed: unknown section ${url}`);
    const prefix = PREFIXES[main.type];
    const sequence = (sequences.get(prefix) ?? 0) + 1;
    sequences.set(prefix, sequence);
    const reference = `${prefix}-${sequence % 4 === 3 ? 2025 : 2026}-${String(sequence).padStart(3, "0")}`;
    const type = entry.type ? types.get(entry.type) : undefined;
    if (entry.type && !type) throw new Error(`seed: unknown resource type ${entry.type}`);
    for (const lang of MARKET_LANGS[market]) {
      const name = entry.names[lang];
      if (!name) continue;
      const k = rows.length;
      let url = slugify(name);
      for (let n = 1; used.has(url); n++) url = `${slugify(name)}_${n}`;
      used.add(url);
      const category = (main.type <= 3 ? 3 : main.type) as 3 | 4 | 5;
      const typeName = type ? type.names[lang] : null;
      const sectionName = main.names[lang] ?? "";
      const tags = [...new Set([sectionName.toLowerCase(), ...(typeName ? [typeName.toLowerCase()] : []), ...(entry.tags ?? [])])];
      const labels = LABELS[lang];
      const about = entry.about?.[lang];
      const description =
        `<p>${escapeHtml(TYPE_TEXT[lang][entry.type ?? "none"])}</p>` +
        (about ? `<p><strong>${escapeHtml(about)}</strong></p>` : "") +
        `<ul><li>${labels.area}: ${escapeHtml(sectionName)}</li><li>${labels.reference}: ${reference}</li></ul>` +
        `<p><em>${escapeHtml(labels.usage)}</em></p>`;
      const hasFile = !entry.noFile && k % 19 !== 10;
      const image = entry.type === "social";
      const suffix = lang === "CAT" ? "_cat" : "";
      const colour = AREA_COLOURS[main.type];
      const file: SeedFile | null = hasFile
        ? {
            market,
            path: `resources/${url}${suffix}.${image ? "png" : "pdf"}`,
            bytes: once(
              image
                ? () => socialImage(k, main.type)
                : () =>
                    makePdf({
                      title: name,
                      subtitle: `${reference} · ${sectionName}${typeName ? ` · ${typeName}` : ""}`,
                      paragraphs: [TYPE_TEXT[lang][entry.type ?? "none"], ...(about ? [about] : []), labels.usage],
                      colour,
                    }),
            ),
          }
        : null;
      const thumb: SeedFile | null =
        category === 5 && k % 2 === 0 ? null : { market, path: `thumbs/${url}.png`, bytes: once(() => thumbnail(k, main.type, entry.type)) };
      rows.push({
        market,
        k,
        lang,
        name,
        description,
        url,
        file,
        file_name: file ? (entry.fileName ?? file.path.slice("resources/".length)) : null,
        file_mime: file ? (image ? "image/png" : "application/pdf") : null,
        thumb,
        reference,
        budget: type?.customizable === 1 && main.type <= 2 && k % 3 !== 0 ? 1 : 0,
        status: k % 11 === 5 ? 2 : k % 13 === 8 ? 0 : 1,
        type: entry.type,
        tags: tags.join("|"),
        category,
        sections: entry.sections,
      });
    }
  }
  memo.set(market, rows);
  return rows;
}
