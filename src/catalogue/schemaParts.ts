import * as v from 'valibot';

/**
 * Tolerant building blocks for response schemas. The real platform sends counts as numbers or
 * strings ("47"), `null` where a list belongs, keys with trailing spaces, and fields that come and
 * go between versions (PLATFORM.md §5.2, §7). Each block accepts those variants and yields one clean
 * type, so pages never see the quirks.
 */

export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : fallback;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return fallback;
}

export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Object entries are wrapped in `v.optional(…, null)` so a missing key runs the block with null
 * (valibot reports missing keys of non-optional entries as issues).
 */
function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(schema, null);
}

/** A number, a numeric string, or nothing (→ 0). */
export const num = lenient(
  v.pipe(
    v.unknown(),
    v.transform((value) => toNumber(value)),
  ),
);

/** Like num but keeps "absent" distinguishable (→ null). */
export const optNum = lenient(
  v.pipe(
    v.unknown(),
    v.transform((value): number | null => (value === null || value === undefined || value === '' ? null : toNumber(value, Number.NaN))),
    v.transform((value) => (value === null || Number.isNaN(value) ? null : value)),
  ),
);

/** A string, a number as text, or nothing (→ ''). */
export const str = lenient(v.pipe(v.unknown(), v.transform(toText)));

/** Booleans arrive as true/false, 0/1, "0"/"1" and "true"/"false". */
export const bool = lenient(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
);

/** An id that must be there: a number or a string of digits. */
export const requiredId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/))]),
  v.transform((value) => Number(value)),
);

/** A list; null, a missing list or a non-list becomes []. Items that do not parse are dropped. */
export function list<TSchema extends v.GenericSchema>(item: TSchema) {
  return lenient(
    v.pipe(
      v.unknown(),
      v.transform((value): Array<v.InferOutput<TSchema>> => {
        if (!Array.isArray(value)) return [];
        const out: Array<v.InferOutput<TSchema>> = [];
        for (const entry of value) {
          const parsed = v.safeParse(item, entry);
          if (parsed.success) out.push(parsed.output);
        }
        return out;
      }),
    ),
  );
}

/** A list of strings; numbers become text, anything else is dropped. */
export const strList = lenient(
  v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? value.filter((x) => typeof x === 'string' || typeof x === 'number').map(toText) : [])),
  ),
);

/** Whether a key starts or ends with white space (what String#trim would remove). */
function untrimmed(key: string): boolean {
  const first = key.charCodeAt(0);
  const last = key.charCodeAt(key.length - 1);
  // ASCII letters, digits and '_' cannot be trimmed; anything else is checked the slow way.
  const plain = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
  return key.length > 0 && (!plain(first) || !plain(last)) && key.trim() !== key;
}

/**
 * An object with every key trimmed: the platform sends "columnIcon " and "columnRssCount ". The
 * object itself when no key needs it (nearly always), a trimmed copy otherwise.
 */
export function trimKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  let needed = false;
  for (const key in value) {
    if (untrimmed(key)) {
      needed = true;
      break;
    }
  }
  if (!needed) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const clean = key.trim();
    if (!(clean in out) || key === clean) out[clean] = entry;
  }
  return out;
}

/** An object with trimmed keys, checked against `entries`, extra keys kept. */
export function record<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(v.unknown(), v.transform(trimKeys), v.looseObject(entries));
}

/**
 * Like `record`, but only the declared keys come out: for list items, whose 90-odd keys per item
 * the site never reads, so they are neither copied nor kept in memory.
 */
export function fields<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(v.unknown(), v.transform(trimKeys), v.object(entries));
}

/** Any JSON object (for calls this wave does not read closely). */
export const anyObject = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((value): Record<string, unknown> => value),
);

/** An optional object; anything that is not an object becomes null. */
export function optObject<TSchema extends v.GenericSchema>(schema: TSchema) {
  return lenient(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<TSchema> | null => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
        const parsed = v.safeParse(schema, value);
        return parsed.success ? parsed.output : null;
      }),
    ),
  );
}

/**
 * Boolean writes answer `{value: "true"}` inside the envelope or a raw `true` without it
 * (PLATFORM.md §4.1).
 */
export const booleanWrite = v.pipe(
  v.union([v.boolean(), v.string(), v.number(), v.looseObject({ value: v.optional(v.unknown()) })]),
  v.transform((value) => {
    if (value && typeof value === 'object') return value.value === true || value.value === 'true';
    return value === true || value === 'true' || value === 1;
  }),
);
