/** Demo users; every one signs in with DEMO_PASSWORD. `sites` links them to restaurants of their market. */
export interface UserSeed {
  email: string;
  name: string;
  phone: string;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  admin: 0 | 1;
  active: 0 | 1;
  legal: 0 | 1;
  newFiles: boolean;
  letter: 0 | 1;
  sites: string[];
  /** Site of the favourite restaurant; defaults to the first of `sites`. */
  favorite?: string | null;
}

export const DEMO_PASSWORD = "demo1234";

export const ES_USERS: UserSeed[] = [
  { email: "franquiciado@demo.es", name: "Laura Martín Sánchez", phone: "600123123", type: 1, admin: 0, active: 1, legal: 1, newFiles: true, letter: 1, sites: ["ES0101", "ES0102", "ES0105"] },
  { email: "admin@demo.es", name: "Javier Romero Gil", phone: "915550101", type: 2, admin: 1, active: 1, legal: 1, newFiles: true, letter: 0, sites: ["ES0101", "ES0104", "ES0107", "ES0110"] },
  { email: "gerente@demo.es", name: "Marta Navarro Ruiz", phone: "633456789", type: 3, admin: 0, active: 1, legal: 1, newFiles: false, letter: 0, sites: ["ES0103", "ES0112"] },
  { email: "restringido@demo.es", name: "Carlos Ortega Prieto", phone: "", type: 4, admin: 1, active: 1, legal: 1, newFiles: true, letter: 0, sites: ["ES0106", "ES0109", "ES0111"] },
  { email: "consultor@demo.es", name: "Elena Castro Vidal", phone: "644987321", type: 5, admin: 0, active: 1, legal: 1, newFiles: true, letter: 1, sites: ["ES0104", "ES0106", "ES0107", "ES0108"], favorite: "ES0107" },
  { email: "partner@demo.es", name: "Pablo Herrera Molina", phone: "936001122", type: 6, admin: 0, active: 1, legal: 1, newFiles: false, letter: 0, sites: ["ES0102", "ES0108"] },
  { email: "nuevo@demo.es", name: "Sergio Domínguez Rey", phone: "655210034", type: 1, admin: 0, active: 1, legal: 0, newFiles: true, letter: 0, sites: ["ES0109", "ES0112"], favorite: null },
  { email: "inactivo@demo.es", name: "Rosa Iglesias Peña", phone: "611778899", type: 3, admin: 0, active: 0, legal: 1, newFiles: true, letter: 0, sites: ["ES0110", "ES0111"] },
];

export const PT_USERS: UserSeed[] = [
  { email: "franqueado@demo.pt", name: "João Pereira da Silva", phone: "912345678", type: 1, admin: 0, active: 1, legal: 1, newFiles: true, letter: 1, sites: ["PT0201", "PT0202", "PT0207"] },
  { email: "admin@demo.pt", name: "Ana Sofia Costa", phone: "213400500", type: 2, admin: 1, active: 1, legal: 1, newFiles: true, letter: 0, sites: ["PT0201", "PT0203", "PT0205", "PT0208"] },
  { email: "gerente@demo.pt", name: "Miguel Ferreira Santos", phone: "936112233", type: 3, admin: 0, active: 1, legal: 1, newFiles: false, letter: 0, sites: ["PT0203", "PT0204"] },
  { email: "restrito@demo.pt", name: "Inês Rodrigues Almeida", phone: "", type: 4, admin: 1, active: 1, legal: 1, newFiles: true, letter: 0, sites: ["PT0205", "PT0206", "PT0208"] },
  { email: "consultor@demo.pt", name: "Rui Carvalho Gomes", phone: "965443322", type: 5, admin: 0, active: 1, legal: 1, newFiles: true, letter: 1, sites: ["PT0202", "PT0204", "PT0206", "PT0207"], favorite: "PT0204" },
  { email: "parceiro@demo.pt", name: "Catarina Lopes Martins", phone: "220998877", type: 6, admin: 0, active: 1, legal: 1, newFiles: false, letter: 0, sites: ["PT0201", "PT0208"] },
  { email: "novo@demo.pt", name: "Tiago Sousa Ribeiro", phone: "917650043", type: 1, admin: 0, active: 1, legal: 0, newFiles: true, letter: 0, sites: ["PT0203", "PT0207"], favorite: null },
  { email: "inativo@demo.pt", name: "Beatriz Fernandes Nunes", phone: "938227744", type: 3, admin: 0, active: 0, legal: 1, newFiles: true, letter: 0, sites: ["PT0202", "PT0205"] },
];
