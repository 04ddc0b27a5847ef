/** What other features may use of the library (eslint's boundary rule: only through this file). */
export { ResourceGrid, ResourceGridSkeleton } from "./cards/ResourceGrid";
