import { FormData } from "undici";
import type { CreatedUser } from "@portal/legacy/testing";
import type { TestStack } from "../../test/use-stack.js";
import type { TestBrowser } from "../../test/browser.js";

/*
 * What the ordering tests share: the operations they send and the data they build (a franchisee with two restaurants,
 * the first with fiscal data when asked, saved through the API as the cart's fiscal popup saves it).
 */

export const WIZARD = /* GraphQL */ `
  query Wizard($id: ID!) {
    orderWizard(resourceId: $id) {
      resource {
        id
        name
        customizable
        sourceFormatId
        thumbUrl
      }
      formats {
        id
        name
        sizes {
          key
          custom
        }
        questions
      }
    }
  }
`;
export const PLACE = /* GraphQL */ `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      number
      status
      unread
      restaurant {
        site
      }
      items {
        resourceId
        formatId
        sizeKey
        method
        billed
        customFile
        customFileUrl
        answers
        customization {
          price
          legal
        }
      }
    }
  }
`;
export const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      id
      status
      statusName
      unread
      history {
        status
      }
      comments {
        authorName
        authorRole
        mine
        message
        imageUrls
      }
    }
  }
`;
export const STATUS = `mutation S($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { id status statusName } }`;
export const COMMENT = `mutation C($input: PostOrderCommentInput!) { postOrderComment(input: $input) { authorRole mine message imageUrls } }`;
export const FISCAL = `mutation F($input: SaveFiscalDataInput!) { saveFiscalData(input: $input) { id companyName hasFiscalData } }`;

export type Placed = {
  placeOrder: { id: string; number: string; status: number; unread: boolean; restaurant: { site: string }; items: Array<Record<string, unknown>> };
};

export const contact = (market: "ES" | "PT") => ({ name: "Ana Gil", email: market === "ES" ? "ana@demo.es" : "ana@demo.pt", phone: "600 000 000" });
let keys = 0;
export const key = () => `test-key-${Date.now()}-${++keys}`;

export async function upload(
  b: TestBrowser,
  kind: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { "x-portal-upload": "1" },
) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch(`/uploads/order/${kind}`, { method: "POST", body: form, headers });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]);
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** The helpers that reach the test file's stack. */
export function orderingKit(stack: TestStack) {
  const { signIn, sql } = stack;
  const resourceId = async (name: string) => String((await sql<{ id: number }>("SELECT id FROM resources WHERE name = $1", [name]))[0].id);

  /** An item of the "Post redes" resource (social, not customisable, format 29 without sizes). */
  const socialItem = async (billed: number, extra: Record<string, unknown> = {}) => ({
    resourceId: await resourceId("Post redes Doble Burger Bacon"),
    formatId: 29,
    method: 1,
    billed,
    ...extra,
  });

  /** The fiscal data of one of the signed-in user's restaurants, saved as the cart's fiscal popup saves them. */
  async function saveFiscal(b: TestBrowser, restaurantId: number | string) {
    const saved = await b.graphql(FISCAL, {
      input: { restaurantId: String(restaurantId), companyName: "Test SL", taxId: "B1", fiscalAddress: "Calle 1" },
    });
    if (saved.errors) throw new Error(`the fiscal data were not saved: ${JSON.stringify(saved.errors)}`);
  }

  async function franchisee(market: "ES" | "PT", fiscal = false): Promise<{ user: CreatedUser; b: TestBrowser }> {
    const user = await stack.factories.createUser({ market, restaurants: 2 });
    const b = await signIn(user);
    if (fiscal) await saveFiscal(b, user.restaurants[0].id);
    return { user, b };
  }

  return { resourceId, socialItem, saveFiscal, franchisee };
}
