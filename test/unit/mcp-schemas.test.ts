// The MCP tools' input schemas are derived from the contract's filter descriptors (contract/filters.ts):
// every field, its kind, its enum and its help reach the JSON Schema a host shows a model, and the tools
// accept exactly what the wire schema accepts.
import { describe, expect, it } from "vitest";
import { portable } from "../../src/cli/commands/mcp/json-schema.js";
import * as schemas from "../../src/cli/commands/mcp/schemas.js";
import { fieldDescription, filterShape } from "../../src/cli/commands/mcp/schemas.js";
import * as searchSchemas from "../../src/cli/commands/mcp/schemas-search.js";
import { TOOLS } from "../../src/cli/commands/mcp/server.js";
import { FILTER_FIELDS, type FilterDescriptor, filterDescriptor } from "../../src/contract/filters.js";
import { StructuredQuerySchema } from "../../src/contract/schemas.js";
import { lintSchema } from "../helpers/schema-lint.js";

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  description?: string;
  additionalProperties?: boolean;
  required?: string[];
  maximum?: number;
  minimum?: number;
};

const jsonOf = (schema: { "~standard": unknown }, io: "input" | "output" = "input") =>
  (schema["~standard"] as { jsonSchema: Record<string, (o: { target: string }) => JsonSchema> }).jsonSchema[
    io
  ]!({ target: "draft-2020-12" });

const TYPE_OF_KIND = { text: "string", list: "array", number: "number", flag: "boolean" } as const;

