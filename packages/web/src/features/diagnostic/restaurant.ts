import { createContext, useContext } from "react";

/** The restaurant the diagnostic screen was loaded for: every save of its editors names it (never the header's later choice). */
export const DiagnosticRestaurant = createContext<string | null>(null);

/** The id every save of the diagnostic sends as `restaurantId`. */
export function useDiagnosticRestaurant(): string {
  const id = useContext(DiagnosticRestaurant);
  if (id === null) throw new Error("useDiagnosticRestaurant outside the diagnostic screen");
  return id;
}
