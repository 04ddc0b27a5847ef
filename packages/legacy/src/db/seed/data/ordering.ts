/*
 * The piece-format catalogue of the ordering wizard (spec 1 §3 "Piece format catalogue"): ids 1–40, each with its
 * size options (standard sizes `custom: false`, custom measures `custom: true`) and the yes/no questions of the
 * wizard's page 3. Formats 29–38 and 40 (digital pieces) have no sizes. `type` links a format to the resource type
 * of the same piece (the ES wizard jumps from page 1 to 4 when the target format is the resource's own).
 */

type Lang = "CAST" | "CAT" | "PT";
type Names = Record<Lang, string>;

export interface SizeSeed {
  key: string;
  names: Names;
  custom: boolean;
}

export interface FormatSeed {
  id: number;
  names: Names;
  /** The resource type code of the same piece, if any. */
  type: string | null;
  sizes: SizeSeed[];
  questions: string[];
}

const same = (name: string): Names => ({ CAST: name, CAT: name, PT: name });
const size = (key: string, name: string | Names): SizeSeed => ({ key, names: typeof name === "string" ? same(name) : name, custom: false });
const CUSTOM: SizeSeed = {
  key: "custom",
  names: { CAST: "Medida personalizada", CAT: "Mida personalitzada", PT: "Medida personalizada" },
  custom: true,
};

const SIZES = {
  poster: [
    size("a0", "A0 (841 × 1189 mm)"),
    size("a1", "A1 (594 × 841 mm)"),
    size("a2", "A2 (420 × 594 mm)"),
    size("a3", "A3 (297 × 420 mm)"),
    CUSTOM,
  ],
  banner: [size("300x100", "300 × 100 cm"), size("200x100", "200 × 100 cm"), CUSTOM],
  rollup: [size("85x200", "85 × 200 cm"), size("100x200", "100 × 200 cm")],
  vinyl: [CUSTOM],
  flyerA5: [size("a5-40", "A5 4/0"), size("a5-44", "A5 4/4")],
  flyerA6: [size("a6-40", "A6 4/0"), size("a6-44", "A6 4/4")],
  cards: [size("85x55-40", "85 × 55 mm 4/0"), size("85x55-44", "85 × 55 mm 4/4")],
  menuboard: [
    size("1p", { CAST: "1 panel", CAT: "1 panell", PT: "1 painel" }),
    size("3p", { CAST: "3 paneles", CAT: "3 panells", PT: "3 painéis" }),
    CUSTOM,
  ],
  mupi: [size("120x176", "120 × 176 cm")],
  display: [size("a4", "A4"), size("a5", "A5")],
  tray: [size("a3-40", "A3 4/0")],
  sticker: [size("10x10", "10 × 10 cm"), CUSTOM],
  flag: [size("100x150", "100 × 150 cm"), CUSTOM],
  photocall: [size("200x200", "200 × 200 cm"), size("300x200", "300 × 200 cm")],
  press: [
    size("page", { CAST: "Página", CAT: "Pàgina", PT: "Página" }),
    size("half", { CAST: "Media página", CAT: "Mitja pàgina", PT: "Meia página" }),
    size("quarter", { CAST: "Faldón (1/4)", CAT: "Faldó (1/4)", PT: "Rodapé (1/4)" }),
    CUSTOM,
  ],
  folded: [size("a4-44", "A4 4/4")],
  billboard: [size("8x3", "8 × 3 m"), CUSTOM],
  menu: [size("a4", "A4"), size("a3", "A3"), CUSTOM],
  none: [],
} satisfies Record<string, SizeSeed[]>;

const f = (id: number, names: Names, type: string | null, sizes: SizeSeed[], questions: string[] = []): FormatSeed => ({
  id,
  names,
  type,
  sizes,
  questions,
});

