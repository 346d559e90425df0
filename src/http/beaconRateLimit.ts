/**
 * Token buckets for the Web Vitals beacons (docs/decisions/146): one per reader address and one for
 * the whole process. Memory is bounded: at most `maxAddresses` buckets are kept, and when a new
 * address comes to a full table the one used longest ago goes (a fresh bucket is full, so
 * forgetting one only ever lets a reader send a little more, and the global bucket still holds).
 */

export interface BucketRule {
  /** How many beacons a bucket holds when full (the burst). */
  capacity: number;
  /** How many it regains per second. */
  refillPerSecond: number;
}

export interface BeaconLimits {
  perAddress: BucketRule;
  global: BucketRule;
  maxAddresses: number;
}

/** A reader sends one beacon per page view; many readers may share one carrier or office address. */
export const BEACON_LIMITS: BeaconLimits = {
  perAddress: { capacity: 120, refillPerSecond: 2 },
  global: { capacity: 2_000, refillPerSecond: 500 },
  maxAddresses: 10_000,
};

/** The longest address kept as a key: an IPv6 address with a zone fits. */
const MAX_ADDRESS_LENGTH = 64;

interface Bucket {
  tokens: number;
  at: number;
}

export interface BeaconRateLimit {
  /** Takes one token for this address and one globally; false when either bucket is empty. */
  take(address: string): boolean;
  /** How many address buckets are kept now. */
  readonly size: number;
}

function refill(bucket: Bucket, rule: BucketRule, now: number): void {
  const elapsed = Math.max(0, now - bucket.at) / 1000;
  bucket.tokens = Math.min(rule.capacity, bucket.tokens + elapsed * rule.refillPerSecond);
  bucket.at = now;
}

export function createBeaconRateLimit(limits: BeaconLimits = BEACON_LIMITS, now: () => number = Date.now): BeaconRateLimit {
  const buckets = new Map<string, Bucket>();
  const global: Bucket = { tokens: limits.global.capacity, at: now() };
  return {
    take(rawAddress) {
      const address = rawAddress.slice(0, MAX_ADDRESS_LENGTH);
      const time = now();
      let bucket = buckets.get(address);
      if (bucket) {
        // Used now: it moves to the end, the last to be forgotten.
        buckets.delete(address);
      } else {
        if (buckets.size >= limits.maxAddresses) buckets.delete(buckets.keys().next().value!);
        bucket = { tokens: limits.perAddress.capacity, at: time };
      }
      buckets.set(address, bucket);
      refill(bucket, limits.perAddress, time);
      refill(global, limits.global, time);
      if (bucket.tokens < 1 || global.tokens < 1) return false;
      bucket.tokens -= 1;
      global.tokens -= 1;
      return true;
    },
    get size() {
      return buckets.size;
    },
  };
}
