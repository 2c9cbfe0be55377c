import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document holds it: the part of the language zod's conversion writes. */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

/** Values worth sending for a property of this name (a real id, a rate's hash), beside those its schema allows. */
export type KnownValues = Record<string, readonly unknown[]>;

/** The same draws on every run unless another seed is asked for. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 42);

const INT32_MAX = 2 ** 31 - 1;
const ARRAY_CAP = 4;

const date = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return date;
  if (schema.format === 'email') return fc.emailAddress();
  const length = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) };
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((value) => value.length <= 200);
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): any string, most of which the route refuses.
    }
  }
  return fc.string(length);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 0.01;
  const min = (schema.minimum ?? -1e9) + (schema.exclusiveMinimum ? step : 0);
  const max = schema.maximum ?? 1e9;
  const edges = fc.constantFrom(min, max);
  if (integer) return fc.oneof(fc.integer({ min: Math.max(min, -INT32_MAX), max: Math.min(max, INT32_MAX) }), edges);
  const cents = fc.double({ min, max, noNaN: true }).map((value) => Math.min(max, Math.round(value * 100) / 100));
  return fc.oneof(cents, edges);
}

/** What the schema allows; a property named in `known` is often one of its known values. */
export function schemaArbitrary(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  const of = (inner: JsonSchema) => schemaArbitrary(inner, components, known);
  if (schema.$ref) return of(components[schema.$ref.split('/').pop()!]!);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(of));
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'object': {
        const properties = Object.entries(schema.properties ?? {}).map(
          ([name, property]) => [name, namedArbitrary(name, property, components, known)] as const,
        );
        return fc.record(Object.fromEntries(properties), { requiredKeys: schema.required ?? [] });
      }
      case 'array': {
        const minLength = Math.min(schema.minItems ?? 0, ARRAY_CAP);
        return fc.array(of(schema.items ?? {}), { minLength, maxLength: Math.max(minLength, ARRAY_CAP) });
      }
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

/** A property or parameter: often one of the values known for its name, else what its schema allows. */
export function namedArbitrary(
  name: string,
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  const values = known[name];
  const allowed = schemaArbitrary(schema, components, known);
  return values ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 5 }, allowed) : allowed;
}

/** What no schema allows, or what an attacker tries on one that does. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'); drop table bids; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uFEFF\u202E',
    '{{7*7}}',
    '${7*7}',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '9007199254740993',
    '2026-02-30',
    '0000-00-00',
    'x'.repeat(20_000),
  ),
  fc.constantFrom(-1, 0, -0.01, 0.001, 0.005, 1e-9, 1e308, -1e308, 2 ** 53, 2 ** 64, -(2 ** 63)),
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, true, false, [], {}, [[[]]], { $gt: '' }, JSON.parse('{"__proto__": {"admin": true}}')),
  fc.jsonValue({ maxDepth: 3 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return [path];
}

type Mutation = 'replace' | 'remove' | 'extra';
const EXTRA_KEYS = ['__proto__', 'constructor', 'role', 'isAdmin', 'status', 'price', 'amount', 'id', 'customerId'];

/** The value with one node, picked by `pick`, replaced by `bad`, removed, or (an object) given one key more. */
function mutate(value: unknown, pick: number, bad: unknown, how: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[pick % paths.length]!;
  if (path.length === 0 && how !== 'extra') return how === 'remove' ? undefined : bad;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as never, copy);
  const key = path.at(-1)!;
  const node = path.length === 0 ? copy : (parent[key] as Record<string, unknown>);
  if (how === 'extra') {
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      Object.defineProperty(node, EXTRA_KEYS[pick % EXTRA_KEYS.length]!, { value: bad, enumerable: true });
    }
    return copy;
  }
  if (how === 'remove' && Array.isArray(parent)) parent.splice(key as number, 1);
  else if (how === 'remove') delete parent[key];
  else parent[key] = bad;
  return copy;
}

/** A request body from a schema: as it allows, or mutated at one node. */
export function bodyArbitrary(schema: JsonSchema, components: Record<string, JsonSchema>, known: KnownValues) {
  const valid = schemaArbitrary(schema, components, known);
  const mutated = fc
    .tuple(valid, fc.nat(), hostileValue, fc.constantFrom<Mutation>('replace', 'remove', 'extra'))
    .map(([value, pick, bad, how]) => mutate(value, pick, bad, how));
  return fc.oneof({ arbitrary: valid, weight: 1 }, { arbitrary: mutated, weight: 3 });
}
