import { beforeAll } from "vitest";
import { FormData } from "undici";
import type { TestStack } from "../../../test/use-stack.js";
import { TestBrowser } from "../../../test/browser.js";
import { png } from "../../../test/images.js";

/* What the tests of resources share. */

export const STATUS = /* GraphQL */ `
  mutation Status($input: SetResourcesStatusInput!) {
    setResourcesStatus(input: $input) {
      id
      status
    }
  }
`;

export const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteResourceInput!) {
    deleteResource(input: $input) {
      id
    }
  }
`;

export const NEWEST = `{ home { newestResources { id name } } }`;

export const PNG = png(8, 8, 120);

export const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"));

export async function upload(
  b: TestBrowser,
  id: string,
  kind: "file" | "thumb",
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { "x-portal-upload": "1" },
) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch(`/uploads/admin/resource/${id}/${kind}`, { method: "POST", body: form, headers });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

export const FIELDS =
  "id name description slug reference status category language typeId typeName sectionIds sectionName tags budget fileName fileSize fileUrl thumbUrl updatedAt isNew";

export const ONE = /* GraphQL */ `
  query One($id: ID!) {
    adminResource(id: $id) { ${FIELDS} }
  }
`;

export const SAVE = /* GraphQL */ `
  mutation Save($input: SaveResourceInput!) {
    saveResource(input: $input) { ${FIELDS} }
  }
`;

export type Resource = {
  id: string;
  name: string;
  slug: string;
  status: string;
  category: string | null;
  language: string;
  typeId: string | null;
  sectionIds: string[];
  tags: string[];
  budget: boolean;
  fileName: string | null;
  fileSize: number | null;
  fileUrl: string | null;
  thumbUrl: string | null;
  updatedAt: string | null;
  isNew: boolean;
  reference: string;
  sectionName: string | null;
};

/** The section and type a piece is filed under (read before the file's tests), and a complete piece filed there. */
export function resourcesKit(stack: TestStack) {
  const { sql } = stack;
  const sectionId = async (market: string, url: string) =>
    String((await sql<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, url]))[0].id);
  const typeId = async (market: string, code: string) =>
    String((await sql<{ id: number }>("SELECT id FROM resource_types WHERE market = $1 AND code = $2", [market, code]))[0].id);
  const filing = { hamburguesas: "", poster: "" };
  beforeAll(async () => {
    filing.hamburguesas = await sectionId("ES", "hamburguesas");
    filing.poster = await typeId("ES", "poster");
  });

  /** A national piece with everything it needs (its thumbnail waiting in the queue). */
  const piece = (extra: Record<string, unknown> = {}) => ({
    name: "Cartel Menú Xilófono",
    category: "NATIONAL",
    status: "ACTIVE",
    typeId: filing.poster,
    language: "CAST",
    sectionIds: [filing.hamburguesas],
    tags: [" otoño ", "menú|", "Otoño", ""],
    budget: true,
    thumbnailPending: true,
    ...extra,
  });
  return { sectionId, filing, piece };
}
