import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI 3.1 document (as the API publishes it) that the probes read. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  examples?: unknown[];
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
/** A body is JSON but for uploads (multipart/form-data), whose files the probes leave alone. */
type Operation = {
  /** Each alternative of schemes a call may carry; empty when it needs none (no API key either). */
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: {
    content: { 'application/json'?: { schema: JsonSchema }; 'multipart/form-data'?: { schema: JsonSchema } };
  };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type Probe = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body?: unknown;
};
/** Where a string goes: a path parameter, a query parameter or a field of the body (a path of keys). */
export type StringSlot = { in: 'path' | 'query' | 'body'; name: string; keys: (string | number)[] };
export type Operations = { method: string; template: string; operation: Operation; slots: StringSlot[] }[];

const types = (schema: JsonSchema) => [schema.type ?? []].flat();
const branch = (schema: JsonSchema) => schema.anyOf?.[0] ?? schema.oneOf?.[0];

/** Candidates for a string with a pattern: the first the pattern accepts is used. */
const PATTERNED = ['2030-01-07', '10:00', '1000', '+33612345678', 'FR', 'probe'];

/** A plausible value for a schema: enough for most requests to get past validation to the service. */
export function sample(schema: JsonSchema): unknown {
  const option = branch(schema);
  if (option) return sample(option);
  if (schema.enum) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  const type = types(schema).find((t) => t !== 'null');
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
    );
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items ?? {}));
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `probe-${randomUUID().slice(0, 6)}@example.com`;
  if (schema.format === 'uri') return 'https://example.com/probe';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return PATTERNED.find((candidate) => pattern.test(candidate)) ?? 'probe';
  }
  return 'probe'.padEnd(schema.minLength ?? 0, 'e');
}

/** Every place a string can go in a body of this schema, arrays entered at their first item. */
function bodySlots(schema: JsonSchema, keys: (string | number)[]): StringSlot[] {
  const option = branch(schema);
  if (option) return (schema.anyOf ?? schema.oneOf ?? []).flatMap((each) => bodySlots(each, keys));
  const kinds = types(schema);
  if (kinds.includes('object'))
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      bodySlots(value, [...keys, key]),
    );
  if (kinds.includes('array')) return bodySlots(schema.items ?? {}, [...keys, 0]);
  return kinds.includes('string') ? [{ in: 'body', name: keys.join('.'), keys }] : [];
}

/** Every operation of the document with the string slots of its path, query and body. */
export function operationsOf(document: OpenApiDocument): Operations {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const fromParameters = parameters
        .filter(
          (p) => [...types(p.schema), ...types(p.schema.items ?? {})].includes('string') || p.schema.anyOf,
        )
        .map((p): StringSlot => ({ in: p.in as 'path' | 'query', name: p.name, keys: [] }));
      const body = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        template,
        operation,
        slots: [...fromParameters, ...(body ? bodySlots(body, []) : [])],
      };
    }),
  );
}

const setIn = (target: unknown, keys: (string | number)[], value: unknown): unknown => {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = setIn(copy[key], rest, value);
  return copy;
};

/**
 * One request to an operation with `value` in one string slot and plausible values elsewhere.
 * `known` gives values that should name something that exists: path parameters ("bookings/{id}",
 * or "{zone}" anywhere) and required query parameters ("?day").
 */
export function probe(
  entry: Operations[number],
  slot: StringSlot,
  value: string,
  known: Record<string, string>,
): Probe {
  const { method, template, operation } = entry;
  const query: Record<string, string | string[]> = {};
  let path = template.replace(/^\/v1/, '');
  for (const parameter of operation.parameters ?? []) {
    const mine = slot.in === parameter.in && slot.name === parameter.name;
    if (parameter.in === 'path') {
      const before = template.split(`/{${parameter.name}}`)[0]?.split('/').pop() ?? '';
      const plain =
        known[`${before}/{${parameter.name}}`] ??
        known[`{${parameter.name}}`] ??
        String(sample(parameter.schema));
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(mine ? value : plain));
    } else if (parameter.in === 'query' && (mine || parameter.required)) {
      query[parameter.name] = mine
        ? value
        : (known[`?${parameter.name}`] ?? String(sample(parameter.schema)));
    }
  }
  const schema = operation.requestBody?.content['application/json']?.schema;
  const body = schema
    ? slot.in === 'body'
      ? setIn(sample(schema), slot.keys, value)
      : sample(schema)
    : undefined;
  return { method, path, query, body };
}
