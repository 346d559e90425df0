/** A malformed request parameter; the route wrapper turns it into a status -1 envelope, never a 500. */
export class BadParamError extends Error {
  readonly param: string;
  constructor(param: string) {
    super(`参数错误: ${param}`);
    this.param = param;
  }
}

const INT = /^-?\d{1,10}$/;
const MAX_INT = 2_147_483_647;

/**
 * Request parameters merged from the query string and a form body. The real platform spells
 * parameters inconsistently (siteId / siteID / siteid), so every getter takes alternatives.
 */
export class Params {
  readonly values: Map<string, string[]>;

  constructor(values: Map<string, string[]>) {
    this.values = values;
  }

  static fromEntries(entries: Iterable<[string, string]>): Params {
    const values = new Map<string, string[]>();
    for (const [key, value] of entries) {
      const list = values.get(key);
      if (list) list.push(value);
      else values.set(key, [value]);
    }
    return new Params(values);
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  get(...names: string[]): string | undefined {
    for (const name of names) {
      const value = this.values.get(name)?.[0];
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** Repeated form fields (`imgUrl`, `videoUrl`, `voteResult`), also accepting the `name[]` spelling. */
  all(name: string): string[] {
    return [...(this.values.get(name) ?? []), ...(this.values.get(`${name}[]`) ?? [])];
  }

  /** An integer parameter; missing or empty gives the fallback, anything else non-numeric or out of range throws. */
  int(names: string | string[], fallback?: number, range: { min?: number; max?: number } = {}): number {
    const list = typeof names === 'string' ? [names] : names;
    const raw = this.get(...list)?.trim();
    if (raw === undefined || raw === '' || raw === 'undefined' || raw === 'null') {
      if (fallback === undefined) throw new BadParamError(list[0]!);
      return fallback;
    }
    if (!INT.test(raw)) throw new BadParamError(list[0]!);
    const value = Number(raw);
    const min = range.min ?? -MAX_INT;
    const max = range.max ?? MAX_INT;
    if (value < min || value > max) throw new BadParamError(list[0]!);
    return value;
  }

  /** A positive id (required). */
  id(names: string | string[]): number {
    return this.int(names, undefined, { min: 0 });
  }

  string(names: string | string[], fallback = '', maxLength = 10_000): string {
    const list = typeof names === 'string' ? [names] : names;
    const value = this.get(...list);
    if (value === undefined) return fallback;
    if (value.length > maxLength) throw new BadParamError(list[0]!);
    return value;
  }
}
