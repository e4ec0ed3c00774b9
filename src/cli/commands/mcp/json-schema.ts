// The tools' schemas as a host receives them: zod/mini schemas given to the SDK with their JSON Schema,
// written in the most portable spelling. Some hosts map tool schemas onto a dialect with a single `type`
// per schema and no bare "any value" (the OpenAPI subset some model providers take): a `type` array
// (zod's spelling of a nullable primitive) becomes `anyOf` branches of one type each, and a schema that
// constrains nothing (`{}`, zod's spelling of unknown) becomes `true` where a boolean is allowed
// (additionalProperties). The MCP Inspector's `--strict` check reports both; test/e2e/mcp-strict.test.ts
// keeps it quiet.
import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import * as z from "zod/mini";

type Json = Record<string, unknown>;

/** Keywords whose value is one subschema. */
const ONE = ["items", "contains", "not", "propertyNames", "if", "then", "else", "contentSchema"];
/** Keywords whose value may be a bare boolean (a schema that constrains nothing is written `true` there). */
const BOOLEAN_OK = ["additionalProperties", "unevaluatedProperties", "additionalItems", "unevaluatedItems"];
const LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAPS = ["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"];
/** What only describes a schema: with nothing else, the schema accepts any value. */
const ANNOTATIONS = new Set(["description", "title", "default", "examples", "$comment", "deprecated"]);
/** What belongs to the schema as a whole, not to one branch of a type union. */
const SHARED = new Set([...ANNOTATIONS, "$schema", "$id"]);

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function constrainsNothing(node: Json): boolean {
  return Object.keys(node).every((k) => ANNOTATIONS.has(k));
}

/** `schema` in the portable spelling (a new object; the input is not changed). */
export function portable(schema: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (BOOLEAN_OK.includes(key) && isObject(value))
      out[key] = constrainsNothing(value) ? true : portable(value);
    else if (ONE.includes(key) && isObject(value)) out[key] = portable(value);
    else if (LISTS.includes(key) && Array.isArray(value))
      out[key] = value.map((v) => (isObject(v) ? portable(v) : v));
    else if (MAPS.includes(key) && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, v]) => [name, isObject(v) ? portable(v) : v]),
      );
    else out[key] = value;
  }
  return splitTypeUnion(out);
}

/** `{"type": ["string", "null"], …}` → `{"anyOf": [{"type": "string", …}, {"type": "null"}]}`. */
function splitTypeUnion(node: Json): Json {
  const type = node.type;
  if (!Array.isArray(type)) return node;
  const shared: Json = {};
  const own: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "type") continue;
    if (SHARED.has(key)) shared[key] = value;
    else own[key] = value;
  }
  // The assertions (an enum, a minimum) go with the non-null branch; null needs none.
  const branches = (type as string[]).map((t) => (t === "null" ? { type: t } : { type: t, ...own }));
  return { ...shared, anyOf: branches };
}

/**
 * A zod/mini schema as the MCP SDK takes it: a Standard Schema that also gives its JSON Schema. zod's
 * classic schemas carry `~standard.jsonSchema`; zod/mini's do not, and the SDK would then convert them with
 * zod's classic API and print a warning on stderr. The conversion is zod's own, then made portable.
 */
export function standard<S extends z.ZodMiniType>(schema: S): S & StandardSchemaWithJSON {
  const jsonSchema = (io: "input" | "output") => (options: { target?: string }) =>
    portable(
      z.toJSONSchema(schema, {
        target: (options.target ?? "draft-2020-12") as "draft-2020-12",
        io,
      }) as Json,
    );
  return Object.assign(Object.create(schema) as S, {
    "~standard": {
      ...schema["~standard"],
      jsonSchema: { input: jsonSchema("input"), output: jsonSchema("output") },
    },
  }) as S & StandardSchemaWithJSON;
}