export const PIECE_FORMATS: FormatSeed[] = [
  f(1, { CAST: "Cartel", CAT: "Cartell", PT: "Cartaz" }, "poster", SIZES.poster, ["q1", "q2"]),
  f(2, same("Banner"), "banner", SIZES.banner, ["q1"]),
  f(3, same("Roll-up"), "rollup", SIZES.rollup, ["q1"]),
  f(4, { CAST: "Vinilo", CAT: "Vinil", PT: "Vinil" }, "vinyl", SIZES.vinyl, ["q6", "q7"]),
  f(5, same("Flyer A5"), "flyer-a5", SIZES.flyerA5, ["q8"]),
  f(6, same("Flyer A6"), "flyer-a6", SIZES.flyerA6, ["q8"]),
  f(7, { CAST: "Tarjeta de visita", CAT: "Targeta de visita", PT: "Cartão de visita" }, "business-card", SIZES.cards),
  f(8, same("Menuboard"), "menuboard", SIZES.menuboard, ["q1"]),
  f(9, same("Mupi"), "mupi", SIZES.mupi, ["q1", "q2"]),
  f(10, { CAST: "Lona", CAT: "Lona", PT: "Lona" }, null, SIZES.banner, ["q6"]),
  f(11, { CAST: "Cartel de escaparate", CAT: "Cartell d'aparador", PT: "Cartaz de montra" }, null, SIZES.poster, ["q1"]),
  f(12, { CAST: "Display de sobremesa", CAT: "Display de sobretaula", PT: "Display de mesa" }, null, SIZES.display),
  f(13, { CAST: "Mantel de bandeja", CAT: "Estovalles de safata", PT: "Toalhete de tabuleiro" }, null, SIZES.tray, ["q8"]),
  f(14, { CAST: "Pegatina", CAT: "Adhesiu", PT: "Autocolante" }, null, SIZES.sticker, ["q6"]),
  f(15, { CAST: "Bandera", CAT: "Bandera", PT: "Bandeira" }, null, SIZES.flag),
  f(16, same("Photocall"), null, SIZES.photocall, ["q1"]),
  f(17, { CAST: "Anuncio de prensa", CAT: "Anunci de premsa", PT: "Anúncio de imprensa" }, null, SIZES.press, ["q4", "q5"]),
  f(18, { CAST: "Cupón", CAT: "Cupó", PT: "Cupão" }, null, SIZES.flyerA6, ["q8"]),
  f(19, { CAST: "Díptico", CAT: "Díptic", PT: "Díptico" }, null, SIZES.folded, ["q8"]),
  f(20, { CAST: "Tríptico", CAT: "Tríptic", PT: "Tríptico" }, null, SIZES.folded, ["q8"]),
  f(21, { CAST: "Valla publicitaria", CAT: "Tanca publicitària", PT: "Outdoor" }, null, SIZES.billboard, ["q1", "q2"]),
  f(22, same("Opi"), null, SIZES.mupi, ["q1"]),
  f(23, { CAST: "Cartel de autoservicio", CAT: "Cartell d'autoservei", PT: "Cartaz de drive" }, null, SIZES.poster, ["q1"]),
  f(24, { CAST: "Corpóreo", CAT: "Corpori", PT: "Letras corpóreas" }, null, SIZES.vinyl, ["q6", "q7"]),
  f(25, { CAST: "Señalética direccional", CAT: "Senyalització direccional", PT: "Sinalética direcional" }, null, SIZES.vinyl, ["q7"]),
  f(26, { CAST: "Marquesina", CAT: "Marquesina", PT: "Abrigo de autocarro" }, null, SIZES.mupi, ["q1"]),
  f(27, { CAST: "Lona de fachada", CAT: "Lona de façana", PT: "Lona de fachada" }, null, SIZES.vinyl, ["q6"]),
  f(28, { CAST: "Expositor", CAT: "Expositor", PT: "Expositor" }, null, SIZES.display),
  f(29, { CAST: "Publicación en redes sociales", CAT: "Publicació a xarxes socials", PT: "Publicação nas redes sociais" }, "social", SIZES.none, [
    "q2",
  ]),
  f(30, { CAST: "Story de redes sociales", CAT: "Story de xarxes socials", PT: "Story das redes sociais" }, null, SIZES.none, ["q2"]),
  f(31, same("Banner web"), null, SIZES.none),
  f(32, same("E-mail marketing"), null, SIZES.none),
  f(33, { CAST: "Pantalla digital", CAT: "Pantalla digital", PT: "Ecrã digital" }, null, SIZES.none, ["q1"]),
  f(34, { CAST: "Cuña de radio", CAT: "Falca de ràdio", PT: "Spot de rádio" }, null, SIZES.none),
  f(35, { CAST: "Spot de vídeo", CAT: "Espot de vídeo", PT: "Spot de vídeo" }, "video", SIZES.none, ["q2"]),
  f(36, { CAST: "Nota de prensa", CAT: "Nota de premsa", PT: "Comunicado de imprensa" }, "press", SIZES.none, ["q4", "q5"]),
  f(37, { CAST: "Presentación", CAT: "Presentació", PT: "Apresentação" }, null, SIZES.none),
  f(38, same("Newsletter"), null, SIZES.none),
  f(39, { CAST: "Carta de menú", CAT: "Carta de menú", PT: "Menu de mesa" }, null, SIZES.menu, ["q8"]),
  f(40, { CAST: "Anuncio display", CAT: "Anunci display", PT: "Anúncio display" }, null, SIZES.none, ["q2"]),
];

/** The order status table (spec 1 §4). */
export const ORDER_STATUSES: Array<{ id: number; names: Names }> = [
  { id: 1, names: { CAST: "En proceso", CAT: "En procés", PT: "Em processamento" } },
  { id: 2, names: { CAST: "Pendiente", CAT: "Pendent", PT: "Pendente" } },
  { id: 3, names: { CAST: "En producción y entrega", CAT: "En producció i lliurament", PT: "Em produção e entrega" } },
  { id: 4, names: { CAST: "Entregado", CAT: "Lliurat", PT: "Entregue" } },
  { id: 5, names: { CAST: "Cancelado", CAT: "Cancel·lat", PT: "Cancelado" } },
];
