import ExcelJS from "exceljs";
import { expect } from "vitest";
import { FormData } from "undici";
import type { TestBrowser } from "../../../test/browser.js";

/* What the tests of import share. */

export const PAGE = /* GraphQL */ `
  {
    adminImport {
      sections {
        section
        described
        description
        filename
        updatedAt
      }
      socialMedia {
        url
        size
        updatedAt
      }
    }
  }
`;

export const IMPORT = /* GraphQL */ `
  mutation Import($input: ImportSectionInput!) {
    importDiagnosticSection(input: $input) {
      section
      applied
      rows
      restaurants
      refusals {
        row
        field
        message
      }
      state {
        section
        described
        description
        filename
      }
    }
  }
`;

export const DESCRIBE = /* GraphQL */ `
  mutation Describe($input: UpdateImportDescriptionInput!) {
    updateImportDescription(input: $input) {
      section
      described
      description
    }
  }
`;

export const DIAGNOSTIC = /* GraphQL */ `
  {
    diagnostic {
      descriptions {
        competence
        consume
        sales
        pmix
      }
      moments {
        name
        weekSales {
          value
          trend
        }
        weekGuests {
          value
          trend
        }
      }
      productMix {
        type
        description
        change {
          value
          trend
        }
      }
      consumption {
        hasRestaurantData
        categories {
          key
          restaurant
          national
        }
      }
    }
  }
`;

export type Refusal = { row: number; field: string; message: string };

export type Result = {
  importDiagnosticSection: {
    section: string;
    applied: boolean;
    rows: number;
    restaurants: number;
    refusals: Refusal[];
    state: { section: string; described: boolean; description: string; filename: string | null };
  };
};

export type Diagnostic = {
  diagnostic: {
    descriptions: Record<string, string | null>;
    moments: Array<{
      name: string;
      weekSales: { value: number | null; trend: string | null };
      weekGuests: { value: number | null; trend: string | null };
    }>;
    productMix: Array<{ type: string; description: string | null; change: { value: number | null; trend: string | null } }>;
    consumption: { hasRestaurantData: boolean; categories: Array<{ key: string; restaurant: number | null; national: number | null }> };
  };
};

/** A workbook as an administrator would save it: the titles in row 1, then the rows. */
export async function workbook(rows: unknown[][], format?: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("datos");
  sheet.addRow(["site", "a", "b", "c"]);
  for (const row of rows) sheet.addRow(row);
  format?.(sheet);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The start of an OLE2 compound file (a binary .xls). */
export const XLS = new Uint8Array(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]));

export const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));

export async function upload(b: TestBrowser, path: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch(path, { method: "POST", body: form, headers: { "x-portal-upload": "1" } });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

/** Uploads a workbook for a section and imports it; the mutation's answer. */
export async function importFile(b: TestBrowser, section: string, bytes: Uint8Array<ArrayBuffer>, description?: string) {
  const uploaded = await upload(b, `/uploads/admin/import/${section}`, bytes, `${section}.xlsx`);
  expect(uploaded.status).toBe(200);
  return b.graphql<Result>(IMPORT, { input: { section: section.toUpperCase(), upload: uploaded.body.path, description } });
}
