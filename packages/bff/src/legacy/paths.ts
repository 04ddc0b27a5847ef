import type { FormData } from "undici";
import type { FormValue } from "./form.js";
import type { AccountPaths } from "./account.js";
import type { ChannelsPaths } from "./channels.types.js";
import type { CollectionPaths } from "./collections.js";
import type { AdminVideoPaths } from "./admin/videos.js";
import type { InformPaths } from "./admin/inform.js";
import type { AdminRestaurantPaths } from "./admin/restaurants.js";
import type { AdminSectionPaths } from "./admin/sections.js";
import type { AdminSliderPaths } from "./admin/sliders.js";
import type { AdminResourcePaths } from "./admin/resources.js";
import type { ImportPaths } from "./admin/import.js";
import type { AdminMopPaths } from "./admin/mop.js";
import type { PartnerPaths } from "./partner.js";
import type { DiagnosticPaths } from "./diagnostic.js";
import type { HomePaths } from "./home.js";
import type { LibraryPaths } from "./library.js";
import type { MarketingPaths } from "./marketing.js";
import type { OrderingPaths } from "./ordering.js";
import type { SessionPaths } from "./session.js";

/** The form fields a catalogue call takes (snake_case, as the catalogue names them). */
export type Form = Record<string, FormValue>;

/** A GET of the catalogue and the `data` it answers. */
export interface Get<Answer> {
  method: "GET";
  form: undefined;
  answer: Answer;
}

/** A form-encoded POST of the catalogue: the fields it takes and the `data` it answers. */
export interface Post<Fields extends Form, Answer> {
  method: "POST";
  form: Fields;
  answer: Answer;
}

/** A multipart POST of the catalogue (an upload): the `FormData` it takes and the `data` it answers. */
export interface Multipart<Answer> {
  method: "MULTIPART";
  form: FormData;
  answer: Answer;
}

/**
 * Every call of the catalogue the BFF makes, by path: each area declares its own table beside its calls
 * (`legacy/<area>.ts`), so `Upstream` checks the form going out and types the answer coming back — no cast
 * at a call site. An area's table joins here.
 */
export interface CataloguePaths
  extends
    SessionPaths,
    LibraryPaths,
    CollectionPaths,
    HomePaths,
    DiagnosticPaths,
    MarketingPaths,
    AdminVideoPaths,
    AdminRestaurantPaths,
    AdminSectionPaths,
    AdminSliderPaths,
    AdminResourcePaths,
    OrderingPaths,
    AccountPaths,
    InformPaths,
    AdminMopPaths,
    PartnerPaths,
    ImportPaths,
    ChannelsPaths {}

export type CataloguePath = keyof CataloguePaths;
export type Method = "GET" | "POST" | "MULTIPART";

/** The paths called with `method`. */
export type PathOf<M extends Method> = { [P in CataloguePath]: CataloguePaths[P]["method"] extends M ? P : never }[CataloguePath];
export type FormOf<P extends CataloguePath> = CataloguePaths[P]["form"];
export type AnswerOf<P extends CataloguePath> = CataloguePaths[P]["answer"];
