import { toPortalUser, type LegacyUser, type PortalUser } from "./session.js";
import type { Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** The account area's catalogue paths (packages/legacy/README.md, "Account"). */
export interface AccountPaths {
  "user/update": Post<{ name: string; phone: string }, Omit<LegacyUser, "exp" | "restaurants">>;
  "user/notifications": Post<{ new_files: 0 | 1 }, { newFiles: boolean }>;
}

/** The account calls of the catalogue: the user's own profile and notification choices. */
export const accountCalls = {
  /** Saves the user's name and phone; the saved user (its session expiry and restaurants are the caller's to keep). */
  async update(up: Upstream, input: { name: string; phone: string }, current: PortalUser): Promise<PortalUser> {
    const saved = await up.post("user/update", input);
    return { ...toPortalUser({ ...saved, exp: current.sessionExpiresAt.getTime() / 1000 }), restaurants: current.restaurants };
  },

  async setNewFiles(up: Upstream, newFiles: boolean): Promise<boolean> {
    return (await up.post("user/notifications", { new_files: newFiles ? 1 : 0 })).newFiles;
  },
};
