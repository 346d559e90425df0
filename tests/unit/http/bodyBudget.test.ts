import { describe, expect, it } from 'vitest';
import { bytesToReserve, createBodyBudget } from '../../../src/http/bodyBudget.ts';
import { readServerEnv } from '../../../src/config/serverEnv.ts';

const MB = 1024 * 1024;

describe('body budget', () => {
  it('reserves while the total fits, refuses past it, and takes each release back once', () => {
    const budget = createBodyBudget(96 * MB);
    const first = budget.reserve(45 * MB);
    const second = budget.reserve(45 * MB);
    expect(first && second).toBeTruthy();
    expect(budget.reserve(45 * MB)).toBeNull();
    expect(budget.reserved).toBe(90 * MB);
    // A small body still fits beside them.
    const small = budget.reserve(1 * MB);
    expect(small).not.toBeNull();
    first!();
    first!();
    expect(budget.reserved).toBe(46 * MB);
    expect(budget.reserve(45 * MB)).not.toBeNull();
    second!();
    small!();
    expect(budget.reserved).toBe(45 * MB);
  });

  it('counts nothing for a size that is no size', () => {
    const budget = createBodyBudget(10);
    for (const size of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(budget.reserve(size)).not.toBeNull();
    expect(budget.reserved).toBe(0);
  });

  it.each([
    ['no Content-Length (chunked): the cap', undefined, 45 * MB, 45 * MB],
    ['a declared length under the cap', String(3 * MB), 45 * MB, 3 * MB],
    ['zero', '0', 45 * MB, 0],
    ['a declared length over the cap: the cap', String(200 * MB), 45 * MB, 45 * MB],
    ['not a number: the cap', 'abc', 1 * MB, 1 * MB],
    ['negative: the cap', '-1', 1 * MB, 1 * MB],
  ])('reserves for %s', (_label, header, cap, expected) => {
    expect(bytesToReserve(header, cap)).toBe(expected);
  });

  it.each([
    [undefined, 96 * MB],
    ['200', 200 * MB],
    ['0', 96 * MB],
    ['lots', 96 * MB],
  ])('BODY_BUDGET_MB=%s gives %i bytes', (value, bytes) => {
    expect(readServerEnv({ BODY_BUDGET_MB: value }).bodyBudgetBytes).toBe(bytes);
  });
});
