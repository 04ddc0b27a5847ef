/**
 * The product mix's types a diagnostic shows, in its order, for rows named as the catalogue's import names them (the
 * DSY type as "DSY MCCAFE"; VARIOS stored but hidden): what the shared rule's test and the BFF's both expect.
 */
export const SHOWN_PMIX_FIXTURE = [
  "A LA CARTA",
  "BEBIDAS",
  "COMPLEMENTOS",
  "DSY MCCAFE",
  "ENSALADAS",
  "EVM",
  "HAPPY MEAL",
  "POSTRES",
  "VALUE",
] as const;
