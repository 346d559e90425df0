import { describe, expect, it } from 'vitest';
import { VerifyCodeLedger } from '../../../src/platform/activity/verifyCodeLedger.ts';
import { VERIFY_CODE_TTL_MS } from '../../../src/platform/activity/verifyCodes.ts';

describe('VerifyCodeLedger', () => {
  it('gives the latest code of a key until it expires', () => {
    const ledger = new VerifyCodeLedger(10);
    ledger.record('key-0001', 'AAAA', 0);
    ledger.record('key-0001', 'BBBB', 1000);
    expect(ledger.latest('key-0001', 2000)?.code).toBe('BBBB');
    expect(ledger.latest('key-0001', 1000 + VERIFY_CODE_TTL_MS + 1)).toBeNull();
    expect(ledger.size).toBe(0);
  });

  it('keeps at most its limit, the oldest going first', () => {
    const ledger = new VerifyCodeLedger(3);
    for (let i = 1; i <= 5; i += 1) ledger.record(`key-000${i}`, `C${i}`, i);
    expect(ledger.size).toBe(3);
    expect(ledger.latest('key-0001', 10)).toBeNull();
    expect(ledger.latest('key-0005', 10)?.code).toBe('C5');
  });
});
