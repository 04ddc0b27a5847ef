import type { Market } from "../../../market.js";

/** Language codes of each market (the `languages` table): ES has CAST and CAT, PT has PT. */
export type Lang = "CAST" | "CAT" | "PT";
export const MARKET_LANGS: Record<Market, Lang[]> = { ES: ["CAST", "CAT"], PT: ["PT"] };

/** A section of the tree: type 1 national, 2 local, 3 communication, 4 toolkit, 5 best practice. */
export interface SectionSeed {
  url: string;
  names: Partial<Record<Lang, string>>;
  status?: 0 | 1;
  children?: SectionSeed[];
}

const s = (url: string, names: Partial<Record<Lang, string>>, children: SectionSeed[] = [], status: 0 | 1 = 1): SectionSeed => ({
  url,
  names,
  children,
  status,
});
const es = (cast: string, cat: string) => ({ CAST: cast, CAT: cat });
const pt = (name: string) => ({ PT: name });

/** The trees per market and type (index + 1 = type). Slugs are unique per market. */
export const SECTIONS: Record<Market, SectionSeed[][]> = {
  ES: [
    [
      s("campanas", es("Campañas", "Campanyes"), [
        s("hamburguesas", es("Hamburguesas", "Hamburgueses"), [s("edicion-limitada", es("Edición limitada", "Edició limitada"))]),
        s("desayunos", es("Desayunos", "Esmorzars")),
        s("postres", es("Postres", "Postres")),
        s("menu-infantil", es("Menú infantil", "Menú infantil"), [], 0),
      ]),
      s("carteleria", es("Cartelería", "Cartelleria"), [
        s("interior", es("Interior", "Interior"), [s("menuboards", es("Menuboards", "Menuboards"))]),
        s("exterior", es("Exterior", "Exterior")),
      ]),
      s("legal", es("Legal", "Legal")),
      s("aspectos-legales-publicidad", es("Aspectos legales de la publicidad", "Aspectes legals de la publicitat")),
      s("instalaciones-publicitarias", es("Instalaciones publicitarias", "Instal·lacions publicitàries")),
    ],
    [
      s("eventos-locales", es("Eventos locales", "Esdeveniments locals"), [
        s("fiestas-patronales", es("Fiestas patronales", "Festes majors")),
        s("ferias", es("Ferias y mercados", "Fires i mercats")),
      ]),
      s("patrocinios", es("Patrocinios", "Patrocinis"), [
        s("deporte-base", es("Deporte base", "Esport de base"), [s("futbol-base", es("Fútbol base", "Futbol de base"))]),
      ]),
      s("colegios", es("Colegios", "Escoles")),
      s("radio-local", es("Radio local", "Ràdio local"), [], 0),
    ],
    [
      s("aperturas", es("Aperturas", "Obertures")),
      s("comunicacion-interna", es("Comunicación interna", "Comunicació interna"), [s("boletines", es("Boletines", "Butlletins"))]),
      s("prensa", es("Prensa", "Premsa"), [s("notas-de-prensa", es("Notas de prensa", "Notes de premsa"))]),
    ],
    [
      s("toolkits", es("Toolkits", "Toolkits"), [
        s("toolkit-apertura", es("Toolkit de apertura", "Toolkit d'obertura")),
        s("toolkit-delivery", es("Toolkit delivery", "Toolkit delivery")),
        s("toolkit-mccafe", es("Toolkit McCafé", "Toolkit McCafé")),
      ]),
    ],
    [
      s("buenas-practicas", es("Buenas prácticas", "Bones pràctiques"), [
        s("experiencia-en-sala", es("Experiencia en sala", "Experiència a la sala")),
        s("marketing-local", es("Marketing local", "Màrqueting local")),
        s("casos-de-exito", es("Casos de éxito", "Casos d'èxit"), [], 0),
      ]),
    ],
  ],
  PT: [
    [
      s("campanhas", pt("Campanhas"), [
        s("hamburgueres", pt("Hambúrgueres"), [s("edicao-limitada", pt("Edição limitada"))]),
        s("pequenos-almocos", pt("Pequenos-almoços")),
        s("sobremesas", pt("Sobremesas")),
        s("menu-infantil", pt("Menu infantil"), [], 0),
      ]),
      s("cartazes", pt("Cartazes"), [s("interior", pt("Interior"), [s("menuboards", pt("Menuboards"))]), s("exterior", pt("Exterior"))]),
      s("legal", pt("Legal")),
      s("aspectos-legales-publicidad", pt("Aspetos legais da publicidade")),
      s("instalaciones-publicitarias", pt("Instalações publicitárias")),
    ],
    [
      s("eventos-locais", pt("Eventos locais"), [s("santos-populares", pt("Santos Populares"))]),
      s("patrocinios", pt("Patrocínios"), [s("desporto-escolar", pt("Desporto escolar"), [s("futebol-formacao", pt("Futebol de formação"))])]),
      s("escolas", pt("Escolas")),
      s("radio-local", pt("Rádio local"), [], 0),
    ],
    [s("aberturas", pt("Aberturas")), s("comunicacao-interna", pt("Comunicação interna")), s("imprensa", pt("Imprensa"))],
    [s("toolkits", pt("Toolkits"), [s("toolkit-abertura", pt("Toolkit de abertura")), s("toolkit-delivery", pt("Toolkit delivery"))])],
    [s("boas-praticas", pt("Boas práticas"), [s("experiencia-em-sala", pt("Experiência em sala")), s("marketing-local", pt("Marketing local"))])],
  ],
};

