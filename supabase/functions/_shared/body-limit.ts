/**
 * The body cap, derived from the request schemas: the longest compact JSON that JSON.stringify
 * makes of a valid request, with room to spare. A fixed 16 KiB refused valid requests in multi-byte scripts, and a
 * field added to the schemas moves the cap with it.
 */
import { z } from 'zod';
import { createNotificationPayloadSchema } from './schemas/payload.ts';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

/**
 * The schemas count characters (code points), and JSON.stringify writes one in at most six
 * bytes: a control character as \u0001 (a CJK character takes three, an emoji four).
 */
const BYTES_PER_CHARACTER = 6;
/** A double's longest decimal form, e.g. -1.7976931348623157e+308. */
const NUMBER_BYTES = 24;
/** Whitespace between tokens and fields a newer client may add. */
const MARGIN = 1.25;

/** The most bytes a value valid under `schema` takes as compact JSON; throws if unbounded. */
export function maxJsonBytes(schema: JsonSchema, path = '$'): number {
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return Math.max(...options.map((option) => maxJsonBytes(option, path)));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  if (schema.enum) return Math.max(...schema.enum.map((v) => utf8Length(JSON.stringify(v))));
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  const sizes = type.map((t): number => {
    switch (t) {
      case 'string':
        if (schema.maxLength === undefined) throw new Error(`${path}: a string without maxLength`);
        return 2 + schema.maxLength * BYTES_PER_CHARACTER;
      case 'integer':
        if (schema.minimum === undefined || schema.maximum === undefined) return NUMBER_BYTES;
        return Math.max(String(schema.minimum).length, String(schema.maximum).length);
      case 'number':
        return NUMBER_BYTES;
      case 'boolean':
        return 5;
      case 'null':
        return 4;
      case 'array': {
        if (schema.maxItems === undefined || !schema.items)
          throw new Error(`${path}: an array without maxItems`);
        const item = maxJsonBytes(schema.items, `${path}[]`);
        return 2 + schema.maxItems * (item + 1);
      }
      case 'object': {
        const entries = Object.entries(schema.properties ?? {});
        return entries.reduce(
          (sum, [key, value]) =>
            sum + utf8Length(JSON.stringify(key)) + 2 + maxJsonBytes(value, `${path}.${key}`),
          2,
        );
      }
      default:
        throw new Error(`${path}: no size for type ${String(t)}`);
    }
  });
  return Math.max(...sizes);
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The function's body cap in bytes, a whole number of KiB. */
export function requestBodyCap(): number {
  const schema = z.toJSONSchema(createNotificationPayloadSchema(), {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return Math.ceil((maxJsonBytes(schema) * MARGIN) / 1024) * 1024;
}
