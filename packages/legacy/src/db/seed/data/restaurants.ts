import type { Restaurant } from "../../../models/restaurants.js";

/** Demo restaurants: every field of the README's Restaurant shape (province by code). */
export type RestaurantSeed = Omit<Restaurant, "id" | "province_id" | "habitants"> & {
  /** Province code (e.g. "28"), resolved to its id at seed time. */
  province: string;
  habitants: { "1km": number; "3km": number };
};

// Region: 1 Nor Oeste, 2 Centro, 3 Este, 4 Levante, 5 Sur, 6 operator-owned. Type: 1 Mall, 2 InStore, 3 Free-Standing, 4 Easy.
export const ES_RESTAURANTS: RestaurantSeed[] = [
  {
    site: "ES0101", name: "Madrid Gran Vía", province: "28", cif: "B84512367", razon: "Restauración Gran Vía S.L.",
    fiscal_address: "Calle de Alcalá 120, 28009 Madrid", region: 2, type: 2, email: "granvia@demo.es",
    address: "Gran Vía 45", city: "Madrid", cp: "28013", latitud: "40.4203", longitud: "-3.7058", active: "1",
    mop_service: 1, mop_status: 1, etof: 1, mcauto: 0, delivery: "Glovo", habitants: { "1km": 48_000, "3km": 410_000 },
    log_user: "admin@demo.es", log_date: "2026-10-02 10:15:00",
  },
  {
    site: "ES0102", name: "Madrid Castellana", province: "28", cif: "B84512367", razon: "Restauración Gran Vía S.L.",
    fiscal_address: "Calle de Alcalá 120, 28009 Madrid", region: 2, type: 2, email: "castellana@demo.es",
    address: "Paseo de la Castellana 89", city: "Madrid", cp: "28046", latitud: "40.4487", longitud: "-3.6915",
    active: "1", mop_service: 1, mop_status: 0, etof: 0, mcauto: 0, delivery: "Uber",
    habitants: { "1km": 39_500, "3km": 365_000 }, log_user: "admin@demo.es", log_date: "2026-09-18 16:40:00",
  },
  {
    site: "ES0103", name: "Alcobendas La Moraleja", province: "28", cif: "A28019206", razon: "Operadora Peninsular de Restaurantes S.A.",
    fiscal_address: "Avenida de Europa 13, 28108 Alcobendas", region: 6, type: 1, email: "moraleja@demo.es",
    address: "Centro Comercial Moraleja Green, Avenida de Europa 13", city: "Alcobendas", cp: "28108",
    latitud: "40.5270", longitud: "-3.6410", active: "1", mop_service: 1, mop_status: 1, etof: 1, mcauto: 1,
    delivery: "none", habitants: { "1km": 9_800, "3km": 96_000 }, log_user: "gerente@demo.es", log_date: "2026-08-27 09:05:00",
  },
  {
    site: "ES0104", name: "Barcelona Rambla", province: "08", cif: "B65874120", razon: "Àpats de la Rambla S.L.",
    fiscal_address: "Carrer de Pelai 12, 08001 Barcelona", region: 3, type: 2, email: "rambla@demo.es",
    address: "La Rambla 135", city: "Barcelona", cp: "08002", latitud: "41.3839", longitud: "2.1710", active: "1",
    mop_service: 1, mop_status: 1, etof: 0, mcauto: 0, delivery: "Glovo", habitants: { "1km": 61_000, "3km": 520_000 },
    log_user: "admin@demo.es", log_date: "2026-10-11 12:30:00",
  },
  {
    site: "ES0105", name: "Barcelona Diagonal Mar", province: "08", cif: "B65874120", razon: "Àpats de la Rambla S.L.",
    fiscal_address: "Carrer de Pelai 12, 08001 Barcelona", region: 3, type: 1, email: "diagonalmar@demo.es",
    address: "Centre Comercial Diagonal Mar, Avinguda Diagonal 3", city: "Barcelona", cp: "08019",
    latitud: "41.4105", longitud: "2.2166", active: "1", mop_service: 0, mop_status: 0, etof: 1, mcauto: 0,
    delivery: "Uber", habitants: { "1km": 27_300, "3km": 248_000 }, log_user: "franquiciado@demo.es", log_date: "2026-07-21 18:12:00",
  },
  {
    site: "ES0106", name: "Valencia Russafa", province: "46", cif: "B98236541", razon: "Comidas Turia S.L.",
    fiscal_address: "Carrer de Colón 60, 46004 València", region: 4, type: 2, email: "russafa@demo.es",
    address: "Carrer de Sueca 20", city: "València", cp: "46006", latitud: "39.4621", longitud: "-0.3740", active: "1",
    mop_service: 1, mop_status: 1, etof: 0, mcauto: 0, delivery: "Glovo", habitants: { "1km": 44_200, "3km": 330_000 },
    log_user: "admin@demo.es", log_date: "2026-09-03 11:00:00",
  },
  {
    site: "ES0107", name: "Sevilla Nervión Plaza", province: "41", cif: "B91457823", razon: "Hostelería Giralda S.L.",
    fiscal_address: "Avenida de la Constitución 24, 41004 Sevilla", region: 5, type: 1, email: "nervion@demo.es",
    address: "Calle Luis de Morales 3", city: "Sevilla", cp: "41018", latitud: "37.3836", longitud: "-5.9731",
    active: "1", mop_service: 1, mop_status: 1, etof: 1, mcauto: 0, delivery: "Glovo",
    habitants: { "1km": 35_600, "3km": 290_000 }, log_user: "consultor@demo.es", log_date: "2026-06-30 13:45:00",
  },
  {
    site: "ES0108", name: "Málaga Autovía", province: "29", cif: "B93012458", razon: "Costa del Sol Restauración S.L.",
    fiscal_address: "Calle Larios 8, 29005 Málaga", region: 5, type: 3, email: "malaga.autovia@demo.es",
    address: "Autovía A-7, km 235", city: "Málaga", cp: "29004", latitud: "36.6920", longitud: "-4.4700", active: "1",
    mop_service: 1, mop_status: 0, etof: 0, mcauto: 1, delivery: "Uber", habitants: { "1km": 6_200, "3km": 71_000 },
    log_user: "admin@demo.es", log_date: "2026-10-15 08:20:00",
  },
  {
    site: "ES0109", name: "Bilbao Abando", province: "48", cif: "B95874106", razon: "Jatetxeak Nervión S.L.",
    fiscal_address: "Calle Ercilla 22, 48011 Bilbao", region: 1, type: 2, email: "abando@demo.es",
    address: "Gran Vía de Don Diego López de Haro 38", city: "Bilbao", cp: "48009", latitud: "43.2630",
    longitud: "-2.9350", active: "1", mop_service: 0, mop_status: null, etof: 1, mcauto: 0, delivery: "none",
    habitants: { "1km": 41_000, "3km": 262_000 }, log_user: "restringido@demo.es", log_date: "2026-05-12 17:55:00",
  },
  {
    site: "ES0110", name: "Zaragoza Puerto Venecia", province: "50", cif: "B99365214", razon: "Restauración del Ebro S.L.",
    fiscal_address: "Paseo de la Independencia 19, 50001 Zaragoza", region: 2, type: 1, email: "puertovenecia@demo.es",
    address: "Travesía de los Jardines Reales 7", city: "Zaragoza", cp: "50021", latitud: "41.6120",
    longitud: "-0.8920", active: "1", mop_service: 1, mop_status: 1, etof: 0, mcauto: 1, delivery: "Glovo",
    habitants: { "1km": 12_400, "3km": 118_000 }, log_user: "admin@demo.es", log_date: "2026-09-25 10:10:00",
  },
  {
    site: "ES0111", name: "A Coruña Marineda", province: "15", cif: "B70325896", razon: "Restauración Atlántica Galega S.L.",
    fiscal_address: "Rúa Real 45, 15003 A Coruña", region: 1, type: 1, email: "marineda@demo.es",
    address: "Estrada Baños de Arteixo 43", city: "A Coruña", cp: "15008", latitud: "43.3460", longitud: "-8.4280",
    active: "0", mop_service: 0, mop_status: null, etof: 0, mcauto: 0, delivery: "none",
    habitants: { "1km": 15_800, "3km": 142_000 }, log_user: "admin@demo.es", log_date: "2026-03-04 09:30:00",
  },
  {
    site: "ES0112", name: "Murcia Juan Carlos I", province: "30", cif: "B73698521", razon: "Huerta Food Murcia S.L.",
    fiscal_address: "Gran Vía Escultor Salzillo 11, 30004 Murcia", region: 4, type: 4, email: "murcia.jc1@demo.es",
    address: "Avenida Juan Carlos I 53", city: "Murcia", cp: "30009", latitud: "38.0003", longitud: "-1.1420",
    active: "1", mop_service: 1, mop_status: 1, etof: 1, mcauto: 1, delivery: "Uber",
    habitants: { "1km": 22_700, "3km": 175_000 }, log_user: "gerente@demo.es", log_date: "2026-10-20 19:05:00",
  },
];

