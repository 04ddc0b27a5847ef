import shell from "../../messages.es.json";
import { mergeCatalogs } from "../mergeCatalogs";

/** The es catalog: the shell's messages and every area's (`features/<area>/messages.es.json`), one chunk. */
export default mergeCatalogs(shell, import.meta.glob("../../../features/*/messages.es.json", { eager: true, import: "default" }));
