import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configFromEnv } from "@portal/legacy";
import { loadConfig } from "../config.js";

/**
 * docker-compose.yml and the Dockerfile, read as data (`docker compose config` needs Docker, which CI machines do
 * not have): the deployment the README documents is the one they describe, and every setting it passes is one the
 * programs read.
 */
const root = new URL("../../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

interface Service {
  image?: string;
  build?: { context: string; target: string };
  init?: boolean;
  ports?: string[];
  expose?: string[];
  networks?: { default?: { ipv4_address?: string } };
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  command?: string[];
  volumes?: string[];
}
const compose = parse(read("docker-compose.yml")) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: { default: { ipam: { config: Array<{ subnet: string }> } } };
};
const { services } = compose;
const nginx = read("deploy/nginx.conf");
const bffEnv = { ...services.bff.environment!, SESSION_SECRET: "x".repeat(32), NODE_ENV: "production" };

describe("the docker-compose deployment", () => {
  it("runs two BFF replicas behind nginx, only nginx published, node under an init", () => {
    expect(services.bff.deploy?.replicas).toBe(2);
    expect(services.bff.ports).toBeUndefined();
    expect(services.proxy.ports).toEqual(["4000:80"]);
    for (const name of ["bff", "legacy"]) expect([name, services[name].init]).toEqual([name, true]);
    expect(nginx).toMatch(/set \$bff http:\/\/bff:4000;/);
    expect(nginx).toMatch(/proxy_set_header Host \$http_host;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it("publishes the portal only (and Mailpit on this host's loopback): never Redis, PostgreSQL or the catalogue", () => {
    const published = Object.entries(services).flatMap(([name, service]) => (service.ports ?? []).map((port) => [name, port]));
    expect(published).toEqual([
      ["proxy", "4000:80"],
      ["mailpit", "127.0.0.1:8025:8025"],
    ]);
    for (const name of Object.keys(services)) expect([name, services[name].expose]).toEqual([name, undefined]);
    // The catalogue runs as in production: no development mailbox (/outbox lists the password-reset links).
    expect(configFromEnv(services.legacy.environment).production).toBe(true);
    // The browser reaches the stand-in's sign-in page through the proxy, which passes that page alone.
    const signIn = new URL(loadConfig(bffEnv).externalSignInUrls.PT!);
    expect([signIn.host, signIn.pathname]).toEqual(["pt.localhost:4000", "/pt/sso/login"]);
    expect(nginx).toMatch(/location = \/pt\/sso\/login \{[^}]*\}[^}]*proxy_pass \$catalogue;/);
    expect(nginx.match(/proxy_pass \$catalogue;/g)).toHaveLength(1);
    expect(nginx).toMatch(/set \$catalogue http:\/\/legacy:4010;/);
  });

  it("keeps the metrics off the published port: on each replica's loopback, refused at the proxy", () => {
    const config = loadConfig(bffEnv);
    expect([config.metricsPort, config.metricsHost]).toEqual([9464, "127.0.0.1"]);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });

  it("passes the BFF and the catalogue settings they read, with the replicas trusting the proxy's address only", () => {
    const config = loadConfig(bffEnv);
    const proxyAddress = services.proxy.networks?.default?.ipv4_address;
    expect([config.redisUrl, config.legacyUrls, config.trustProxy, config.cookieSecure]).toEqual([
      "redis://redis:6379",
      { ES: "http://legacy:4010/es/api/", PT: "http://legacy:4010/pt/api/" },
      [proxyAddress],
      false,
    ]);
    expect(compose.networks.default.ipam.config).toEqual([{ subnet: "172.30.40.0/24" }]);
    expect(proxyAddress).toMatch(/^172\.30\.40\.\d+$/);
    expect(services.bff.environment!.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/); // from the environment, never written
    const legacy = configFromEnv(services.legacy.environment);
    expect([legacy.databaseUrl, legacy.dataDir, legacy.smtpUrl]).toEqual([
      "postgres://portal:portal@postgres:5432/catalogue",
      "/data",
      "smtp://mailpit:1025",
    ]);
  });

  it("keeps Redis (append-only), PostgreSQL and the catalogue's files on named volumes; Mailpit receives the mails", () => {
    expect(services.redis.command).toEqual(expect.arrayContaining(["--appendonly", "yes"]));
    expect(services.redis.volumes).toEqual(["redis-data:/data"]);
    expect(services.postgres.volumes).toEqual(["postgres-data:/var/lib/postgresql/data"]);
    expect(services.legacy.volumes).toEqual(["catalogue-files:/data"]);
    expect(Object.keys(compose.volumes).sort()).toEqual(["catalogue-files", "postgres-data", "redis-data"]);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:/);
  });

  it("builds the BFF image from `pnpm deploy --prod` output, run by node as a user without privileges", () => {
    const dockerfile = read("Dockerfile");
    const bffStage = dockerfile.slice(dockerfile.indexOf("AS bff"));
    expect(dockerfile).toMatch(/pnpm --filter @portal\/bff deploy --prod/);
    expect(bffStage).toMatch(/^USER node$/m);
    expect(bffStage).toMatch(/^CMD \["\/app\/bff\/bin\/start"\]$/m);
    expect(read("packages/bff/bin/start")).toMatch(/^exec "\$\{NODE:-node\}"/m);
    expect(read(".dockerignore").split("\n")).toEqual(expect.arrayContaining(["**/node_modules", "**/dist", ".git", ".data"]));
  });
});