export const PT_RESTAURANTS: RestaurantSeed[] = [
  {
    site: "PT0201", name: "Lisboa Avenida da Liberdade", province: "11", cif: "509874512", razon: "Restauração Liberdade, Lda.",
    fiscal_address: "Rua Augusta 150, 1100-053 Lisboa", region: 2, type: 2, email: "liberdade@demo.pt",
    address: "Avenida da Liberdade 120", city: "Lisboa", cp: "1250-146", latitud: "38.7190", longitud: "-9.1450",
    active: "1", mop_service: null, mop_status: null, etof: 1, mcauto: 0, delivery: "Uber",
    habitants: { "1km": 38_000, "3km": 295_000 }, log_user: "admin@demo.pt", log_date: "2026-10-01 11:20:00",
  },
  {
    site: "PT0202", name: "Lisboa Centro Colombo", province: "11", cif: "509874512", razon: "Restauração Liberdade, Lda.",
    fiscal_address: "Rua Augusta 150, 1100-053 Lisboa", region: 2, type: 1, email: "colombo@demo.pt",
    address: "Centro Colombo, Avenida Lusíada", city: "Lisboa", cp: "1500-392", latitud: "38.7550", longitud: "-9.1880",
    active: "1", mop_service: null, mop_status: null, etof: 0, mcauto: 0, delivery: "Glovo",
    habitants: { "1km": 26_500, "3km": 240_000 }, log_user: "admin@demo.pt", log_date: "2026-09-12 15:00:00",
  },
  {
    site: "PT0203", name: "Porto Aliados", province: "13", cif: "514236987", razon: "Sabores do Douro, Lda.",
    fiscal_address: "Rua de Santa Catarina 210, 4000-442 Porto", region: 1, type: 2, email: "aliados@demo.pt",
    address: "Avenida dos Aliados 172", city: "Porto", cp: "4000-065", latitud: "41.1480", longitud: "-8.6110",
    active: "1", mop_service: null, mop_status: null, etof: 1, mcauto: 0, delivery: "Uber",
    habitants: { "1km": 31_000, "3km": 205_000 }, log_user: "gerente@demo.pt", log_date: "2026-08-08 10:45:00",
  },
  {
    site: "PT0204", name: "Matosinhos NorteShopping", province: "13", cif: "514236987", razon: "Sabores do Douro, Lda.",
    fiscal_address: "Rua de Santa Catarina 210, 4000-442 Porto", region: 1, type: 1, email: "norteshopping@demo.pt",
    address: "Rua Sara Afonso 105", city: "Senhora da Hora", cp: "4460-841", latitud: "41.1810", longitud: "-8.6550",
    active: "1", mop_service: null, mop_status: null, etof: 0, mcauto: 0, delivery: "Glovo",
    habitants: { "1km": 18_900, "3km": 160_000 }, log_user: "admin@demo.pt", log_date: "2026-07-14 14:25:00",
  },
  {
    site: "PT0205", name: "Braga Nova Arcada", province: "03", cif: "513698741", razon: "Minho Restauração, S.A.",
    fiscal_address: "Avenida Central 45, 4710-229 Braga", region: 1, type: 3, email: "braga@demo.pt",
    address: "Avenida Dom João II 260", city: "Braga", cp: "4715-275", latitud: "41.5480", longitud: "-8.4220",
    active: "1", mop_service: null, mop_status: null, etof: 1, mcauto: 1, delivery: "none",
    habitants: { "1km": 9_400, "3km": 88_000 }, log_user: "admin@demo.pt", log_date: "2026-10-18 09:50:00",
  },
  {
    site: "PT0206", name: "Coimbra Fórum", province: "06", cif: "508741236", razon: "Mondego Alimentação, Lda.",
    fiscal_address: "Rua Ferreira Borges 80, 3000-180 Coimbra", region: 2, type: 1, email: "coimbra@demo.pt",
    address: "Avenida José Bonifácio de Andrade e Silva 1", city: "Coimbra", cp: "3000-333", latitud: "40.2110",
    longitud: "-8.4330", active: "0", mop_service: null, mop_status: null, etof: 0, mcauto: 0, delivery: "Uber",
    habitants: { "1km": 11_200, "3km": 96_000 }, log_user: "admin@demo.pt", log_date: "2026-02-27 16:35:00",
  },
  {
    site: "PT0207", name: "Faro Estrada da Senhora da Saúde", province: "08", cif: "515874203", razon: "Algarve Sabores, Lda.",
    fiscal_address: "Rua de Santo António 30, 8000-283 Faro", region: 5, type: 3, email: "faro@demo.pt",
    address: "Estrada da Senhora da Saúde 12", city: "Faro", cp: "8000-500", latitud: "37.0260", longitud: "-7.9300",
    active: "1", mop_service: null, mop_status: null, etof: 0, mcauto: 1, delivery: "Glovo",
    habitants: { "1km": 8_700, "3km": 52_000 }, log_user: "consultor@demo.pt", log_date: "2026-09-29 12:05:00",
  },
  {
    site: "PT0208", name: "Setúbal Luísa Todi", province: "15", cif: "516320147", razon: "Sado Restauração, Unipessoal Lda.",
    fiscal_address: "Avenida Luísa Todi 180, 2900-457 Setúbal", region: 4, type: 4, email: "setubal@demo.pt",
    address: "Avenida Luísa Todi 300", city: "Setúbal", cp: "2900-461", latitud: "38.5230", longitud: "-8.8930",
    active: "1", mop_service: null, mop_status: null, etof: 1, mcauto: 0, delivery: "none",
    habitants: { "1km": 14_300, "3km": 98_000 }, log_user: "admin@demo.pt", log_date: "2026-10-07 17:15:00",
  },
];
