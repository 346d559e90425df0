import type { PlatformContext } from '../PlatformContext.ts';
import { VERIFY_CODE_TTL_MS } from './verifyCodes.ts';

/**
 * The latest plain verify codes, for the back office's `verify-code` route only (docs/decisions/100):
 * the database keeps a hash, so a test that must type the code the image shows asks here, as it asks
 * `phone-code` for an SMS code. Bounded (the oldest go first), in memory, per platform, and a code
 * leaves when it expires; a restart forgets them all, which only means a new image.
 */
export const LEDGER_LIMIT = 500;

export class VerifyCodeLedger {
  readonly #codes = new Map<string, { code: string; expiresAt: number }>();

  readonly limit: number;

  constructor(limit = LEDGER_LIMIT) {
    this.limit = limit;
  }

  record(codeKey: string, code: string, now = Date.now()): void {
    this.#codes.delete(codeKey);
    this.#codes.set(codeKey, { code, expiresAt: now + VERIFY_CODE_TTL_MS });
    while (this.#codes.size > this.limit) this.#codes.delete(this.#codes.keys().next().value!);
  }

  latest(codeKey: string, now = Date.now()): { code: string; expiresAt: number } | null {
    const entry = this.#codes.get(codeKey);
    if (!entry) return null;
    if (entry.expiresAt < now) {
      this.#codes.delete(codeKey);
      return null;
    }
    return entry;
  }

  get size(): number {
    return this.#codes.size;
  }
}

const ledgers = new WeakMap<PlatformContext, VerifyCodeLedger>();

/** The ledger of one platform (one per context, made on first use). */
export function verifyCodeLedger(ctx: PlatformContext): VerifyCodeLedger {
  let ledger = ledgers.get(ctx);
  if (!ledger) ledgers.set(ctx, (ledger = new VerifyCodeLedger()));
  return ledger;
}
