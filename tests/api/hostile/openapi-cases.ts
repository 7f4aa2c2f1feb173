/**
 * Hostile requests from the OpenAPI document: each operation's parameters and
 * JSON body schema give a valid-ish base request, and a mutation of one kind
 * turns it hostile. Everything random comes from one seeded PRNG, so a seed
 * and a case number name the same request on every run.
 */

/* ---------- a seeded PRNG ---------- */

/** sfc32: small, fast and good enough to pick cases; the same seed gives the same stream. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor((this.next() / 0x1_0000_0000) * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() / 0x1_0000_0000 < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

/* ---------- the OpenAPI document, as far as the generator reads it ---------- */

/** The JSON Schema subset that @fastify/swagger emits for the zod contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Operation {
  /** "PUT /api/others/edit/{id}": the name counts and failures use. */
  key: string;
  method: HttpMethod;
  /** The path template, with {name} placeholders. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** Header parameters the contract declares (Idempotency-Key); the session headers are the runner's. */
  headerParams: Param[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
  /** Reachable without a session (security: []). */
  isPublic: boolean;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every operation in the document. `multipartBodies` supplies the form
 * field's schema of multipart operations, which the document leaves out
 * (keyed like Operation.key).
 */
export function operationsOf(doc: OpenApiDocument, multipartBodies: Readonly<Record<string, JsonSchema>> = {}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const key = `${method} ${path}`;
      const params = (where: string): Param[] =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? where === 'path' }));
      const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
      const multipartSchema = multipartBodies[key];
      ops.push({
        key,
        method,
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        headerParams: params('header'),
        body: jsonSchema
          ? { kind: 'json', schema: jsonSchema }
          : multipartSchema
            ? { kind: 'multipart', schema: multipartSchema }
            : undefined,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return ops;
}

/* ---------- valid-ish values ---------- */

/** What the runner knows of the world: ids seen in answers, the caller's own id. */
export interface ValueContext {
  /** Ids seen under this field name (lower case), most useful first. */
  idsNamed(name: string): readonly number[];
  /** Any id seen. */
  anyIds(): readonly number[];
  /** The signed-in caller's user id (undefined when anonymous). */
  ownId: number | undefined;
  /** The provider the caller acts for (its own id for a provider). */
  providerId: number;
  today: { day: number; month: number; year: number };
}

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isIdName = (name: string) => /id$/i.test(name) || /ids$/i.test(name);

function validInteger(name: string, s: JsonSchema, rng: Rng, ctx: ValueContext): number {
  const exclusive = s.exclusiveMinimum === true ? 1 : 0;
  const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? 0) + exclusive;
  const max = s.maximum ?? 1_000_000;
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const lower = name.toLowerCase();
  // Ranges of this month, start before end: other dates are refused before they reach the handler.
  if (/year/.test(lower)) return clamp(rng.chance(0.9) ? ctx.today.year : ctx.today.year + rng.int(-1, 1));
  if (/month/.test(lower)) return clamp(ctx.today.month);
  if (/^start.*day|^from/.test(lower)) return clamp(rng.int(1, 14));
  if (/^end.*day|^to/.test(lower)) return clamp(rng.int(15, 28));
  if (/day/.test(lower)) return clamp(rng.int(1, 28));
  if (lower === 'page') return clamp(1);
  if (/offset/.test(lower)) return clamp(0);
  if (/^(provider|subscriber)id$/.test(lower) && rng.chance(0.7)) return clamp(ctx.providerId);
  if (/^(user|appuser)id$/.test(lower) && ctx.ownId !== undefined && rng.chance(0.6)) return clamp(ctx.ownId);
  if (isIdName(name) || lower === 'receiverids' || max - min > 100_000) {
    const named = ctx.idsNamed(lower);
    if (named.length > 0 && rng.chance(0.7)) return clamp(rng.pick(named));
    const any = ctx.anyIds();
    if (any.length > 0 && rng.chance(0.8)) return clamp(rng.pick(any));
    return clamp(rng.int(1, 50));
  }
  return rng.int(min, Math.min(max, min + 1000));
}

const WORDS = ['meadow', 'Rivera', 'anxiety', 'follow up', 'Ana', 'session', 'note'];

