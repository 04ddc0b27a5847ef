/** A timestamp column as the catalogue answers it, "YYYY-MM-DD HH:mm:ss" (its local time), named `alias`. */
export const stampAs = (column: string, alias: string): string => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${alias}`;

/** A date column as the catalogue answers it, "YYYY-MM-DD", named `alias`. */
export const dayAs = (column: string, alias: string): string => `to_char(${column}, 'YYYY-MM-DD') AS ${alias}`;
