import { describe, expect, it } from "vitest";
import { CATEGORY_SHOWN_SQL } from "@portal/legacy/testing";
import { useStack } from "../../test/use-stack.js";
import { invalidateHome } from "./home.cache.js";

const stack = useStack();
const { signIn, sql } = stack;

const HOME = /* GraphQL */ `
  query Home($es: Boolean!) {
    home {
      sliders {
        id
        name
        imageUrl
        link
        priority
      }
      video {
        id
        kind
        embedId
        url
      }
      diagnosticAlerts @include(if: $es) {
        competence
        comparation
        clusters
        dafo
        allDone
      }
      localActions @include(if: $es) {
        id
        name
        startDate
        endDate
      }
      newestResources {
        id
        language
        status
      }
    }
  }
`;

type Home = {
  home: {
    sliders: Array<{ id: string; name: string; imageUrl: string; link: string | null; priority: number }>;
    video: { id: string; kind: string; embedId: string | null; url: string } | null;
    diagnosticAlerts?: { competence: boolean; comparation: boolean; clusters: boolean; dafo: boolean; allDone: boolean } | null;
    localActions?: Array<{ id: string; name: string }>;
    newestResources: Array<{ id: string; language: string; status: string }>;
  };
};

const IN_WINDOW = `status = 1 AND (start_date IS NULL OR start_date <= now()::timestamp) AND (end_date IS NULL OR end_date >= now()::timestamp)`;

