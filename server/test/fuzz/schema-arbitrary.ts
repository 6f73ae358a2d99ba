import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object (as @fastify/swagger writes zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

/** Values this app is known to accept, by field name (its seeded products, zip codes, coupon…): they get the
 * other fields of a request past the first checks, so a hostile value in one field reaches the service. */
export type Dictionary = Record<string, readonly unknown[]>;

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  let min = schema.minimum ?? -(2 ** 31);
  let max = schema.maximum ?? 2 ** 31;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  // Mostly small values, where ids and quantities of real rows are.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

/** Any instant from year 0 to 9999, drawn towards both ends (fast-check biases towards the bounds). */
const anyInstant = fc.date({
  min: new Date('0000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

function text(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return anyInstant.map((instant) => instant.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return anyInstant.map((instant) => instant.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/** A value the schema accepts, or very nearly (zod refinements such as "a strong password" are not in it). */
export function conforming(schema: JsonSchema, dictionary: Dictionary, name?: string): fc.Arbitrary<unknown> {
  const known = (name === undefined ? [] : (dictionary[name] ?? [])).filter((value) => fits(schema, value));
  const generated = fromSchema(schema, dictionary);
  const value = known.length
    ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
    : generated;
  return schema.nullable ? fc.option(value, { freq: 2 }) : value;
}

/** A dictionary value is offered only where its type fits (`userId` is a number in a path, text in a card). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return typeof value === 'number';
  if (type === 'string') return typeof value === 'string';
  return type === undefined;
}

/**
 * An object with its required properties, the ones the dictionary knows (a guest's name is optional in the schema
 * but needed by the checkout) and, one time in three, each other optional one: mostly a plain request.
 */
function object(schema: JsonSchema, dictionary: Dictionary): fc.Arbitrary<Record<string, unknown>> {
  const sent = new Set([...(schema.required ?? []), ...Object.keys(dictionary)]);
  const properties = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = conforming(property, dictionary, key);
    return [key, sent.has(key) ? value : fc.option(value, { nil: undefined, freq: 2 })] as const;
  });
  return fc
    .record(Object.fromEntries(properties))
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

function fromSchema(schema: JsonSchema, dictionary: Dictionary): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => conforming(choice, dictionary)));
  if (schema.allOf?.[0]) return conforming(schema.allOf[0], dictionary);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(conforming(schema.items ?? {}, dictionary), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return object(schema, dictionary);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

/** Every place in a value of this schema where a field can go: declared properties (present or not), items. */
function fieldPaths(schema: JsonSchema, value: unknown, prefix: Path = []): Path[] {
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return choice.flatMap((option) => fieldPaths(option, value, prefix));
  const paths: Path[] = [];
  if (schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      paths.push([...prefix, key]);
      if (key in value)
        paths.push(...fieldPaths(property, (value as Record<string, unknown>)[key], [...prefix, key]));
    }
  }
  if (schema.items && Array.isArray(value)) {
    const last = Math.max(value.length - 1, 0);
    for (const index of new Set([0, last])) {
      paths.push([...prefix, index]);
      if (index < value.length) paths.push(...fieldPaths(schema.items, value[index], [...prefix, index]));
    }
  }
  return paths;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

/**
 * A request body: mostly a conforming body with one field (at any depth) replaced by a hostile value, so that
 * every field is attacked while the others still pass; sometimes a conforming body, sometimes hostile as a whole.
 */
export function mutatedBody(
  schema: JsonSchema,
  dictionary: Dictionary,
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const valid = conforming(schema, dictionary);
  const oneFieldHostile = valid.chain((body) => {
    const paths = fieldPaths(schema, body);
    if (paths.length === 0) return hostile;
    return fc
      .tuple(fc.constantFrom(...paths), hostile)
      .map(([path, replacement]) => setAt(body, path, replacement));
  });
  return fc.oneof(
    { weight: 5, arbitrary: oneFieldHostile },
    { weight: 2, arbitrary: valid },
    { weight: 1, arbitrary: hostile },
  );
}