describe.each([
  ["find_people", schemas.FindInput, ["limit", "cursor", "fields", "max_results", "new_only"]],
  ["export_people", schemas.ExportInput, ["file", "max_results", "max_credits", "resume", "force"]],
])("%s's input", (_name, schema, own) => {
  const json = jsonOf(schema);

  it("is an object of the filter fields, in the table's order, then the tool's own; unknown keys refused", () => {
    expect(json.type).toBe("object");
    expect(json.additionalProperties).toBe(false);
    expect(Object.keys(json.properties ?? {})).toEqual([...FILTER_FIELDS.map((d) => d.field), ...own]);
  });

  it.each(FILTER_FIELDS.map((d) => [d.field, d] as [string, FilterDescriptor]))(
    "%s: typed by its kind, enums as enums, described by its help, optional",
    (field, d) => {
      const p = json.properties?.[field] as JsonSchema;
      expect(p.type).toBe(TYPE_OF_KIND[d.kind]);
      if (d.kind === "list") expect(p.items?.type).toBe("string");
      if (d.values) expect(p.items?.enum).toEqual([...d.values]);
      else expect(p.items?.enum).toBeUndefined();
      expect(p.description).toBe(fieldDescription(d));
      expect(p.description?.toLowerCase()).toContain(d.help.replace(/`/g, '"').toLowerCase());
      expect(json.required ?? []).not.toContain(field);
    },
  );
});

describe("the filter fields", () => {
  it("are the wire contract's fields, one for one", () => {
    const wire = Object.keys((StructuredQuerySchema as unknown as { shape: object }).shape);
    expect(Object.keys(filterShape())).toEqual(wire);
  });

  it("accept what the wire schema accepts and refuse what it refuses", () => {
    const valid = [
      { titleIncludes: ["engineer"], seniorityLevels: ["Senior", "VP"], locations: ["Berlin"] },
      { headcountRanges: ["10001+"], minYearsExperience: 3, currentEmployersOnly: false },
      { keywords: "rust", verifiedEmailOnly: true, recentlyChangedJobs: true },
    ];
    const invalid = [
      { seniorityLevels: ["Wizard"] },
      { headcountRanges: ["1-5"] },
      { titleIncludes: "engineer" },
      { minYearsExperience: "3" },
      { verifiedEmailOnly: "yes" },
    ];
    for (const q of valid) {
      expect(StructuredQuerySchema.safeParse(q).success).toBe(true);
      expect(schemas.FindInput.safeParse(q).success, JSON.stringify(q)).toBe(true);
      expect(schemas.TranslateInput.safeParse({ sentence: "x", current: q }).success).toBe(true);
    }
    for (const q of invalid) {
      expect(StructuredQuerySchema.safeParse(q).success).toBe(false);
      expect(schemas.FindInput.safeParse(q).success, JSON.stringify(q)).toBe(false);
      expect(schemas.TranslateInput.safeParse({ sentence: "x", current: q }).success).toBe(false);
    }
    expect(schemas.FindInput.safeParse({ title: ["engineer"] }).success).toBe(false);
  });

  it("say for a boolean which value filters", () => {
    const described = (field: string) => fieldDescription(filterDescriptor(field) as FilterDescriptor);
    expect(described("currentEmployersOnly")).toMatch(/^false: employer filters also match past roles/);
    expect(described("verifiedEmailOnly")).toMatch(/^true: only people with a verified work email/);
  });

  it("are translate_query's `current` and its output's `filters`", () => {
    const current = jsonOf(schemas.TranslateInput).properties?.current as JsonSchema;
    expect(Object.keys(current.properties ?? {})).toEqual(FILTER_FIELDS.map((d) => d.field));
    expect(current.additionalProperties).toBe(false);
    const filters = jsonOf(schemas.TranslateOutput, "output").properties?.filters as JsonSchema;
    expect(Object.keys(filters.properties ?? {})).toEqual(FILTER_FIELDS.map((d) => d.field));
  });
});

describe("the other tools' schemas", () => {
  it("bound find_people's pages and results at the contract's page limit", () => {
    const p = jsonOf(schemas.FindInput).properties ?? {};
    expect(p.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
    expect(p.max_results).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
  });

  it("give search_people a query or a conversation of user and assistant messages", () => {
    const p = jsonOf(searchSchemas.SearchInput).properties ?? {};
    expect(Object.keys(p)).toEqual(["query", "messages", "rerank", "wait_seconds", "fields", "new_only"]);
    expect(p.wait_seconds).toMatchObject({ type: "number", minimum: 0, maximum: 50 });
    expect(p.messages?.items?.properties?.role?.enum).toEqual(["user", "assistant"]);
  });

  it("have JSON output schemas a client can check results against", () => {
    for (const schema of [
      searchSchemas.SearchOutput,
      schemas.FindOutput,
      schemas.TranslateOutput,
      schemas.CreditsOutput,
      schemas.ExportOutput,
    ]) {
      const json = jsonOf(schema, "output");
      expect(json.type).toBe("object");
      expect(json.properties?.session ?? json.properties?.balance).toBeDefined();
    }
  });
});

describe("portability (what the MCP Inspector's --strict check reports)", () => {
  it.each(TOOLS.map((t) => [t.name, t] as const))(
    "%s: no type union, no schema that constrains nothing",
    (_n, t) => {
      expect(lintSchema(jsonOf(t.input))).toEqual([]);
      expect(lintSchema(jsonOf(t.output, "output"))).toEqual([]);
    },
  );

  it("splits a type union into anyOf branches, the assertions with the non-null branch", () => {
    expect(portable({ type: ["string", "null"], description: "d", minLength: 1 })).toEqual({
      description: "d",
      anyOf: [{ type: "string", minLength: 1 }, { type: "null" }],
    });
  });

  it("writes a schema that constrains nothing as true where a boolean is allowed, and keeps the rest", () => {
    expect(
      portable({
        type: "object",
        properties: { a: { type: "object", additionalProperties: { description: "any" } } },
        additionalProperties: false,
      }),
    ).toEqual({
      type: "object",
      properties: { a: { type: "object", additionalProperties: true } },
      additionalProperties: false,
    });
  });

  it("the check itself finds both (so that the test above can fail)", () => {
    expect(lintSchema({ type: "object", properties: { a: { type: ["number", "null"] }, b: {} } })).toEqual([
      "properties.a: type-union",
      "properties.b: untyped-schema",
    ]);
  });
});
