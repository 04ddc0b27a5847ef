export { chosenCompetitors } from "./diagnostic.service.js";
export { diagnosticCache, invalidateDiagnostic } from "./diagnostic.cache.js";
