import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** What is counted (docs/business-rules.md §3), each per user, or per client address for anonymous calls. */
export type RateClass = 'default' | 'hold' | 'payment' | 'coupon' | 'email_check' | 'contact';

/** Calls a minute per class. */
export type RateLimitConfig = Record<RateClass, number>;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  default: 300,
  hold: 20,
  payment: 10,
  coupon: 10,
  email_check: 10,
  contact: 5,
};

export type RateLimits = {
  /** Counts one call of `key` in `rateClass`; resolves with the seconds to wait when none is left, or null. */
  consume(rateClass: RateClass, key: string): Promise<number | null>;
  /**
   * Uses one of `key`'s `points` in windows of `windowSeconds`, counted under `name` in the same
   * store (shared by the fleet with Redis); false when none is left. For allowances that are not
   * calls a minute: the paid e-mail verifications per client address and hour.
   */
  take(name: string, key: string, points: number, windowSeconds: number): Promise<boolean>;
  /** Resolves when the shared store answers (only when there is one: REDIS_URL). */
  ping?: () => Promise<void>;
  close(): Promise<void>;
};

/**
 * Counters with rate-limiter-flexible: in Redis when REDIS_URL is set, so that every instance of
 * the fleet counts against one allowance, otherwise in this process's memory. Should Redis be
 * unreachable, each instance counts in its memory until it is back (an insurance limiter), rather
 * than refusing everyone or no one.
 */
export function createRateLimits(
  config: RateLimitConfig,
  redisUrl?: string,
  prefix = 'nook:rate',
): RateLimits {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  // An unreachable Redis is reported by the limiter's insurance, not as an unhandled error event.
  redis?.on('error', () => {});
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const options = { points, duration, keyPrefix: `${prefix}:${name}` };
    const memory = new RateLimiterMemory(options);
    return redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
        })
      : memory;
  };
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [rateClass, points] of Object.entries(config) as [RateClass, number][])
    limiters.set(rateClass, limiter(rateClass, points, 60));
  /** Seconds to wait when `key` has used all of `counter`'s points, else null. */
  const consume = async (counter: RateLimiterAbstract, key: string): Promise<number | null> => {
    try {
      await counter.consume(key);
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw outcome;
    }
  };
  return {
    async consume(rateClass, key) {
      const counter = limiters.get(rateClass);
      return counter ? consume(counter, key) : null;
    },
    async take(name, key, points, windowSeconds) {
      if (points <= 0) return false;
      const id = `${name}:${points}:${windowSeconds}`;
      let counter = limiters.get(id);
      if (!counter) limiters.set(id, (counter = limiter(name, points, windowSeconds)));
      return (await consume(counter, key)) === null;
    },
    ping: redis
      ? async () => {
          await redis.ping();
        }
      : undefined,
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
