// Many signed-in users on the real screens' queries, in a process of its own (the load generator does not share an
// event loop with the in-process catalogue). Options arrive as JSON in argv[2]; the summary is printed as JSON.
//
//   phase "think": every user asks one screen's query, waits 1–3 s (uniform), asks again — for `seconds`.
//   phase "capacity": `capacityUsers` of them ask without think time — enough to keep the BFF busy, few enough that
//     none waits behind the others: the answers served per second are the BFF's capacity.
//   phase "flood": every user asks again as soon as it has its answer (no think time) — past the BFF's capacity; its
//     answers served per second (goodput) are compared with the capacity's.
// A user refused (503 SERVER_BUSY) waits its Retry-After before asking again, as a user of the portal would.
import http from "node:http";

const { bffUrl, users, accounts, screens, thinkSeconds, floodSeconds, thinkMs, capacityUsers } = JSON.parse(process.argv[2]);
const port = new URL(bffUrl).port;
/** Each user is a browser with its own keep-alive connection (opened at its sign-in, not all in the same instant). */
const newAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(agent, body, cookie) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      `${bffUrl}/graphql`,
      {
        method: "POST",
        agent,
        timeout: 30_000,
        headers: { host: `es.localhost:${port}`, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }),
        );
        res.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, body: "", error: error.code ?? error.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, body: "", error: error.code ?? error.message }));
    req.end(body);
  });
}

const LOGIN = `mutation BenchLogin($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { __typename } }`;

/** Signs `users` sessions in, 20 at a time, round-robin over the accounts: each { agent, cookie }. */
async function signIn() {
  const sessions = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < users) {
        const account = accounts[next++ % accounts.length];
        const agent = newAgent();
        let answer = await post(agent, JSON.stringify({ query: LOGIN, variables: account }));
        // Refused at capacity: as a user would, sign in again after Retry-After.
        for (let tries = 0; answer.status === 503 && answer.body.includes("SERVER_BUSY") && tries < 10; tries++) {
          await new Promise((resolve) => setTimeout(resolve, Number(answer.headers["retry-after"] ?? 2) * 1000));
          answer = await post(agent, JSON.stringify({ query: LOGIN, variables: account }));
        }
        const cookie = []
          .concat(answer.headers?.["set-cookie"] ?? [])
          .map((line) => line.split(";")[0])
          .find((pair) => pair.startsWith("portal.sid="));
        if (!cookie || !answer.body.includes("LoginSuccess")) throw new Error(`sign-in failed (${answer.status}): ${answer.body.slice(0, 200)}`);
        sessions.push({ agent, cookie });
      }
    }),
  );
  return sessions;
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** One phase: every session in its own loop until `seconds` have passed; answers sorted by kind. */
async function phase(sessions, seconds, think) {
  const until = Date.now() + seconds * 1000;
  const served = [];
  const refused = [];
  const errors = {};
  const bodies = screens.map((s) => JSON.stringify({ query: s.text, variables: s.variables, operationName: s.name }));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await Promise.all(
    sessions.map(async ({ agent, cookie }) => {
      // Users do not all arrive in the same millisecond.
      if (think) await sleep(Math.random() * thinkMs[1]);
      while (Date.now() < until) {
        const answer = await post(agent, bodies[Math.floor(Math.random() * bodies.length)], cookie);
        if (answer.status === 200 && !answer.body.includes('"errors"')) served.push(answer.ms);
        else if (answer.status === 503 && answer.body.includes("SERVER_BUSY")) {
          refused.push(answer.ms);
          // As the portal does: the user is told the portal is busy and tries again after Retry-After.
          await sleep(Number(answer.headers["retry-after"] ?? 2) * 1000);
        } else {
          const code = answer.error ?? /"code":"([A-Z_]+)"/.exec(answer.body)?.[1] ?? "";
          const kind = `${answer.status}${code ? ` ${code}` : ""}`;
          errors[kind] = (errors[kind] ?? 0) + 1;
        }
        if (think) await sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
      }
    }),
  );
  served.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  const total = served.length + refused.length + Object.values(errors).reduce((a, b) => a + b, 0);
  return {
    seconds,
    requests: total,
    rps: round(total / seconds),
    served: served.length,
    refused: refused.length,
    refusedShare: total ? Math.round((refused.length / total) * 1000) / 1000 : 0,
    servedPerSecond: round(served.length / seconds),
    errors,
    servedMs: {
      p50: round(percentile(served, 50)),
      p90: round(percentile(served, 90)),
      p99: round(percentile(served, 99)),
      max: round(served.at(-1) ?? null),
    },
    refusedMs: { p50: round(percentile(refused, 50)), p99: round(percentile(refused, 99)), max: round(refused.at(-1) ?? null) },
  };
}

const t0 = Date.now();
const sessions = await signIn();
const signInSeconds = Math.round((Date.now() - t0) / 100) / 10;
const think = await phase(sessions, thinkSeconds, true);
const capacity = await phase(sessions.slice(0, capacityUsers), floodSeconds, false);
const flood = await phase(sessions, floodSeconds, false);
for (const { agent } of sessions) agent.destroy();
process.stdout.write(JSON.stringify({ users, signInSeconds, think, capacity, flood, capacityUsers }));
