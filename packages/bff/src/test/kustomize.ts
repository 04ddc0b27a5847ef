import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";

/** A Kubernetes object as a manifest writes it. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

type Json = Record<string, unknown>;

/**
 * `kustomize build` for the part of Kustomize that deploy/kubernetes uses, so that `pnpm test` sees the objects an
 * overlay applies without the kustomize binary: `resources` (files and folders), `configMapGenerator` (`envs`,
 * `literals`, `behavior` create or merge), `patches` (strategic-merge patch files naming their target), `images` and
 * `namespace`. Anything else in a kustomization is refused, so the manifests cannot drift past what this checks.
 * Left out on purpose: the hash suffix Kustomize adds to a generated ConfigMap's name (it renames the references
 * with it, so the references here are checked by the plain name).
 */
export function kustomizeBuild(folder: string): KubeObject[] {
  const kustomization = readYaml(join(folder, "kustomization.yaml"))[0] as Json;
  const unknown = Object.keys(kustomization).filter((key) => !KUSTOMIZATION_FIELDS.has(key));
  if (unknown.length) throw new Error(`${folder}: kustomization fields this resolver does not apply: ${unknown.join(", ")}`);
  const objects: KubeObject[] = [];
  for (const resource of list<string>(kustomization.resources)) {
    const path = join(folder, resource);
    objects.push(...(statSync(path).isDirectory() ? kustomizeBuild(path) : (readYaml(path) as KubeObject[])));
  }
  for (const generator of list<Json>(kustomization.configMapGenerator)) generateConfigMap(folder, generator, objects);
  for (const patch of list<Json>(kustomization.patches)) {
    if (Object.keys(patch).some((key) => key !== "path")) throw new Error(`${folder}: only patches given by path are applied`);
    for (const change of readYaml(join(folder, String(patch.path))) as KubeObject[]) {
      const target = objects.find((o) => o.apiVersion === change.apiVersion && o.kind === change.kind && o.metadata.name === change.metadata.name);
      if (!target) throw new Error(`${folder}: the patch of ${change.kind}/${change.metadata.name} has no target`);
      objects.splice(objects.indexOf(target), 1, mergePatch(target, change) as KubeObject);
    }
  }
  for (const image of list<{ name: string; newName?: string; newTag?: string }>(kustomization.images)) {
    for (const container of objects.flatMap(containersOf)) {
      if (container.image.replace(/[:@].*$/, "") !== image.name) continue;
      container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : container.image.replace(/^[^:@]*/, "")}`;
    }
  }
  const namespace = kustomization.namespace as string | undefined;
  if (namespace) for (const object of objects) object.metadata.namespace = namespace;
  return objects;
}

const KUSTOMIZATION_FIELDS = new Set(["apiVersion", "kind", "namespace", "resources", "images", "configMapGenerator", "patches"]);

/** The containers of a pod template (a Deployment's). */
export function containersOf(object: KubeObject): Array<{ name: string; image: string } & Json> {
  const spec = (object.spec as { template?: { spec?: { containers?: Array<{ name: string; image: string }> } } } | undefined)?.template?.spec;
  return spec?.containers ?? [];
}

function readYaml(path: string): unknown[] {
  return parseAllDocuments(readFileSync(path, "utf8"))
    .map((document) => {
      if (document.errors.length) throw new Error(`${path}: ${document.errors[0].message}`);
      return document.toJS() as unknown;
    })
    .filter((value) => value !== null);
}

const list = <T>(value: unknown): T[] => (value === undefined ? [] : (value as T[]));

/** `KEY=VALUE` lines of an env file or literals (blank lines and `#` comments skipped), as Kustomize reads them. */
function pairs(lines: string[]): Record<string, string> {
  const entries = lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const at = line.indexOf("=");
      if (at < 1) throw new Error(`not KEY=VALUE: ${line}`);
      return [line.slice(0, at), line.slice(at + 1)];
    });
  return Object.fromEntries(entries);
}

function generateConfigMap(folder: string, generator: Json, objects: KubeObject[]) {
  const files = list<string>(generator.envs).flatMap((file) => readFileSync(join(folder, file), "utf8").split("\n"));
  const data = pairs([...files, ...list<string>(generator.literals)]);
  const name = String(generator.name);
  const existing = objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === name);
  const behavior = generator.behavior ?? "create";
  if (behavior === "create" && !existing) return void objects.push({ apiVersion: "v1", kind: "ConfigMap", metadata: { name }, data });
  if (behavior === "merge" && existing) return void (existing.data = { ...(existing.data as Json), ...data });
  throw new Error(
    `${folder}: configMapGenerator ${name} with behavior ${String(behavior)} ${existing ? "exists already" : "has nothing to merge into"}`,
  );
}

/** The lists a strategic-merge patch merges item by item (by this key); those in ATOMIC_LISTS it replaces whole. */
const MERGE_KEYS: Record<string, string> = { containers: "name", initContainers: "name", env: "name", volumes: "name", volumeMounts: "mountPath" };
const ATOMIC_LISTS = new Set(["rules", "tls", "hosts", "paths", "command", "args", "metrics", "ingress", "policyTypes"]);

/** A strategic-merge patch (Kubernetes' rules for the fields above; any other list in a patch is refused). */
export function mergePatch(base: unknown, patch: unknown, field = ""): unknown {
  if (Array.isArray(patch)) {
    const key = MERGE_KEYS[field];
    if (!key && !ATOMIC_LISTS.has(field)) throw new Error(`strategic merge of the list "${field}" is not supported here`);
    if (!key || !Array.isArray(base)) return patch;
    const merged = [...(base as Json[])];
    for (const item of patch as Json[]) {
      const at = merged.findIndex((other) => other[key] === item[key]);
      if (at < 0) merged.push(item);
      else merged[at] = mergePatch(merged[at], item) as Json;
    }
    return merged;
  }
  if (patch === null || typeof patch !== "object") return patch;
  const merged: Json = { ...(base && typeof base === "object" ? (base as Json) : {}) };
  for (const [name, value] of Object.entries(patch as Json)) {
    if (name.startsWith("$")) throw new Error(`patch directive ${name} is not supported here`);
    if (value === null) delete merged[name];
    else merged[name] = mergePatch(merged[name], value, name);
  }
  return merged;
}
