// The wire shapes without zod. Loading zod costs a command more than its request does, so the client (and
// `find`, for its filter sets) first checks a value against the shapes in wire-shapes.json: JSON Schema that
// the build writes from the zod schemas in schemas.ts (`wireShapes()`), so there is still one definition.
// The check is conservative: it accepts a value only when zod surely would, and returns it as zod would
// (keys in the schema's order). Anything else — a bad value, or a rule it does not know — goes to zod, which
// decides and words the refusal. test/unit/wire-shapes.test.ts holds the two to that.
import type { StructuredQuery } from "./schemas.js";
import SHAPES from "./wire-shapes.json" with { type: "json" };

type ShapeType = "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";

/** The subset of JSON Schema that zod writes for our schemas. Any other keyword means "ask zod". */
export interface Shape {
  type?: ShapeType | ShapeType[];
  properties?: Record<string, Shape>;
  required?: string[];
  additionalProperties?: Shape | false;
  items?: Shape;
  enum?: unknown[];
  anyOf?: Shape[];
  minimum?: number;
  maximum?: number;
}

export type WireShapeName = keyof typeof SHAPES;
export const WIRE_SHAPES = SHAPES as Record<WireShapeName, Shape>;

/** What `fitShape` returns for a value it cannot vouch for. */
export const NO_FIT: unique symbol = Symbol("no fit");

const KNOWN = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "anyOf",
  "minimum",
  "maximum",
]);

/**
 * `value` as zod would parse it against the schema `shape` was written from, when it surely fits; NO_FIT
 * when it does not or when the shape says something this check does not understand.
 */
export function fitShape(shape: Shape, value: unknown): unknown {
  for (const k in shape) if (!KNOWN.has(k)) return NO_FIT;
  if (shape.anyOf) {
    if (Object.keys(shape).length !== 1) return NO_FIT;
    for (const branch of shape.anyOf) {
      const fitted = fitShape(branch, value);
      if (fitted !== NO_FIT) return fitted;
    }
    return NO_FIT;
  }
  if (Array.isArray(shape.type)) {
    for (const type of shape.type) {
      const fitted = fitShape({ ...shape, type }, value);
      if (fitted !== NO_FIT) return fitted;
    }
    return NO_FIT;
  }
  if (shape.enum && !shape.enum.includes(value)) return NO_FIT;
  switch (shape.type) {
    case "string":
      return typeof value === "string" ? value : NO_FIT;
    case "boolean":
      return typeof value === "boolean" ? value : NO_FIT;
    case "null":
      return value === null ? value : NO_FIT;
    case "number":
    case "integer": {
      if (typeof value !== "number" || !Number.isFinite(value)) return NO_FIT;
      if (shape.type === "integer" && !Number.isSafeInteger(value)) return NO_FIT;
      if (shape.minimum !== undefined && value < shape.minimum) return NO_FIT;
      if (shape.maximum !== undefined && value > shape.maximum) return NO_FIT;
      return value;
    }
    case "array": {
      if (!Array.isArray(value) || !shape.items) return NO_FIT;
      const out = new Array(value.length);
      for (let i = 0; i < value.length; i++) {
        const fitted = fitShape(shape.items, value[i]);
        if (fitted === NO_FIT) return NO_FIT;
        out[i] = fitted;
      }
      return out;
    }
    case "object":
      return fitObject(shape, value);
    default:
      return NO_FIT;
  }
}

function fitObject(shape: Shape, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return NO_FIT;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return NO_FIT;
  // Any object (profiles, companies, repos): zod hands it back as it is, without a walk over its keys.
  if (shape.properties === undefined && shape.additionalProperties === undefined) return value;
  const v = value as Record<string, unknown>;
  const props = shape.properties ?? {};
  for (const key of shape.required ?? []) if (v[key] === undefined || !Object.hasOwn(v, key)) return NO_FIT;
  const out: Record<string, unknown> = {};
  for (const key in props) {
    if (!Object.hasOwn(v, key)) continue;
    if (v[key] === undefined) {
      out[key] = undefined;
      continue;
    }
    const fitted = fitShape(props[key], v[key]);
    if (fitted === NO_FIT) return NO_FIT;
    out[key] = fitted;
  }
  const extra = shape.additionalProperties;
  for (const key of Object.keys(v)) {
    if (Object.hasOwn(props, key)) continue;
    // `{}`: any extra field is kept as it is. Otherwise zod may refuse it or drop it: zod decides.
    if (extra !== undefined && extra !== false && Object.keys(extra).length === 0) out[key] = v[key];
    else return NO_FIT;
  }
  return out;
}

/** Whether `value` surely fits the named shape. */
export function fits(name: WireShapeName, value: unknown): boolean {
  return fitShape(WIRE_SHAPES[name], value) !== NO_FIT;
}

/** The fields a filter set may have, in the schema's order. */
export const STRUCTURED_QUERY_FIELDS = Object.keys(
  WIRE_SHAPES.StructuredQuerySchema?.properties ?? {},
) as (keyof StructuredQuery)[];
