/** What other features may use of the admin area (eslint's boundary rule: only through this file). */
export { useEditor } from "./editor";