const isoDay = (d: ValueContext['today']) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * A string with a pattern: the contract spells numbers in paths and queries
 * as canonical decimal strings, dates as YYYY-MM-DD. The first candidate the
 * pattern accepts wins; none (an unknown pattern) gives a word, refused.
 */
function patternString(name: string, s: JsonSchema, rng: Rng, ctx: ValueContext): string {
  const re = new RegExp(s.pattern!, 'u');
  const candidates = [
    // Mostly fresh keys; a few shared ones, so replays and reuse with another request (422) happen too.
    /idempotency/i.test(name) ? `hostile-key-${rng.chance(0.15) ? rng.int(1, 5) : rng.int(6, 100_000)}` : '',
    String(validInteger(name, { minimum: 0, maximum: 2_147_483_647 }, rng, ctx)),
    isoDay(ctx.today),
    validString(name, s, rng),
  ];
  return candidates.find((c) => c !== '' && re.test(c)) ?? candidates[candidates.length - 1]!;
}

function validString(name: string, s: JsonSchema, rng: Rng): string {
  const lower = name.toLowerCase();
  let text: string;
  if (/email/.test(lower)) text = `hostile${rng.int(1, 999)}@example.com`;
  else if (/phone/.test(lower)) text = `555${rng.int(1_000_000, 9_999_999)}`;
  else if (/timezone/.test(lower)) text = 'America/New_York';
  else if (/postal/.test(lower)) text = '10001';
  else text = `${rng.pick(WORDS)} ${rng.int(1, 9999)}`;
  if (s.maxLength !== undefined) text = text.slice(0, s.maxLength);
  while (text.length < (s.minLength ?? 0)) text += 'x';
  return text;
}

