import { formatDateTime, type ImportSection } from "@portal/schema";
import type { AdminImportQuery, ImportDiagnosticSectionMutation } from "../../../gql/graphql";

export type Page = AdminImportQuery["adminImport"];
export type Result = ImportDiagnosticSectionMutation["importDiagnosticSection"];
/** The GraphQL name of a section (COMPETENCE…) to the shared package's key (competence…). */
export const keyOf = (section: string) => section.toLowerCase() as ImportSection;

/** The page's four top-level sections: each its files and the section key of its description. */
export const GROUPS: Array<{ id: string; titleId: string; files: ImportSection[]; described: ImportSection }> = [
  { id: "competence", titleId: "admin.import.section.competence", files: ["competence"], described: "competence" },
  { id: "moments", titleId: "admin.import.group.moments", files: ["sales_week", "sales"], described: "sales" },
  { id: "pmix", titleId: "admin.import.section.pmix", files: ["pmix"], described: "pmix" },
  { id: "consume", titleId: "admin.import.section.consume", files: ["consume"], described: "consume" },
];

/** Where an upload (and the import after it) got to. */
export type Phase = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "checking" } | { kind: "failed"; key: string };

export const showStamp = (stamp: string | null | undefined) => (stamp ? formatDateTime(new Date(stamp)) : "");
