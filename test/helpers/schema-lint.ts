// The portability rules the MCP Inspector's `--strict` tools/list check applies to tool schemas, for a unit
// test that needs no Inspector: a `type` array, a schema that constrains nothing (`{}`), a bare boolean
// where a schema object is expected. Each finding: "path: rule". test/e2e/mcp-strict.test.ts runs the
// Inspector itself.
type Json = Record<string, unknown>;

const BOOLEAN_OK = new Set([
  "additionalProperties",
  "unevaluatedProperties",
  "additionalItems",
  "unevaluatedItems",
]);
const ONE = [
  "items",
  "contains",
  "not",
  "propertyNames",
  "if",
  "then",
  "else",
  ...BOOLEAN_OK,
  "contentSchema",
];
const LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAPS = ["properties", "patternProperties", "dependentSchemas", "dependencies", "$defs", "definitions"];
const CONSTRAINING = new Set([
  "type",
  "enum",
  "const",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "format",
  "contentMediaType",
  "contentEncoding",
  "contentSchema",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxContains",
  "minContains",
  "maxProperties",
  "minProperties",
  "required",
  "dependentRequired",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "items",
  "prefixItems",
  "contains",
  "additionalItems",
  "unevaluatedItems",
  "properties",
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "propertyNames",
  "dependentSchemas",
  "dependencies",
  "$ref",
  "$dynamicRef",
  "$recursiveRef",
]);

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function lintSchema(schema: unknown): string[] {
  const findings: string[] = [];
  const walk = (node: unknown, path: string, keyword?: string) => {
    if (typeof node === "boolean") {
      if (!keyword || !BOOLEAN_OK.has(keyword)) findings.push(`${path}: boolean-schema`);
      return;
    }
    if (!isObject(node)) return;
    if (Array.isArray(node.type)) findings.push(`${path}: type-union`);
    const constrains =
      Object.keys(node).some((k) => CONSTRAINING.has(k)) ||
      ("if" in node && ("then" in node || "else" in node));
    if (!constrains && keyword !== "not") findings.push(`${path}: untyped-schema`);
    for (const key of MAPS)
      if (isObject(node[key]))
        for (const [name, sub] of Object.entries(node[key] as Json))
          walk(sub, join(join(path, key), name), key);
    for (const key of LISTS)
      if (Array.isArray(node[key]))
        (node[key] as unknown[]).forEach((sub, i) => {
          walk(sub, `${join(path, key)}[${i}]`, key);
        });
    for (const key of ONE) if (key in node) walk(node[key], join(path, key), key);
  };
  walk(schema, "");
  return findings;
}
