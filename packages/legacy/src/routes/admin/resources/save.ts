import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { retryOnUniqueViolation } from "../../../db/unique.js";
import { Refusal } from "../../../http/answer.js";
import { idField, rawField, textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import { marketLanguages } from "../../../models/languages.js";
// The portal's url and tag rules (spec 1 §4, §5), shared with the BFF and the web; the file imports nothing.
import { normalizeTags, resourceUrl, resourceUrlBase } from "../../../../../schema/src/admin/resource-url.js";

const MAX_TAGS = 50;
const MAX_TAG = 60;
const MAX_NAME = 200;

/** The resource form of `admin/resource/save`, read and checked. */
interface ResourceForm {
  /** -1: a new resource. */
  id: number;
  createKey: string;
  name: string;
  category: number;
  status: number;
  /** The section ids, the first the main category. */
  sections: number[];
  lang: string;
  typeId: number | null;
  budget: 0 | 1;
  tags: string[];
  description: string | null;
  reference: string | null;
}

/** `status`: 0, 1 or 2 (a new resource is a draft, 2, whatever it sends but a bad value). */
function statusOf(req: Request, id: number): number {
  const text = textField(req, "status");
  if (id !== -1 && !/^[012]$/.test(text)) throw new Refusal("status");
  if (id === -1 && text !== "" && !/^[012]$/.test(text)) throw new Refusal("status");
  return id === -1 ? 2 : Number(text);
}

/** `sections`: a comma list of the market's section ids of one type; answers them and the main one's type. */
async function sectionsOf(db: Db, req: Request): Promise<{ sections: number[]; mainType: number }> {
  const ids = [
    ...new Set(
      textField(req, "sections")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || !ids.every((part) => /^\d{1,9}$/.test(part))) throw new Refusal("sections");
  const found = await db.query<{ id: number; type: number }>("SELECT id, type FROM sections WHERE market = $1 AND id = ANY($2::int[])", [
    req.market,
    ids.map(Number),
  ]);
  const typeOfSection = new Map(found.map((s) => [s.id, s.type]));
  const mainType = typeOfSection.get(Number(ids[0]));
  if (mainType === undefined || !ids.every((part) => typeOfSection.get(Number(part)) === mainType)) throw new Refusal("sections");
  return { sections: ids.map(Number), mainType };
}

/** `type_id`: a piece type of the market (required for category 3), or null. */
async function typeIdOf(db: Db, req: Request, category: number): Promise<number | null> {
  const text = textField(req, "type_id");
  if (!text && category === 3) throw new Refusal("type");
  if (!text) return null;
  const [type] = /^\d{1,9}$/.test(text)
    ? await db.query<{ id: number }>("SELECT id FROM resource_types WHERE market = $1 AND id = $2", [req.market, Number(text)])
    : [];
  if (!type) throw new Refusal("type");
  return type.id;
}

/**
 * The form of `admin/resource/save` (README "Admin resources"), checked field by field in the order the refusals
 * name them: id, name, category, status, sections (the category follows the first one's area), lang, type, budget,
 * tags.
 */
export async function readResourceForm(db: Db, req: Request): Promise<ResourceForm> {
  const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
  if (id === undefined) throw new Refusal("id");
  const createKey = id === -1 ? textField(req, "create_key") : "";
  if (createKey && !/^[\w-]{8,64}$/.test(createKey)) throw new Refusal("id");
  const name = textField(req, "name");
  if (!resourceUrlBase(name) || name.length > MAX_NAME) throw new Refusal("name");
  const categoryText = textField(req, "category");
  if (!/^[345]$/.test(categoryText)) throw new Refusal("category");
  const category = Number(categoryText);
  const status = statusOf(req, id);
  const { sections, mainType } = await sectionsOf(db, req);
  if ((mainType <= 3 ? 3 : mainType) !== category) throw new Refusal("category");
  const languages = await marketLanguages(db, req.market);
  const langText = textField(req, "lang").toUpperCase();
  if (langText && !languages.includes(langText)) throw new Refusal("lang");
  if (!langText && category === 3) throw new Refusal("lang");
  const typeId = await typeIdOf(db, req, category);
  const budgetText = textField(req, "budget");
  if (budgetText !== "" && budgetText !== "0" && budgetText !== "1") throw new Refusal("budget");
  const budget = budgetText === "1" ? 1 : 0;
  if (budget === 1 && mainType > 2) throw new Refusal("budget");
  const tags = normalizeTags(rawField(req, "tags").split("|"));
  if (tags.length > MAX_TAGS || tags.some((tag) => tag.length > MAX_TAG)) throw new Refusal("tags");
  return {
    id,
    createKey,
    name,
    category,
    status,
    sections,
    lang: langText || languages[0],
    typeId,
    budget,
    tags,
    description: textField(req, "description") || null,
    reference: textField(req, "reference") || null,
  };
}

/** The url of `name` for a resource (`currentId`, -1 none): its base, `_1`, `_2`… until no other resource of the market has it. */
async function freeUrl(tx: Db, market: Market, name: string, currentId: number): Promise<string> {
  const base = resourceUrlBase(name);
  const taken = await tx.query<{ url: string }>(
    "SELECT url FROM resources WHERE market = $1 AND (url = $2 OR url LIKE $3 ESCAPE '\\') AND id <> $4",
    [market, base, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}\\_%`, currentId],
  );
  return resourceUrl(
    name,
    taken.map((row) => row.url),
  );
}

/**
 * Writes a checked form in one transaction: a create sent again with its key answers the resource it made; the url
 * follows the name (kept while the name stays); the sections are replaced. Two saves of one name at once: the second
 * meets the unique url and derives it again. Answers the resource's id; refusal `not_found`.
 */
export function saveResource(db: Db, market: Market, form: ResourceForm): Promise<number> {
  const save = () =>
    db.transaction(async (tx) => {
      if (form.createKey) {
        const [made] = await tx.query<{ id: number }>("SELECT id FROM resources WHERE market = $1 AND create_key = $2", [market, form.createKey]);
        if (made) return made.id;
      }
      const [current] =
        form.id === -1
          ? []
          : await tx.query<{ id: number; name: string; url: string }>(
              "SELECT id, name, url FROM resources WHERE market = $1 AND id = $2 FOR UPDATE",
              [market, form.id],
            );
      if (form.id !== -1 && !current) throw new Refusal("not_found");
      const url = current && current.name === form.name ? current.url : await freeUrl(tx, market, form.name, current?.id ?? -1);
      const { name, description, reference, budget, status, typeId, tags, category, lang } = form;
      const values = [name, description, url, reference, budget, status, typeId, tags.join("|"), category, lang];
      let savedId: number;
      if (!current) {
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO resources (name, description, url, reference, budget, status, type_id, tags, category, lang, market, create_key, new_resource, update_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, localtimestamp(0)) RETURNING id`,
          [...values, market, form.createKey || null],
        );
        savedId = created.id;
      } else {
        savedId = current.id;
        await tx.query(
          `UPDATE resources SET name = $1, description = $2, url = $3, reference = $4, budget = $5, status = $6, type_id = $7, tags = $8,
                  category = $9, lang = $10, update_date = localtimestamp(0)
            WHERE market = $11 AND id = $12`,
          [...values, market, savedId],
        );
        await tx.query("DELETE FROM resource_sections WHERE resource_id = $1", [savedId]);
      }
      for (const [pos, section] of form.sections.entries())
        await tx.query("INSERT INTO resource_sections (resource_id, section_id, pos) VALUES ($1, $2, $3)", [savedId, section, pos]);
      return savedId;
    });
  return retryOnUniqueViolation(save);
}
