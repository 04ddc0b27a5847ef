import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Service } from "kubernetes-models/v1/Service";
import type { KubeObject } from "./kustomize.js";

/** The kinds deploy/kubernetes uses, with their models (kubernetes-models: the API's OpenAPI schemas, compiled). */
const MODELS: Record<string, { prototype: { validate(): void } }> = {
  "apps/v1/Deployment": Deployment,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "networking.k8s.io/v1/Ingress": Ingress,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "v1/ConfigMap": ConfigMap,
  "v1/Service": Service,
};

interface Reads {
  value: object;
  read: Set<string>;
  /** Its keys were listed: a map (labels, data, limits), whose keys the schema does not name. */
  listed: boolean;
}

/** `value`, with every property read of it and of what it holds recorded by path. */
function watched(value: unknown, path: string, reads: Map<string, Reads>): unknown {
  if (value === null || typeof value !== "object") return value;
  const record: Reads = { value, read: new Set(), listed: false };
  reads.set(path, record);
  return new Proxy(value, {
    get(target, key, receiver) {
      const found = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== "string" || !Object.hasOwn(target, key)) return found;
      record.read.add(key);
      return watched(found, `${path}/${key}`, reads);
    },
    ownKeys(target) {
      record.listed = true;
      return Reflect.ownKeys(target);
    },
  });
}

/**
 * What is wrong with an object by the Kubernetes schemas: the model's validation (types, required fields, formats),
 * then every field the schema does not know, as the API server's strict field validation (kubectl's default)
 * refuses it. The schema's validator reads each field it knows: a field of an object that it never read is unknown.
 */
export function schemaProblems(object: KubeObject): string[] {
  const where = `${object.kind}/${object.metadata?.name}`;
  const model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!model) return [`${where}: no schema for ${object.apiVersion} ${object.kind} here`];
  const reads = new Map<string, Reads>();
  try {
    model.prototype.validate.call(watched(object, "", reads));
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
  const unknown = [...reads].flatMap(([path, { value, read, listed }]) =>
    listed || Array.isArray(value)
      ? []
      : Object.keys(value)
          .filter((key) => !read.has(key))
          .map((key) => `${path}/${key}`),
  );
  return unknown.map((path) => `${where}: unknown field ${path}`);
}