/** A value the schema accepts (or nearly: ids are guesses from what the runner has seen). */
export function validValue(name: string, s: JsonSchema, rng: Rng, ctx: ValueContext, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return rng.pick(s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches && branches.length > 0) return validValue(name, rng.chance(0.7) ? branches[0]! : rng.pick(branches), rng, ctx, depth);
  if (s.nullable && rng.chance(0.15)) return null;
  const types = typesOf(s).filter((t) => t !== 'null');
  const type = types.length > 0 ? rng.pick(types) : s.properties ? 'object' : undefined;
  switch (type) {
    case 'integer':
      return validInteger(name, s, rng, ctx);
    case 'number':
      return validInteger(name, { ...s, maximum: s.maximum ?? 100 }, rng, ctx);
    case 'boolean':
      return rng.chance(0.5);
    case 'string':
      return s.pattern ? patternString(name, s, rng, ctx) : validString(name, s, rng);
    case 'array': {
      const min = s.minItems ?? 0;
      const count = Math.min(s.maxItems ?? 3, min + rng.int(0, 2));
      return Array.from({ length: count }, () => validValue(name, s.items ?? {}, rng, ctx, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        // An empty schema ({}) is a field the contract ignores: leave it out.
        if (Object.keys(child).length === 0) continue;
        if (required.has(key) || rng.chance(0.7)) out[key] = validValue(key, child, rng, ctx, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

/* ---------- hostile material ---------- */

/** JSON text put into a body as it is: numbers JSON.stringify cannot write, huge and deep values. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, but RawJson goes in verbatim and keys named __proto__ stay own keys. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Ids in forms a careless parser (Number(), parseInt, a loose regex) takes for a number.
 * All but CANONICAL_IN_RANGE must be refused wherever the contract wants a number.
 */
export const NON_CANONICAL_IDS: readonly string[] = [
  ' 1', '1 ', '\t1', '0x1F', '0X1f', '1e3', '1E3', '-1', '-0', '+1', '01', '007', '1.0', '1.5', '0b1', '0o7',
  '1_000', '2147483647', '2147483648', '-2147483649', '4294967296', '9007199254740993', '99999999999999999999',
  '1e400', 'NaN', 'Infinity', '-Infinity', '', '１', '١', 'null', 'true', '[1]', '{}', '1,2',
];
const CANONICAL_IN_RANGE: ReadonlySet<string> = new Set(['2147483647']);

/**
 * Whether a number parameter must refuse this spelling. Day, month and year
 * may be zero-padded ('07' as in 07/11/2026, a date's usual spelling); no
 * other number may.
 */
function mustBeRefused(p: Param, value: string): boolean {
  if (!isNumericParam(p) || CANONICAL_IN_RANGE.has(value)) return false;
  return !(/day|month|year/i.test(p.name) && /^0+[1-9][0-9]*$/.test(value));
}

/** Whether a parameter holds a number: an integer type, or a string whose pattern takes '1' but no letter. */
export function isNumericParam(p: Param): boolean {
  const types = typesOf(p.schema);
  if (types.includes('integer') || types.includes('number')) return true;
  if (!p.schema.pattern) return false;
  const re = new RegExp(p.schema.pattern, 'u');
  return re.test('1') && !re.test('x');
}

export const INJECTION_STRINGS: readonly string[] = [
  "' OR '1'='1", "1' OR 1=1 --", '1; DROP TABLE users; --', "x' UNION SELECT password_hash, null FROM users --", "%' --", '%', '_',
  '\\', "'", '"', '$1', '${7*7}', '{{7*7}}', '%s%s%s%n', "'; select pg_sleep(5); --",
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><svg/onload=alert(1)>',
  '../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '....//....//etc/passwd', '/etc/passwd%00.png',
  'a\r\nSet-Cookie: pwned=1', '\r\n\r\nHTTP/1.1 200 OK\r\n', 'a\nb', 'x\u2028y',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
];

export const UNICODE_STRINGS: readonly string[] = [
  '\u0000', 'a\u0000b', '\u0000\u0000\u0000', '\u0001\u001f\u007f', '\uFEFF', '\u202Eevil', 'Z̴̡̢a̷̛l̶g̷o̵',
  '👩‍👩‍👧‍👦', '𝕳𝖊𝖑𝖑𝖔', 'ｆｕｌｌ', 'İıſK', 'ß', '\uD800', 'a\uDFFFb', '\uFFFF', '\u00A0', '中文字符', 'مرحبا', 'ĀĂĄ',
  '', ' ', '\t\n\r', 'null', 'undefined', 'NaN', '0', '-1', 'true',
];

/** Built on demand: huge strings cost memory only while a case uses them. */
export const HUGE_STRINGS: readonly (() => string)[] = [
  () => 'x'.repeat(5_000),
  () => 'y'.repeat(70_000),
  () => 'é'.repeat(120_000),
  () => '😀'.repeat(60_000),
  () => '\u0000'.repeat(10_000),
  () => "'".repeat(50_000),
];

const hostileString = (rng: Rng): string => {
  const r = rng.int(0, 9);
  if (r < 4) return rng.pick(INJECTION_STRINGS);
  if (r < 8) return rng.pick(UNICODE_STRINGS);
  return rng.pick(HUGE_STRINGS)();
};

/** Values of a type the field does not have. */
const WRONG_TYPES: readonly (() => unknown)[] = [
  () => null, () => true, () => false, () => 0, () => -1, () => 1.5, () => '1', () => ' 1', () => '', () => 'abc',
  () => [], () => [1, 2], () => ['a'], () => ({}), () => ({ a: 1 }), () => ({ id: 1 }), () => 'true', () => [null], () => [[]],
];

/** Numbers as JSON text: some JSON.stringify cannot write, some just past a column's range. */
const HOSTILE_NUMBERS: readonly string[] = [
  '-1', '0', '-0', '1.5', '1.0', '1e3', '1E-7', '2147483647', '2147483648', '-2147483649', '4294967296', '9007199254740991',
  '9007199254740993', '99999999999999999999', '1e308', '-1e308', '1e400', '-1e400', '0.1e1', '5e-324',
];

/* ---------- requests ---------- */

export const MUTATION_KINDS = [
  'valid',
  'path-non-canonical-id',
  'path-hostile-string',
  'path-structure',
  'query-hostile',
  'query-junk',
  'header-hostile',
  'body-wrong-type',
  'body-hostile-string',
  'body-hostile-number',
  'body-missing-field',
  'body-extra-fields',
  'body-proto-keys',
  'body-deep-nesting',
  'body-huge-array',
  'body-malformed-json',
  'body-not-an-object',
  'content-type',
  'body-oversized',
  'body-on-bodiless',
  'multipart-hostile',
  'auth-headers',
  'wrong-method',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** One request, ready for app.inject; payload is exact bytes or text (never re-serialised). */
export interface HostileRequest {
  op: string;
  kind: MutationKind;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Why the request must be refused whatever else it holds (a non-canonical number where the contract wants one). */
  mustRefuse?: string;
  /** Merged over the caller's session headers (auth-headers cases); null sends none. */
  authOverride?: Record<string, string> | null;
}

/** The parts of a request before it is put together. */
interface Draft {
  method: string;
  pathValues: Map<string, string>;
  /** Already encoded `name=value` pairs. */
  query: string[];
  body: unknown;
  hasBody: boolean;
  /** The contract's own header parameters. */
  headers: Record<string, string>;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes the invalid UTF-8 a careless client would send. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const enc = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');

function urlOf(op: Operation, d: Draft): string {
  let url = op.path;
  for (const p of op.pathParams) url = url.replace(`{${p.name}}`, d.pathValues.get(p.name) ?? '');
  return d.query.length > 0 ? `${url}?${d.query.join('&')}` : url;
}

function baseDraft(op: Operation, rng: Rng, ctx: ValueContext): Draft {
  const pathValues = new Map<string, string>();
  for (const p of op.pathParams) pathValues.set(p.name, enc(String(validValue(p.name, p.schema, rng, ctx))));
  const query: string[] = [];
  for (const p of op.queryParams) {
    if (p.required || rng.chance(0.8)) query.push(`${enc(p.name)}=${enc(String(validValue(p.name, p.schema, rng, ctx)))}`);
  }
  const headers: Record<string, string> = {};
  for (const p of op.headerParams) {
    if (p.required || rng.chance(0.8)) headers[p.name.toLowerCase()] = String(validValue(p.name, p.schema, rng, ctx));
  }
  const body = op.body ? validValue('body', op.body.schema, rng, ctx) : undefined;
  return { method: op.method, pathValues, query, body, hasBody: op.body !== undefined, headers };
}

/** The paths (keys) of every value inside a body, the body itself excluded. */
function slotsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 200) return out;
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...prefix, i]);
      slotsOf(v, [...prefix, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      slotsOf(v, [...prefix, k], out);
    }
  }
  return out;
}

type Container = Record<string | number, unknown>;

function parentOf(root: unknown, slot: (string | number)[]): Container | null {
  let node = root;
  for (const key of slot.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Container)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : null;
}

const clone = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** Sets (or, with `remove`, deletes) the value at a random slot of a copy of the body; a body with no slots is replaced. */
function mutateSlot(body: unknown, rng: Rng, value: () => unknown, remove = false): unknown {
  const copy = clone(body);
  const slots = slotsOf(copy);
  if (slots.length === 0) return remove ? {} : value();
  const slot = rng.pick(slots);
  const parent = parentOf(copy, slot);
  const key = slot[slot.length - 1]!;
  if (!parent) return copy;
  if (remove && Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (remove) Reflect.deleteProperty(parent, key);
  else parent[key] = value();
  return copy;
}

/** The string slots of a body, for string mutations that should hit a text field. */
function stringSlotValue(body: unknown, rng: Rng, value: () => unknown): unknown {
  const copy = clone(body);
  const slots = slotsOf(copy).filter((s) => typeof parentOf(copy, s)?.[s[s.length - 1]!] === 'string');
  if (slots.length === 0) return mutateSlot(body, rng, value);
  const slot = rng.pick(slots);
  parentOf(copy, slot)![slot[slot.length - 1]!] = value();
  return copy;
}

const deepNest = (rng: Rng): RawJson => {
  const depth = rng.pick([500, 5_000, 50_000, 200_000]);
  return rng.chance(0.5)
    ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
    : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
};

const hugeArrays = new Map<string, RawJson>();
/** Kept once made: a few distinct huge arrays are as hostile as new ones, and building them is the test's own cost. */
const hugeArray = (rng: Rng): RawJson => {
  const n = rng.pick([1_000, 20_000, 100_000]);
  const item = rng.pick(['1', '"x"', '{}', '{"id":1,"type":"person"}', 'null', '2147483648']);
  const key = `${n}:${item}`;
  let made = hugeArrays.get(key);
  if (!made) hugeArrays.set(key, (made = new RawJson(`[${Array.from({ length: n }, () => item).join(',')}]`)));
  return made;
};

/** A multipart body of the `mail` field (given as text) and files; boundary chosen here. */
function multipartBody(fields: { name: string; value: string; filename?: string; type?: string }[], boundary = '----hostileBoundary7MA4YWxk'): Buffer {
  const chunks: string[] = [];
  for (const f of fields) {
    chunks.push(`--${boundary}\r\n`);
    const file = f.filename !== undefined ? `; filename="${f.filename}"` : '';
    chunks.push(`Content-Disposition: form-data; name="${f.name}"${file}\r\n`);
    if (f.type) chunks.push(`Content-Type: ${f.type}\r\n`);
    chunks.push(`\r\n${f.value}\r\n`);
  }
  chunks.push(`--${boundary}--\r\n`);
  return Buffer.from(chunks.join(''), 'utf8');
}
const MULTIPART_TYPE = 'multipart/form-data; boundary=----hostileBoundary7MA4YWxk';

const MALFORMED_JSON: readonly ((base: string) => string | Buffer)[] = [
  () => '{',
  () => '{"a":',
  () => '{"a":1,}',
  () => "{'a':1}",
  () => '{"a":1}}',
  () => '',
  () => ' ',
  () => '\uFEFF{}',
  () => '{"a":NaN}',
  () => '{"a":undefined}',
  () => '{"a":0x10}',
  () => '{"a":01}',
  () => '/* comment */ {}',
  () => '{"a":"\\u00"}',
  () => '{"a":"\u0000"}',
  () => '{"a\u0000":1}',
  () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  (base) => base.slice(0, Math.max(1, Math.floor(base.length / 2))),
  (base) => `${base},`,
  (base) => `${base}${base}`,
  (base) => base.replace(/:/, '::'),
  (base) => base.replace(/"/g, "'"),
  (base) => `[${base}`,
];

const NOT_AN_OBJECT: readonly string[] = ['null', '[]', '[{}]', '"x"', '0', '-1', 'true', 'false', '1e400', '"{}"'];

const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nothere',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/',
  '*/*',
  'text/html',
  'application/octet-stream',
];

const PATH_STRUCTURE: readonly ((url: string) => string)[] = [
  (u) => `${u}/`,
  (u) => `${u}//`,
  (u) => `${u}/extra`,
  (u) => u.replace(/\/[^/]*$/, ''),
  (u) => u.replace('/api/', '/api//'),
  (u) => u.replace('/api/', '/api/./'),
  (u) => u.replace('/api/', '/api/../api/'),
  (u) => `${u}/%2e%2e/%2e%2e`,
  (u) => `${u}%00`,
  (u) => `${u}%`,
  (u) => `${u}%zz`,
  (u) => `${u};jsessionid=1`,
  (u) => `${u}#frag`,
  (u) => u.toUpperCase(),
  (u) => `${u}/${'a'.repeat(5000)}`,
];

const QUERY_JUNK: readonly string[] = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=1',
  'a[b][c][d][e][f][g]=1',
  'a=1&a=2&a=3',
  '%',
  '%zz=1',
  '=&=&=',
  '&&&',
  `${'a=1&'.repeat(3000)}b=2`,
  `q=${'x'.repeat(50_000)}`,
  'x=%00',
  'x=%0d%0aSet-Cookie:%20a=1',
];

/** Header values a client can send (HTTP forbids CR, LF and NUL in them, so inject would refuse those itself). */
const HOSTILE_HEADER_VALUES: readonly (() => string)[] = [
  () => '', () => ' ', () => 'a b', () => 'x'.repeat(256), () => 'x'.repeat(20_000), () => "' OR '1'='1", () => '<script>alert(1)</script>',
  () => '../../etc/passwd', () => '__proto__', () => 'constructor', () => '%00', () => 'hostile-key-1, hostile-key-2', () => '\u00e9t\u00e9',
  () => '\t', () => 'null', () => '0x1F', () => 'hostile-key-1',
];

/** Strings for one path segment: encoded as a client would, or left raw to test the router. */
function hostilePathSegment(rng: Rng): string {
  const r = rng.int(0, 9);
  if (r < 3) return enc(rng.pick(INJECTION_STRINGS));
  if (r < 6) return enc(rng.pick(UNICODE_STRINGS));
  if (r < 7) return enc('x'.repeat(rng.pick([999, 1000, 1001, 3000])));
  return rng.pick(['%00', '%0d%0a', '..%2f..%2f', '%2e%2e', '%2F', '%', '%zz', '%c0%ae', '%ff', '%e2%80%ae', '%20', '+', '%2B']);
}

export interface CaseOptions {
  /** Mutations this operation may get (the runner may narrow them). */
  kinds?: readonly MutationKind[];
}

/** The kinds that make sense for an operation. */
export function kindsFor(op: Operation): MutationKind[] {
  return MUTATION_KINDS.filter((k) => {
    if (k.startsWith('path-non') || k === 'path-hostile-string') return op.pathParams.length > 0;
    if (k === 'query-hostile') return op.queryParams.length > 0;
    if (k === 'header-hostile') return op.headerParams.length > 0;
    if (k === 'multipart-hostile') return op.body?.kind === 'multipart';
    if (k === 'body-on-bodiless') return !op.body;
    if (k === 'body-oversized' || k === 'content-type' || k === 'body-malformed-json' || k === 'body-not-an-object') return op.body !== undefined;
    if (k.startsWith('body-')) return op.body !== undefined;
    if (k === 'auth-headers') return !op.isPublic;
    return true;
  });
}

/** One hostile request (or, for 'valid', a plain one) for an operation. */
export function hostileCase(op: Operation, kind: MutationKind, rng: Rng, ctx: ValueContext): HostileRequest {
  const d = baseDraft(op, rng, ctx);
  const headers: Record<string, string> = d.headers;
  let payload: string | Buffer | undefined;
  let authOverride: Record<string, string> | null | undefined;
  let mustRefuse: string | undefined;
  let contentType: string | null = op.body?.kind === 'multipart' ? MULTIPART_TYPE : 'application/json';
  let body: unknown = d.body;
  /** Set when the case builds its own payload bytes. */
  let rawPayload: string | Buffer | undefined;
  let url: string | undefined;

  switch (kind) {
    case 'valid':
      break;
    case 'path-non-canonical-id': {
      const p = rng.pick(op.pathParams);
      const value = rng.pick(NON_CANONICAL_IDS);
      d.pathValues.set(p.name, enc(value));
      if (mustBeRefused(p, value)) mustRefuse = `path ${p.name}=${JSON.stringify(value)}`;
      break;
    }
    case 'path-hostile-string': {
      const p = rng.pick(op.pathParams);
      d.pathValues.set(p.name, hostilePathSegment(rng));
      break;
    }
    case 'path-structure':
      url = rng.pick(PATH_STRUCTURE)(urlOf(op, { ...d, query: [] }));
      if (d.query.length > 0) url += `?${d.query.join('&')}`;
      break;
    case 'query-hostile': {
      const p = rng.pick(op.queryParams);
      const nonCanonical = rng.chance(0.5);
      const value = nonCanonical ? rng.pick(NON_CANONICAL_IDS) : hostileString(rng);
      d.query = d.query.filter((q) => !q.startsWith(`${enc(p.name)}=`));
      if (!rng.chance(0.15)) {
        d.query.push(`${enc(p.name)}=${enc(value)}`);
        // An empty value may stand for a missing optional one.
        if (nonCanonical && value !== '' && mustBeRefused(p, value)) mustRefuse = `query ${p.name}=${JSON.stringify(value)}`;
      }
      if (rng.chance(0.2)) d.query.push(`${enc(p.name)}=${enc(value)}`);
      break;
    }
    case 'query-junk':
      d.query.push(rng.pick(QUERY_JUNK));
      break;
    case 'header-hostile': {
      const p = rng.pick(op.headerParams);
      headers[p.name.toLowerCase()] = rng.pick(HOSTILE_HEADER_VALUES)();
      break;
    }
    case 'body-wrong-type':
      body = mutateSlot(d.body, rng, rng.pick(WRONG_TYPES));
      break;
    case 'body-hostile-string':
      body = stringSlotValue(d.body, rng, () => hostileString(rng));
      break;
    case 'body-hostile-number':
      body = mutateSlot(d.body, rng, () => new RawJson(rng.pick(HOSTILE_NUMBERS)));
      break;
    case 'body-missing-field':
      body = mutateSlot(d.body, rng, () => undefined, true);
      break;
    case 'body-extra-fields': {
      body = mutateSlot(d.body, rng, () => rng.pick(WRONG_TYPES)());
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        (body as Container)[rng.pick(['extra', 'role', 'isAdmin', 'id', 'userId', 'practiceId', 'password_hash', 'x'.repeat(1000)])] =
          rng.pick(WRONG_TYPES)();
      }
      break;
    }
    case 'body-proto-keys': {
      // JSON.parse makes __proto__ an own key; a literal would set the prototype instead.
      const poison = JSON.parse(
        rng.pick([
          '{"__proto__":{"isAdmin":true,"role":7}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '{"__proto__":null}',
          '{"prototype":{"x":1}}',
          '{"__proto__":{"__proto__":{"x":1}}}',
        ]),
      ) as Container;
      const [key, value] = Object.entries(poison)[0]!;
      if (rng.chance(0.5) && body !== null && typeof body === 'object' && !Array.isArray(body)) (body as Container)[key] = value;
      else body = mutateSlot(d.body, rng, () => poison);
      break;
    }
    case 'body-deep-nesting':
      body = rng.chance(0.3) ? deepNest(rng) : mutateSlot(d.body, rng, () => deepNest(rng));
      break;
    case 'body-huge-array':
      body = rng.chance(0.2) ? hugeArray(rng) : mutateSlot(d.body, rng, () => hugeArray(rng));
      break;
    case 'body-malformed-json':
      rawPayload = rng.pick(MALFORMED_JSON)(toJson(d.body));
      contentType = 'application/json';
      break;
    case 'body-not-an-object':
      rawPayload = rng.pick(NOT_AN_OBJECT);
      contentType = 'application/json';
      break;
    case 'content-type':
      contentType = rng.pick(CONTENT_TYPES);
      if (op.body?.kind === 'multipart' && rng.chance(0.5)) rawPayload = toJson(d.body);
      break;
    case 'body-oversized': {
      const size = rng.pick([1024 * 1024 + 1, 1_200_000, 1_600_000]);
      rawPayload =
        op.body?.kind === 'multipart'
          ? multipartBody([{ name: 'mail', value: JSON.stringify({ ...(d.body as object), body: 'z'.repeat(size) }) }])
          : `{"x":"${'z'.repeat(size)}"}`;
      break;
    }
    case 'body-on-bodiless':
      contentType = rng.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
      rawPayload = rng.pick<() => string>([() => '{"id":1}', () => '{"__proto__":{"x":1}}', () => '{', () => 'a=1&b=2', () => 'z'.repeat(1_100_000), () => '[[[[[[[[[[]]]]]]]]]]'])();
      break;
    case 'multipart-hostile':
      ({ rawPayload, contentType } = hostileMultipart(d.body, rng));
      break;
    case 'auth-headers': {
      const id = ctx.ownId ?? 1;
      // Merged over the caller's own headers: a real token with its user id in a non-canonical form must not match.
      const forms = [` ${id}`, `${id} `, `0${id}`, `${id}.0`, `+${id}`, `0x${id.toString(16)}`, `${id}e0`, `-${id}`, `${id},${id}`, `${id + 2 ** 32}`];
      authOverride = rng.pick<() => Record<string, string> | null>([
        () => null,
        () => ({ token: 'x' }),
        () => ({ token: 'a'.repeat(10_000) }),
        () => ({ token: "' OR '1'='1", userid: '1 OR 1=1' }),
        () => {
          const userid = rng.pick(forms);
          mustRefuse = `userid header ${JSON.stringify(userid)}`;
          return { userid };
        },
        () => ({ userid: rng.pick(NON_CANONICAL_IDS.filter((v) => /^[\x21-\x7e]*$/.test(v))) }),
        () => ({ token: '%00', userid: '%00' }),
        () => ({ token: '', userid: '' }),
      ])();
      break;
    }
    case 'wrong-method':
      d.method = rng.pick(['PATCH', 'OPTIONS', 'TRACE', 'PUT', 'POST', 'DELETE'].filter((m) => m !== op.method));
      break;
  }

  if (op.body || rawPayload !== undefined) {
    if (rawPayload !== undefined) payload = rawPayload;
    else if (op.body?.kind === 'multipart') payload = multipartBody([{ name: 'mail', value: toJson(body) }]);
    else payload = toJson(body);
    if (contentType !== null) headers['content-type'] = contentType;
  }
  return { op: op.key, kind, method: d.method, url: url ?? urlOf(op, d), headers, payload, authOverride, mustRefuse };
}

/** Multipart sends and drafts: the form's framing and file parts, where a JSON route has none. */
function hostileMultipart(fields: unknown, rng: Rng): { rawPayload: Buffer; contentType: string } {
  const mail = toJson(fields);
  const file = (filename: string, value = 'hello', type = 'application/pdf') => ({ name: 'files', value, filename, type });
  const variants: (() => Buffer)[] = [
    () => multipartBody([]),
    () => multipartBody([{ name: 'other', value: mail }]),
    () => multipartBody([{ name: 'mail', value: mail }, { name: 'mail', value: '{' }]),
    () => multipartBody([{ name: 'mail', value: rng.pick(MALFORMED_JSON)(mail) as string }]),
    () => multipartBody([{ name: 'mail', value: mail }, file('../../../../etc/passwd')]),
    () => multipartBody([{ name: 'mail', value: mail }, file('..\\..\\boot.ini.pdf')]),
    () => multipartBody([{ name: 'mail', value: mail }, file('a\u0000.pdf')]),
    () => multipartBody([{ name: 'mail', value: mail }, file('<script>alert(1)</script>.pdf')]),
    () => multipartBody([{ name: 'mail', value: mail }, file('evil.exe', 'MZ')]),
    () => multipartBody([{ name: 'mail', value: mail }, file('')]),
    () => multipartBody([{ name: 'mail', value: mail }, file(`${'n'.repeat(300)}.pdf`)]),
    () => multipartBody([{ name: 'mail', value: mail }, { name: 'notfiles', value: 'x', filename: 'a.pdf' }]),
    () => multipartBody([{ name: 'mail', value: mail }, ...Array.from({ length: 12 }, (_, i) => file(`f${i}.pdf`))]),
    () => multipartBody([{ name: 'mail', value: mail }, ...Array.from({ length: 20 }, (_, i) => ({ name: `x${i}`, value: 'y' }))]),
    () => multipartBody([{ name: '__proto__', value: '{"x":1}' }, { name: 'mail', value: mail }]),
    () => multipartBody([{ name: 'constructor', value: 'x' }, { name: 'mail', value: mail }]),
    () => multipartBody([{ name: 'mail', value: mail }], 'otherBoundary'),
    () => multipartBody([{ name: 'mail', value: mail }]).subarray(0, 60),
    () => Buffer.from(`--${'-'.repeat(70)}\r\n\r\n`),
    () => Buffer.concat([multipartBody([{ name: 'mail', value: mail }]), Buffer.from('trailing garbage')]),
  ];
  return { rawPayload: rng.pick(variants)(), contentType: MULTIPART_TYPE };
}

/** A short, printable description of a request for an assertion message. */
export function describeRequest(r: HostileRequest): string {
  const excerpt = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const body =
    r.payload === undefined ? '' : ` body=${JSON.stringify(excerpt(Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload))}`;
  const type = Object.keys(r.headers).length === 0 ? '' : ` headers=${excerpt(JSON.stringify(r.headers))}`;
  const auth = r.authOverride === undefined ? '' : ` auth=${JSON.stringify(r.authOverride && excerpt(JSON.stringify(r.authOverride)))}`;
  return `${r.method} ${excerpt(r.url)} [${r.op} / ${r.kind}]${type}${auth}${body}`;
}
