import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "@portal/legacy";
import { loadConfig } from "../config.js";
import { containersOf, kustomizeBuild, type KubeObject } from "./kustomize.js";
import { schemaProblems } from "./kubernetes-schemas.js";
import { useStack } from "./use-stack.js";

/**
 * deploy/kubernetes, as each overlay applies it (kustomize.ts resolves it as `kustomize build` would): every object
 * valid by the Kubernetes schemas, and every setting one the BFF reads, parses and lines up with (its config reader,
 * its routes, its drain), like deployment.test.ts for docker-compose.
 */
const root = new URL("../../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");
const OVERLAYS = ["development", "production"] as const;
const build = (overlay: string) => kustomizeBuild(fileURLToPath(new URL(`deploy/kubernetes/overlays/${overlay}`, root)));

/** Manifests read as data, asserted field by field. */
type Json = Record<string, any>;

function find(objects: KubeObject[], kind: string, name: string): Json {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind}/${name}`);
  return found;
}

/** Stand-ins for the Secret's values (never in the manifests), valid for the config reader. */
const SECRET_EXAMPLES: Record<string, string> = {
  SESSION_SECRET: "0123456789abcdef".repeat(4),
  REDIS_URL: "redis://redis:6379",
  DATABASE_URL: "postgres://portal:secret@postgres:5432/catalogue",
};

/** The image's own ENV (the Dockerfile's stage), under the container's. */
function imageEnv(stage: string): Record<string, string> {
  const dockerfile = read("Dockerfile");
  const [stageText] = dockerfile.slice(dockerfile.indexOf(`AS ${stage}\n`)).split(/\nFROM /);
  const line = /^ENV (.+)$/m.exec(stageText)?.[1] ?? "";
  return Object.fromEntries(line.split(/\s+/).map((pair) => pair.split("=") as [string, string]));
}

/** A container's environment as the kubelet gives it: its ConfigMaps, then its own entries (a Secret's by example). */
function containerEnv(objects: KubeObject[], container: Json) {
  const fromConfigMaps = (container.envFrom ?? []).map((source: Json) => find(objects, "ConfigMap", source.configMapRef.name).data);
  const own = (container.env ?? []).map((entry: Json) => [entry.name, entry.value ?? SECRET_EXAMPLES[entry.name]]);
  const secrets = (container.env ?? []).filter((entry: Json) => entry.valueFrom).map((entry: Json) => [entry.name, entry.valueFrom.secretKeyRef]);
  return { env: Object.assign({}, ...fromConfigMaps, Object.fromEntries(own)) as Record<string, string>, secrets: Object.fromEntries(secrets) };
}

/** The variables loadConfig reads. */
function namesTheBffReads(): Set<string> {
  const names = new Set<string>();
  const spy = new Proxy(
    { SESSION_SECRET: SECRET_EXAMPLES.SESSION_SECRET },
    { get: (env, name: string) => (names.add(name), Reflect.get(env, name)) },
  );
  loadConfig(spy as NodeJS.ProcessEnv);
  return names;
}

function bffOf(objects: KubeObject[]) {
  const deployment = find(objects, "Deployment", "bff");
  const [container] = containersOf(deployment as KubeObject) as Json[];
  const { env, secrets } = containerEnv(objects, container);
  const full = { ...imageEnv("bff"), ...env };
  return { deployment, pod: deployment.spec.template, container, env: full, secrets, config: loadConfig(full) };
}

const portOf = (container: Json, name: string) => container.ports.find((port: Json) => port.name === name)?.containerPort;
function mebibytes(quantity: string): number {
  const [, amount, unit] = /^(\d+)(Mi|Gi)$/.exec(quantity) ?? [];
  return Number(amount) * (unit === "Gi" ? 1024 : 1);
}

describe("the schema check itself", () => {
  it("reports a wrong type and a field the schema does not know", () => {
    const deployment = structuredClone(find(build("production"), "Deployment", "bff")) as KubeObject & Json;
    deployment.spec.template.spec.terminationGracePeriodSecond = 30;
    expect(schemaProblems(deployment)).toEqual(["Deployment/bff: unknown field /spec/template/spec/terminationGracePeriodSecond"]);
    deployment.spec.template.spec.containers[0].ports[0].containerPort = "4000";
    expect(schemaProblems(deployment)).toEqual(["Deployment/bff: data/spec/template/spec/containers/0/ports/0/containerPort must be integer"]);
  });
});

describe.each(OVERLAYS)("the Kubernetes overlay %s", (overlay) => {
  const objects = build(overlay);
  const bff = bffOf(objects);

  it("is made of valid objects only, with no field the Kubernetes schemas do not know, and no Secret", () => {
    expect(objects.flatMap(schemaProblems)).toEqual([]);
    expect(objects.filter((o) => o.kind === "Secret")).toEqual([]);
    expect(new Set(objects.map((o) => o.metadata.namespace))).toEqual(new Set([overlay === "production" ? "portal" : "portal-dev"]));
  });

  it("passes the BFF settings it reads, which parse; the secrets from the Secret bff-secrets", () => {
    const known = namesTheBffReads();
    const declared = [...Object.keys(find(objects, "ConfigMap", "bff-config").data), ...bff.container.env.map((entry: Json) => entry.name)];
    expect(declared.filter((name) => !known.has(name))).toEqual([]);
    for (const name of ["LEGACY_URL_ES", "LEGACY_URL_PT", "MARKET_HOSTS", "TRUST_PROXY", "SHUTDOWN_TIMEOUT_MS"]) expect(declared).toContain(name);
    expect(bff.secrets).toEqual({
      SESSION_SECRET: { name: "bff-secrets", key: "SESSION_SECRET" },
      REDIS_URL: { name: "bff-secrets", key: "REDIS_URL" },
    });
    expect(bff.config.production).toBe(true);
    const numbers = Object.entries(bff.config).filter(([, value]) => typeof value === "number");
    expect(numbers.filter(([, value]) => !Number.isFinite(value))).toEqual([]);
    expect(bff.config.trustProxy.length).toBeGreaterThan(0);
  });

  it("lines up ports, probes and Service with the BFF: HTTP for the Ingress and the probes, metrics apart", () => {
    const { container, pod, config } = bff;
    expect([portOf(container, "http"), portOf(container, "metrics"), config.metricsHost]).toEqual([config.port, config.metricsPort, "0.0.0.0"]);
    expect(pod.metadata.annotations).toMatchObject({ "prometheus.io/port": String(config.metricsPort), "prometheus.io/path": "/metrics" });
    const probes = ["startupProbe", "readinessProbe", "livenessProbe"].map((probe) => [probe, container[probe].httpGet]);
    expect(probes).toEqual([
      ["startupProbe", { path: "/healthz", port: "http" }],
      ["readinessProbe", { path: "/readyz", port: "http" }],
      ["livenessProbe", { path: "/healthz", port: "http" }],
    ]);
    const service = find(objects, "Service", "bff");
    expect(pod.metadata.labels).toMatchObject(service.spec.selector);
    expect(service.spec.ports).toEqual([{ name: "http", port: 80, targetPort: "http" }]);
  });

  it("terminates gracefully: the grace period covers the preStop pause, SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS", () => {
    const { command } = bff.container.lifecycle.preStop.exec;
    expect(command).toEqual(["sleep", expect.stringMatching(/^\d+$/)]);
    const pauseMs = Number(command[1]) * 1000;
    const drainMs = bff.config.shutdownDelayMs + bff.config.shutdownTimeoutMs;
    expect(pauseMs).toBeGreaterThan(0);
    expect(bff.pod.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(drainMs + pauseMs);
  });

  it("reserves and bounds resources (memory above the heap bin/start allows), scales on CPU, spares a replica", () => {
    const { requests, limits } = bff.container.resources;
    for (const bound of [requests, limits]) expect(Object.keys(bound).sort()).toEqual(["cpu", "memory"]);
    const heap = Number(/--max-old-space-size=(\d+)/.exec(read("packages/bff/bin/start"))?.[1]);
    expect(mebibytes(limits.memory)).toBeGreaterThan(heap);
    expect(bff.deployment.spec.replicas).toBeUndefined(); // the autoscaler's
    const autoscaler = find(objects, "HorizontalPodAutoscaler", "bff");
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "bff" });
    expect(autoscaler.spec.metrics).toEqual([
      { type: "Resource", resource: { name: "cpu", target: { type: "Utilization", averageUtilization: 70 } } },
    ]);
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(overlay === "production" ? 3 : 1);
    const budget = find(objects, "PodDisruptionBudget", "bff");
    expect([budget.spec.maxUnavailable, bff.pod.metadata.labels]).toEqual([1, expect.objectContaining(budget.spec.selector.matchLabels)]);
  });

  it("routes each market's host, and only those, to the BFF; TLS exactly when its cookies are Secure", () => {
    const ingress = find(objects, "Ingress", "portal");
    const hosts = ingress.spec.rules.map((rule: Json) => rule.host);
    expect(new Set(hosts)).toEqual(new Set(bff.config.marketHosts.keys()));
    expect(new Set(bff.config.marketHosts.values())).toEqual(new Set(["ES", "PT"]));
    const backends = ingress.spec.rules.flatMap((rule: Json) => rule.http.paths.map((path: Json) => [path.path, path.backend.service]));
    expect(backends).toEqual(hosts.map(() => ["/", { name: "bff", port: { name: "http" } }]));
    const tlsHosts = (ingress.spec.tls ?? []).flatMap((tls: Json) => tls.hosts);
    expect(bff.config.cookieSecure ? new Set(tlsHosts) : tlsHosts).toEqual(bff.config.cookieSecure ? new Set(hosts) : []);
  });

  it("lets the ingress controller alone reach the BFF's HTTP port (TRUST_PROXY believes it), and monitoring its metrics", () => {
    const policy = find(objects, "NetworkPolicy", "bff");
    expect(bff.pod.metadata.labels).toMatchObject(policy.spec.podSelector.matchLabels);
    const rules = policy.spec.ingress.map((rule: Json) => [rule.from.map((from: Json) => from.namespaceSelector.matchLabels), rule.ports]);
    expect(rules).toEqual([
      [[{ "kubernetes.io/metadata.name": "ingress-nginx" }], [{ port: "http" }]],
      [[{ "kubernetes.io/metadata.name": "monitoring" }], [{ port: "metrics" }]],
    ]);
    const redis = find(objects, "Service", "redis");
    expect([redis.spec.type, redis.spec.externalName]).toEqual(["ExternalName", expect.not.stringMatching(/\.invalid$/)]);
  });

  if (overlay === "production")
    it("uses the company's catalogue over HTTPS and a pinned image", () => {
      for (const url of Object.values(bff.config.legacyUrls)) expect(new URL(url).protocol).toBe("https:");
      expect(objects.filter((o) => /catalogue|postgres/.test(o.metadata.name))).toEqual([]);
      expect(bff.container.image).toMatch(/^[\w.-]+\/[\w/-]+:\d+\.\d+\.\d+$/);
    });
  else
    it("runs the stand-in catalogue on an external PostgreSQL, reached by the BFF and, for its sign-in page, the Ingress", () => {
      const catalogue = find(objects, "Deployment", "catalogue");
      const [container] = containersOf(catalogue as KubeObject) as Json[];
      const legacy = configFromEnv({ ...imageEnv("legacy"), ...containerEnv(objects, container).env });
      expect([legacy.databaseUrl, legacy.host, legacy.production]).toEqual([SECRET_EXAMPLES.DATABASE_URL, "0.0.0.0", false]);
      const service = find(objects, "Service", "catalogue");
      expect(service.spec.ports).toEqual([{ name: "http", port: legacy.port, targetPort: "http" }]);
      expect(portOf(container, "http")).toBe(legacy.port);
      for (const url of Object.values(bff.config.legacyUrls)) expect(new URL(url).host).toBe(`catalogue:${legacy.port}`);
      const signIn = new URL(bff.config.externalSignInUrls.PT!);
      const [rule] = find(objects, "Ingress", "catalogue-sign-in").spec.rules;
      expect([rule.host, rule.http.paths]).toEqual([
        signIn.hostname,
        [{ path: signIn.pathname, pathType: "Exact", backend: { service: { name: "catalogue", port: { name: "http" } } } }],
      ]);
      expect(find(objects, "Service", "postgres").spec.type).toBe("ExternalName");
    });
});

describe("the probes of the manifests", () => {
  const stack = useStack();
  it("hit the BFF's real routes, which answer 200 on a running stack", async () => {
    const paths = new Set(
      OVERLAYS.flatMap((overlay) => ["startupProbe", "readinessProbe", "livenessProbe"].map((p) => bffOf(build(overlay)).container[p].httpGet.path)),
    );
    expect([...paths].sort()).toEqual(["/healthz", "/readyz"]);
    for (const path of paths) expect([path, (await fetch(`${stack.url}${path}`)).status]).toEqual([path, 200]);
  });
});