/** Resource (piece) types, the same list in both markets; `customizable` ones need an uploaded file to adapt. */
export const RESOURCE_TYPES: ReadonlyArray<{ code: string; customizable: 0 | 1; names: Record<Lang, string> }> = [
  { code: "poster", customizable: 1, names: { CAST: "Cartel", CAT: "Cartell", PT: "Cartaz" } },
  { code: "banner", customizable: 1, names: { CAST: "Banner", CAT: "Bàner", PT: "Banner" } },
  { code: "rollup", customizable: 1, names: { CAST: "Roll-up", CAT: "Roll-up", PT: "Roll-up" } },
  { code: "vinyl", customizable: 1, names: { CAST: "Vinilo", CAT: "Vinil", PT: "Vinil" } },
  { code: "flyer-a5", customizable: 1, names: { CAST: "Flyer A5", CAT: "Flyer A5", PT: "Flyer A5" } },
  { code: "flyer-a6", customizable: 1, names: { CAST: "Flyer A6", CAT: "Flyer A6", PT: "Flyer A6" } },
  { code: "business-card", customizable: 1, names: { CAST: "Tarjeta", CAT: "Targeta", PT: "Cartão" } },
  { code: "menuboard", customizable: 1, names: { CAST: "Menuboard", CAT: "Menuboard", PT: "Menuboard" } },
  { code: "mupi", customizable: 1, names: { CAST: "Mupi", CAT: "Mupi", PT: "Mupi" } },
  { code: "social", customizable: 0, names: { CAST: "Redes sociales", CAT: "Xarxes socials", PT: "Redes sociais" } },
  { code: "video", customizable: 0, names: { CAST: "Vídeo", CAT: "Vídeo", PT: "Vídeo" } },
  { code: "guide", customizable: 0, names: { CAST: "Guía", CAT: "Guia", PT: "Guia" } },
  { code: "press", customizable: 0, names: { CAST: "Nota de prensa", CAT: "Nota de premsa", PT: "Comunicado de imprensa" } },
];

/** One piece of the library; `names` gives one resource per language (the same reference in each). */
export interface ResourceEntry {
  sections: string[];
  type: string | null;
  names: Partial<Record<Lang, string>>;
  tags?: string[];
  /** The file's name as it was uploaded (default: the slug plus the language suffix). */
  fileName?: string;
  /** No file (a card without download). */
  noFile?: true;
  /** A short text for the description. */
  about?: Partial<Record<Lang, string>>;
}

