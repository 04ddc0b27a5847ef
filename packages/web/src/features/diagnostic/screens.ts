import { DiagnosticPage } from "./DiagnosticPage";

/** Screens of the diagnostic area, by route key (app/router/routes.tsx). */
export const screens = {
  diagnostic: DiagnosticPage,
};
