import shell from "../../messages.ca.json";
import { mergeCatalogs } from "../mergeCatalogs";

/** The ca catalog: the shell's messages and every area's (`features/<area>/messages.ca.json`), one chunk. */
export default mergeCatalogs(shell, import.meta.glob("../../../features/*/messages.ca.json", { eager: true, import: "default" }));