describe("home", () => {
  it("shows the market's banners in their window by priority, the current video and the 10 newest resources", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const { data, errors } = await b.graphql<Home>(HOME, { es: true });
    expect(errors).toBeUndefined();
    const sliders = await sql<{ id: number; name: string; file: string; url: string | null; priority: number }>(
      `SELECT id, name, file, url, priority FROM sliders WHERE market = 'ES' AND ${IN_WINDOW} ORDER BY priority`,
    );
    expect(sliders.length).toBeGreaterThan(0);
    expect(data!.home.sliders).toEqual(
      sliders.map((s) => ({ id: String(s.id), name: s.name, imageUrl: `/files/static/${s.file}`, link: s.url, priority: s.priority })),
    );
    const [video] = await sql<{ id: number; url: string }>(
      `SELECT id, url FROM videos WHERE market = 'ES' AND ${IN_WINDOW} ORDER BY start_date DESC NULLS LAST LIMIT 1`,
    );
    expect(data!.home.video).toMatchObject({ id: String(video.id), kind: "YOUTUBE", url: video.url });
    expect(data!.home.video?.embedId).toHaveLength(11);
    // The 10 newest visible ones: one in an inactive category among the catalogue's first 10 is replaced by the 11th.
    const newest = await sql<{ id: number }>(
      `SELECT r.id FROM resources r WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1
          AND ${CATEGORY_SHOWN_SQL} ORDER BY r.update_date DESC, r.id DESC LIMIT 10`,
    );
    const [{ hidden }] = await sql<{ hidden: number }>(
      `SELECT count(*)::int AS hidden FROM (SELECT id, update_date FROM resources WHERE market = 'ES' AND lang = 'CAST' AND status = 1
                           ORDER BY update_date DESC, id DESC LIMIT 10) r WHERE NOT (${CATEGORY_SHOWN_SQL})`,
    );
    expect(hidden, "the seed hides one of the catalogue's 10 newest").toBeGreaterThan(0);
    expect(data!.home.newestResources.map((r) => r.id)).toEqual(newest.map((r) => String(r.id)));
    expect(newest).toHaveLength(10);
  });

  it("shows the selected ES restaurant's diagnostic checks and local actions", async () => {
    const rows = await sql<{ site: string; id: number; competence: number; comparation: number; clusters: number; dafo: number }>(
      `SELECT r.site, r.id, d.competence, d.comparation, d.clusters, d.dafo FROM restaurants r
       JOIN user_restaurants ur ON ur.restaurant_id = r.id JOIN users u ON u.id = ur.user_id
       LEFT JOIN diagnostic_progress d ON d.restaurant_id = r.id
       WHERE u.email = 'franquiciado@demo.es' ORDER BY r.site`,
    );
    for (const row of rows) {
      const b = await signIn("ES", "franquiciado@demo.es", { site: row.site });
      const { data } = await b.graphql<Home>(HOME, { es: true });
      const done = { competence: row.competence === 1, comparation: row.comparation === 1, clusters: row.clusters === 1, dafo: row.dafo === 1 };
      expect(data!.home.diagnosticAlerts).toEqual({ ...done, allDone: Object.values(done).every(Boolean) });
      const actions = await sql<{ id: number }>(
        `SELECT id FROM marketing_actions WHERE restaurant_id = $1 AND type = 2 AND end_date >= current_date ORDER BY start_date, id`,
        [row.id],
      );
      expect(data!.home.localActions?.map((a) => a.id).sort()).toEqual(actions.map((a) => String(a.id)).sort());
    }
  });

  it("refuses the ES-only parts in PT and answers the rest in Portuguese", async () => {
    const b = await signIn("PT", "franqueado@demo.pt");
    const refused = await b.graphql<Home>(HOME, { es: true });
    expect(refused.errors?.map((e) => [e.path?.join("."), e.extensions?.code])).toEqual([
      ["home.diagnosticAlerts", "FORBIDDEN"],
      ["home.localActions", "FORBIDDEN"],
    ]);
    const { data, errors } = await b.graphql<Home>(HOME, { es: false });
    expect(errors).toBeUndefined();
    expect(data!.home.diagnosticAlerts).toBeUndefined();
    expect(data!.home.video).toMatchObject({ kind: "FILE", embedId: null });
    expect(data!.home.video?.url).toMatch(/^\/files\/static\/.+\.mp4$/);
    expect(new Set(data!.home.newestResources.map((r) => r.language))).toEqual(new Set(["PT"]));
    expect(data!.home.newestResources).toHaveLength(10);
  });

  it("costs nothing warm: reference data, banners, newest resources and their files, the restaurant's alerts and actions are cached", async () => {
    const b = await signIn("ES", "gerente@demo.es");
    const first = (await b.graphql<Home>(HOME, { es: true })).data;
    stack.calls.length = 0;
    expect((await b.graphql<Home>(HOME, { es: true })).data).toEqual(first);
    expect(stack.calls).toEqual([]);
    // The restaurant's part lives under the prefix its diagnostic and plan saves will invalidate.
    const { viewer } = (await b.graphql<{ viewer: { selectedRestaurant: { id: string } } }>(`{ viewer { selectedRestaurant { id } } }`)).data!;
    stack.calls.length = 0;
    invalidateHome.restaurant(stack.cache, "ES", viewer.selectedRestaurant.id);
    expect((await b.graphql<Home>(HOME, { es: true })).data).toEqual(first);
    expect(stack.calls.map((c) => c.path).sort()).toEqual(["actions", "diagnostic/alerts"]);
  });

  it("'show later' puts the video off for the session: every later home of it has none; another session has it again", async () => {
    const b = await signIn("ES", "consultor@demo.es");
    const video = (await b.graphql<Home>(HOME, { es: true })).data!.home.video;
    expect(video).not.toBeNull();
    const later = await b.graphql<{ showVideoLater: boolean }>(`mutation ($id: ID!) { showVideoLater(input: { videoId: $id }) }`, {
      id: video!.id,
    });
    expect([later.errors, later.data]).toEqual([undefined, { showVideoLater: true }]);
    expect((await b.graphql<Home>(HOME, { es: true })).data!.home.video).toBeNull();
    const other = await signIn("ES", "consultor@demo.es");
    expect((await other.graphql<Home>(HOME, { es: true })).data!.home.video).toEqual(video);
  });
});