const r = (
  sections: string | string[],
  type: string | null,
  names: Partial<Record<Lang, string>>,
  extra: Omit<ResourceEntry, "sections" | "type" | "names"> = {},
): ResourceEntry => ({
  sections: Array.isArray(sections) ? sections : [sections],
  type,
  names,
  ...extra,
});
const both = (cast: string, cat: string) => ({ CAST: cast, CAT: cat });
const cast = (name: string) => ({ CAST: name });
const p = (name: string) => ({ PT: name });

export const RESOURCES: Record<Market, ResourceEntry[]> = {
  ES: [
    r(["hamburguesas", "interior"], "poster", both("Cartel Doble Burger Bacon", "Cartell Doble Burger Bacon"), { tags: ["bacon", "doble burger"] }),
    r("hamburguesas", "banner", both("Banner Gran Clásica", "Bàner Gran Clàssica"), { tags: ["gran clásica"] }),
    r("hamburguesas", "rollup", both("Roll-up Pollo Crispy", "Roll-up Pollastre Cruixent"), { tags: ["pollo"] }),
    r("hamburguesas", "vinyl", both("Vinilo escaparate Burger de la Casa", "Vinil aparador Burger de la Casa")),
    r("hamburguesas", "flyer-a5", cast("Flyer A5 Menú Mediano"), { tags: ["menú"] }),
    r("hamburguesas", "social", both("Post redes Doble Burger Bacon", "Post xarxes Doble Burger Bacon"), { tags: ["instagram", "bacon"] }),
    r("hamburguesas", "mupi", cast("Mupi Gran Clásica")),
    r("hamburguesas", "video", cast("Spot Pollo Crispy 20 segundos"), { tags: ["tv", "pollo"] }),
    r("edicion-limitada", "poster", both("Cartel Burger Trufa Negra", "Cartell Burger Tòfona Negra"), { tags: ["trufa", "otoño"] }),
    r("edicion-limitada", "banner", cast("Banner Burger Trufa Negra"), { tags: ["trufa"] }),
    r("edicion-limitada", "social", both("Stories Burger Trufa Negra", "Stories Burger Tòfona Negra"), { tags: ["instagram", "trufa"] }),
    r(["edicion-limitada", "menuboards"], "menuboard", cast("Menuboard Edición Limitada Otoño")),
    r(["desayunos", "interior"], "poster", both("Cartel Café con leche y croissant", "Cartell Cafè amb llet i croissant"), {
      tags: ["mccafé", "desayuno"],
      about: both("El café recién hecho con croissant de mantequilla, de 7 a 11 h.", "El cafè acabat de fer amb croissant de mantega, de 7 a 11 h."),
    }),
    r("desayunos", "banner", both("Banner Desayuno Completo", "Bàner Esmorzar Complet")),
    r("desayunos", "flyer-a6", both("Flyer A6 Tostadas Mediterráneas", "Flyer A6 Torrades Mediterrànies"), { tags: ["tostadas"] }),
    r(["desayunos", "menuboards"], "menuboard", both("Menuboard Desayunos", "Menuboard Esmorzars")),
    r("desayunos", "rollup", cast("Roll-up McCafé Latte Macchiato"), { tags: ["mccafé"] }),
    r("desayunos", "social", cast("Post redes Zumo Natural")),
    r("desayunos", "business-card", both("Tarjeta fidelidad Café", "Targeta fidelitat Cafè"), { tags: ["fidelización"] }),
    r("postres", "poster", both("Cartel Helado Caramelo", "Cartell Gelat Caramel"), { tags: ["helado", "verano"] }),
    r("postres", "banner", both("Banner Tarta de Queso", "Bàner Pastís de Formatge")),
    r("postres", "vinyl", cast("Vinilo nevera Postres de Verano"), { tags: ["verano"] }),
    r("postres", "flyer-a5", both("Flyer A5 Batidos de Fresa", "Flyer A5 Batuts de Maduixa")),
    r("postres", "social", both("Post redes Gofre con Chocolate", "Post xarxes Gofra amb Xocolata")),
    r("menu-infantil", "poster", both("Cartel Menú Infantil Dinosaurios", "Cartell Menú Infantil Dinosaures"), { tags: ["infantil"] }),
    r("menu-infantil", "flyer-a6", cast("Flyer A6 Cumpleaños Infantil"), { tags: ["infantil", "cumpleaños"] }),
    r("carteleria", "guide", both("Manual de cartelería 2026", "Manual de cartelleria 2026"), { tags: ["manual"] }),
    r("carteleria", "poster", both("Cartel Horario de Apertura", "Cartell Horari d'Obertura")),
    r("interior", "poster", both("Cartel Pedidos en Kiosco", "Cartell Comandes al Quiosc"), { tags: ["kiosco"] }),
    r("interior", "vinyl", both("Vinilo Mesa Servicio a Mesa", "Vinil Taula Servei a Taula"), { tags: ["servicio a mesa"] }),
    r("interior", "poster", cast("Cartel Wi-Fi Gratis")),
    r("interior", "rollup", cast("Roll-up Bienvenida")),
    r("menuboards", "menuboard", both("Menuboard Principal 5 Paneles", "Menuboard Principal 5 Panells")),
    r("menuboards", "menuboard", cast("Menuboard McAuto"), { tags: ["mcauto"] }),
    r("menuboards", "menuboard", cast("Menuboard Precios Delivery"), { tags: ["delivery"] }),
    r("exterior", "banner", both("Pancarta Fachada Abierto 24 horas", "Pancarta Façana Obert 24 hores")),
    r("exterior", "vinyl", cast("Vinilo Cristalera Exterior")),
    r("exterior", "mupi", both("Mupi Exterior McAuto", "Mupi Exterior McAuto Catalunya"), { tags: ["mcauto"] }),
    r("exterior", "banner", cast("Tótem Dirección Aparcamiento")),
    r("legal", "guide", both("Carteles legales obligatorios", "Cartells legals obligatoris"), { tags: ["normativa"] }),
    r("legal", "poster", both("Cartel Hojas de Reclamación", "Cartell Fulls de Reclamació"), { tags: ["normativa"] }),
    r("legal", "poster", cast("Cartel Prohibido Fumar")),
    r("aspectos-legales-publicidad", "guide", both("Guía de publicidad de precios", "Guia de publicitat de preus"), {
      tags: ["precios", "normativa"],
    }),
    r("aspectos-legales-publicidad", "guide", cast("Normativa de promociones y sorteos"), { tags: ["sorteos"] }),
    r("aspectos-legales-publicidad", "guide", cast("Uso de la marca en redes sociales")),
    r("instalaciones-publicitarias", "guide", both("Guía de instalación de vinilos", "Guia d'instal·lació de vinils")),
    r("instalaciones-publicitarias", "guide", cast("Montaje de roll-ups y pancartas")),
    r("instalaciones-publicitarias", "guide", cast("Mantenimiento de menuboards digitales"), { noFile: true }),
    r("eventos-locales", "poster", both("Cartel Evento Local Genérico", "Cartell Esdeveniment Local Genèric")),
    r("eventos-locales", "flyer-a5", cast("Flyer A5 Jornada de Puertas Abiertas")),
    r("fiestas-patronales", "banner", both("Banner Fiestas del Pueblo", "Bàner Festa Major"), { tags: ["fiestas"] }),
    r("fiestas-patronales", "flyer-a6", both("Flyer A6 Descuento Fiestas", "Flyer A6 Descompte Festa Major"), { tags: ["fiestas", "descuento"] }),
    r("fiestas-patronales", "social", cast("Post redes Fiestas Patronales"), { tags: ["fiestas"] }),
    r("ferias", "rollup", both("Roll-up Stand de Feria", "Roll-up Estand de Fira")),
    r("ferias", "business-card", cast("Tarjeta Regalo Feria")),
    r("patrocinios", "banner", both("Lona Patrocinio Genérica", "Lona Patrocini Genèrica")),
    r("patrocinios", "guide", cast("Guía de patrocinios locales")),
    r("deporte-base", "poster", both("Cartel Torneo de Baloncesto", "Cartell Torneig de Bàsquet"), { tags: ["baloncesto"] }),
    r("deporte-base", "business-card", cast("Vale Merienda Deportistas")),
    r("futbol-base", "banner", both("Pancarta Campo de Fútbol", "Pancarta Camp de Futbol"), { tags: ["fútbol"] }),
    r("futbol-base", "vinyl", cast("Vinilo Equipaciones Alevín"), { tags: ["fútbol"] }),
    r("futbol-base", "social", cast("Post redes Liga Infantil"), { tags: ["fútbol"] }),
    r("colegios", "flyer-a5", both("Flyer A5 Visita Escolar", "Flyer A5 Visita a l'Escola"), { tags: ["colegios"] }),
    r("colegios", "guide", both("Taller de Nutrición para Colegios", "Taller de Nutrició per a Escoles"), { tags: ["nutrición"] }),
    r("colegios", "poster", both("Cartel Concurso de Dibujo", "Cartell Concurs de Dibuix")),
    r("radio-local", "video", cast("Cuña Radio Local 20 segundos"), { noFile: true }),
    r("aperturas", "guide", both("Guía de comunicación de aperturas", "Guia de comunicació d'obertures"), {
      fileName: "Guía de aperturas (2026).pdf",
      tags: ["apertura"],
    }),
    r("aperturas", "press", both("Nota de prensa apertura tipo", "Nota de premsa obertura tipus"), { tags: ["apertura", "prensa"] }),
    r("aperturas", "social", cast("Kit redes sociales apertura"), { tags: ["apertura"] }),
    r("aperturas", "poster", both("Cartel Próxima Apertura", "Cartell Propera Obertura"), { tags: ["apertura"] }),
    r("comunicacion-interna", "guide", both("Manual de bienvenida al equipo", "Manual de benvinguda a l'equip")),
    r("comunicacion-interna", "poster", cast("Cartel Empleado del Mes")),
    r("boletines", "guide", both("Boletín interno primavera", "Butlletí intern primavera")),
    r("boletines", "guide", cast("Boletín interno verano")),
    r("boletines", "guide", cast("Boletín interno otoño"), { noFile: true }),
    r("prensa", "guide", both("Dossier de prensa corporativo", "Dossier de premsa corporatiu")),
    r("notas-de-prensa", "press", cast("Nota de prensa resultados anuales")),
    r("notas-de-prensa", "press", both("Nota de prensa empleo juvenil", "Nota de premsa ocupació juvenil")),
    r("notas-de-prensa", "press", cast("Nota de prensa sostenibilidad"), { tags: ["sostenibilidad"] }),
    r("toolkit-apertura", null, both("Toolkit de apertura completo", "Toolkit d'obertura complet"), { tags: ["apertura"] }),
    r("toolkit-apertura", null, both("Checklist de inauguración", "Checklist d'inauguració")),
    r("toolkit-apertura", "guide", cast("Plan de medios de apertura")),
    r("toolkit-delivery", null, both("Toolkit delivery Glovo y Uber Eats", "Toolkit delivery Glovo i Uber Eats"), { tags: ["delivery"] }),
    r("toolkit-delivery", "social", cast("Plantillas redes delivery"), { tags: ["delivery"] }),
    r("toolkit-delivery", null, cast("Guía de packaging delivery"), { tags: ["delivery"] }),
    r("toolkit-mccafe", null, both("Toolkit McCafé", "Toolkit McCafé Catalunya"), { tags: ["mccafé"] }),
    r("toolkit-mccafe", "poster", cast("Cartelería McCafé"), { tags: ["mccafé"] }),
    r("experiencia-en-sala", null, both("Buenas prácticas de limpieza en sala", "Bones pràctiques de neteja a la sala")),
    r("experiencia-en-sala", null, cast("Atención al cliente en hora punta")),
    r("experiencia-en-sala", null, both("Cumpleaños perfectos", "Aniversaris perfectes"), { tags: ["cumpleaños"] }),
    r("marketing-local", null, { CAT: "Cas: Festa Major de Gràcia" }, { tags: ["fiestas"] }),
    r("marketing-local", null, cast("Caso: patrocinio de un club de baloncesto"), { tags: ["baloncesto"] }),
    r("marketing-local", null, both("Caso: colaboración con colegios", "Cas: col·laboració amb escoles")),
    r("casos-de-exito", null, cast("Casos de éxito 2025")),
  ],
  PT: [
    r(["hamburgueres", "interior"], "poster", p("Cartaz Double Burger Bacon"), { tags: ["bacon"] }),
    r("hamburgueres", "banner", p("Banner Grande Clássico")),
    r("hamburgueres", "rollup", p("Roll-up Frango Crocante"), { tags: ["frango"] }),
    r("hamburgueres", "vinyl", p("Vinil montra Hambúrguer da Casa")),
    r("hamburgueres", "flyer-a5", p("Flyer A5 Menu Médio")),
    r("hamburgueres", "social", p("Post redes Double Burger Bacon"), { tags: ["instagram", "bacon"] }),
    r("hamburgueres", "mupi", p("Mupi Grande Clássico")),
    r("hamburgueres", "video", p("Spot Frango Crocante 20 segundos"), { tags: ["tv"] }),
    r("edicao-limitada", "poster", p("Cartaz Hambúrguer Trufa Negra"), { tags: ["trufa"] }),
    r("edicao-limitada", "social", p("Stories Hambúrguer Trufa Negra"), { tags: ["trufa"] }),
    r(["edicao-limitada", "menuboards"], "menuboard", p("Menuboard Edição Limitada Outono")),
    r(["pequenos-almocos", "interior"], "poster", p("Cartaz Café com leite e croissant"), {
      tags: ["mccafé"],
      about: p("O café acabado de fazer com croissant de manteiga, das 7h às 11h."),
    }),
    r("pequenos-almocos", "banner", p("Banner Pequeno-almoço Completo")),
    r("pequenos-almocos", "flyer-a6", p("Flyer A6 Tostas Mistas")),
    r(["pequenos-almocos", "menuboards"], "menuboard", p("Menuboard Pequenos-almoços")),
    r("pequenos-almocos", "business-card", p("Cartão fidelidade Café"), { tags: ["fidelização"] }),
    r("sobremesas", "poster", p("Cartaz Gelado Caramelo"), { tags: ["verão"] }),
    r("sobremesas", "banner", p("Banner Pastel de Nata"), { tags: ["nata"] }),
    r("sobremesas", "flyer-a5", p("Flyer A5 Batidos de Morango")),
    r("sobremesas", "social", p("Post redes Waffle com Chocolate")),
    r("menu-infantil", "poster", p("Cartaz Menu Infantil Dinossauros")),
    r("cartazes", "guide", p("Manual de sinalética 2026"), { tags: ["manual"] }),
    r("cartazes", "poster", p("Cartaz Horário de Funcionamento")),
    r("interior", "poster", p("Cartaz Pedidos no Quiosque"), { tags: ["quiosque"] }),
    r("interior", "vinyl", p("Vinil Mesa Serviço à Mesa")),
    r("interior", "rollup", p("Roll-up Boas-vindas")),
    r("menuboards", "menuboard", p("Menuboard Principal 5 Painéis")),
    r("menuboards", "menuboard", p("Menuboard McDrive"), { tags: ["mcdrive"] }),
    r("exterior", "banner", p("Lona Fachada Aberto 24 horas")),
    r("exterior", "mupi", p("Mupi Exterior McDrive"), { tags: ["mcdrive"] }),
    r("exterior", "vinyl", p("Vinil Montra Exterior")),
    r("legal", "guide", p("Cartazes legais obrigatórios"), { tags: ["normas"] }),
    r("legal", "poster", p("Aviso Livro de Reclamações"), { tags: ["normas"] }),
    r("aspectos-legales-publicidad", "guide", p("Guia de publicidade de preços"), { tags: ["preços"] }),
    r("aspectos-legales-publicidad", "guide", p("Regras de promoções e passatempos")),
    r("instalaciones-publicitarias", "guide", p("Guia de instalação de vinis")),
    r("instalaciones-publicitarias", "guide", p("Montagem de roll-ups e lonas"), { noFile: true }),
    r("eventos-locais", "poster", p("Cartaz Evento Local Genérico")),
    r("eventos-locais", "flyer-a5", p("Flyer A5 Dia Aberto")),
    r("santos-populares", "banner", p("Banner Santos Populares"), { tags: ["arraial"] }),
    r("santos-populares", "flyer-a6", p("Flyer A6 Desconto Arraial"), { tags: ["arraial"] }),
    r("santos-populares", "social", p("Post redes Santo António"), { tags: ["arraial"] }),
    r("patrocinios", "banner", p("Lona Patrocínio Genérica")),
    r("patrocinios", "guide", p("Guia de patrocínios locais")),
    r("desporto-escolar", "poster", p("Cartaz Torneio de Basquetebol")),
    r("futebol-formacao", "banner", p("Lona Campo de Futebol"), { tags: ["futebol"] }),
    r("futebol-formacao", "social", p("Post redes Liga Infantil"), { tags: ["futebol"] }),
    r("escolas", "flyer-a5", p("Flyer A5 Visita de Estudo")),
    r("escolas", "guide", p("Oficina de Nutrição para Escolas"), { tags: ["nutrição"] }),
    r("escolas", "poster", p("Cartaz Concurso de Desenho")),
    r("radio-local", "video", p("Spot Rádio Local 20 segundos"), { noFile: true }),
    r("aberturas", "guide", p("Guia de comunicação de aberturas"), { fileName: "Guia de aberturas – edição 2026.pdf", tags: ["abertura"] }),
    r("aberturas", "press", p("Comunicado de imprensa abertura tipo"), { tags: ["abertura"] }),
    r("aberturas", "poster", p("Cartaz Brevemente Aberto"), { tags: ["abertura"] }),
    r("comunicacao-interna", "guide", p("Manual de boas-vindas à equipa")),
    r("comunicacao-interna", "guide", p("Newsletter interna primavera")),
    r("imprensa", "guide", p("Dossier de imprensa corporativo")),
    r("imprensa", "press", p("Comunicado resultados anuais")),
    r("toolkit-abertura", null, p("Toolkit de abertura completo"), { tags: ["abertura"] }),
    r("toolkit-abertura", null, p("Checklist de inauguração")),
    r("toolkit-delivery", null, p("Toolkit delivery Glovo e Uber Eats"), { tags: ["delivery"] }),
    r("toolkit-delivery", "social", p("Modelos redes delivery"), { tags: ["delivery"] }),
    r("experiencia-em-sala", null, p("Boas práticas de limpeza na sala")),
    r("experiencia-em-sala", null, p("Atendimento em hora de ponta")),
    r("marketing-local", null, p("Caso: Festas de São João do Porto"), { tags: ["arraial"] }),
    r("marketing-local", null, p("Caso: parceria com escolas")),
  ],
};
