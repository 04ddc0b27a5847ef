/** What other features may use of the admin area (eslint's boundary rule: only through this file). */
export { useEditor, ADMIN_LEAVE } from "./editor";
