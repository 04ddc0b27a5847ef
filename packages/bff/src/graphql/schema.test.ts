import "reflect-metadata";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { getMetadataStorage } from "type-graphql";
import { isObjectType, isInputObjectType, isEnumType, isUnionType, isScalarType, type GraphQLSchema } from "graphql";
import { createSchema } from "./schema.js";
import { printApiSchema } from "./print.js";
import { SCHEMA_FILE } from "./emit-schema.js";

const schemaPromise: Promise<GraphQLSchema> = createSchema();

describe("the API schema", () => {
  it("is checked in as emitted (run `pnpm --filter @portal/bff emit-schema` after changing resolvers)", async () => {
    expect(await readFile(SCHEMA_FILE, "utf8")).toBe(printApiSchema(await schemaPromise));
  });

  it("declares an access rule on every query and mutation", async () => {
    await schemaPromise;
    const storage = getMetadataStorage();
    const guarded = new Set(storage.authorizedFields.map((a) => `${a.target.name}.${a.fieldName}`));
    const operations = [...storage.queries, ...storage.mutations].map((op) => `${op.target.name}.${op.methodName}`);
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((op) => !guarded.has(op))).toEqual([]);
  });

  it("describes every type, field, argument and enum value for integrators", async () => {
    const schema = await schemaPromise;
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || (isScalarType(type) && ["String", "Boolean", "Int", "Float", "ID"].includes(type.name))) continue;
      if (!type.description && !["Query", "Mutation"].includes(type.name)) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of "args" in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      if (isUnionType(type) && !type.description) missing.push(type.name);
    }
    expect(missing).toEqual([]);
  });
});
