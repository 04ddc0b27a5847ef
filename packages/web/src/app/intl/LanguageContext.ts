import { createContext, useContext } from "react";
import type { Language } from "@portal/schema";

export interface LanguageState {
  language: Language;
  /** Languages the market offers (PT: only PT; ES: CAST and CAT). */
  languages: readonly Language[];
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage outside LanguageProvider");
  return state;
}
