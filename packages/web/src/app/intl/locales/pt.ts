import shell from "../../messages.pt.json";
import { mergeCatalogs } from "../mergeCatalogs";

/** The pt catalog: the shell's messages and every area's (`features/<area>/messages.pt.json`), one chunk. */
export default mergeCatalogs(shell, import.meta.glob("../../../features/*/messages.pt.json", { eager: true, import: "default" }));
