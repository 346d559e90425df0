import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../src/catalogue/circuitBreaker.ts';

/** The breaker of one service group (docs/decisions/134), step by step against a clock the test moves. */
type Step = ['allow', boolean] | ['success'] | ['failure'] | ['wait', number] | ['state', 'closed' | 'open' | 'halfOpen'];

function run(steps: Step[]) {
  let clock = 0;
  const breaker = createCircuitBreaker({ threshold: 3, openMs: 5_000, now: () => clock });
  steps.forEach((step, index) => {
    const where = `step ${index}: ${step.join(' ')}`;
    if (step[0] === 'allow') expect(breaker.allow(), where).toBe(step[1]);
    else if (step[0] === 'success') breaker.success();
    else if (step[0] === 'failure') breaker.failure();
    else if (step[0] === 'wait') clock += step[1];
    else expect(breaker.state, where).toBe(step[1]);
  });
}

describe('circuit breaker', () => {
  it.each<[string, Step[]]>([
    [
      'closed lets every call through',
      [
        ['allow', true],
        ['allow', true],
        ['state', 'closed'],
      ],
    ],
    ['two failures in a row keep it closed', [['failure'], ['failure'], ['allow', true], ['state', 'closed']]],
    ['a success in between starts the count again', [['failure'], ['failure'], ['success'], ['failure'], ['failure'], ['allow', true]]],
    ['three failures in a row open it: calls fail at once', [['failure'], ['failure'], ['failure'], ['state', 'open'], ['allow', false], ['wait', 4_999], ['allow', false]]],
    ['after the open period one probe goes, the others wait', [['failure'], ['failure'], ['failure'], ['wait', 5_000], ['state', 'halfOpen'], ['allow', true], ['allow', false], ['allow', false]]],
    ['a successful probe closes it', [['failure'], ['failure'], ['failure'], ['wait', 5_000], ['allow', true], ['success'], ['state', 'closed'], ['allow', true], ['allow', true]]],
    [
      'a failed probe opens it again for a whole period',
      [['failure'], ['failure'], ['failure'], ['wait', 5_000], ['allow', true], ['failure'], ['state', 'open'], ['allow', false], ['wait', 5_000], ['allow', true]],
    ],
    [
      'a probe that never reports frees the way after a period',
      [['failure'], ['failure'], ['failure'], ['wait', 5_000], ['allow', true], ['wait', 4_000], ['allow', false], ['wait', 1_000], ['allow', true]],
    ],
  ])('%s', (_name, steps) => run(steps));
});
