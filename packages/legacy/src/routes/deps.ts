import type { Multer } from "multer";
import type { SessionStore } from "../auth/sessions.js";
import type { Db } from "../db/db.js";
import type { SessionMiddlewares } from "../http/session.js";
import type { FileStorage } from "../storage/files.js";

/** What every area's routes get: the database, sessions and their guards, files and uploads. */
export interface RouteDeps {
  db: Db;
  sessions: SessionStore;
  guards: SessionMiddlewares;
  storage: FileStorage;
  upload: Multer;
}
