import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What is counted (BUSINESS-RULES §3), each per user, or per client address for anonymous calls. */
export type RateClass = 'default' | 'hold' | 'payment' | 'coupon' | 'email_check';

/** Calls a minute per class. */
export type RateLimitConfig = Record<RateClass, number>;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = { default: 300, hold: 20, payment: 10, coupon: 10, email_check: 10 };

export type RateLimits = {
  /** Counts one call of `key` in `rateClass`; resolves with the seconds to wait when none is left, or null. */
  consume(rateClass: RateClass, key: string): Promise<number | null>;
  close(): Promise<void>;
};

/**
 * Counters with rate-limiter-flexible: in Redis when REDIS_URL is set, so that every instance of
 * the fleet counts against one allowance, otherwise in this process's memory. Should Redis be
 * unreachable, each instance counts in its memory until it is back (an insurance limiter), rather
 * than refusing everyone or no one.
 */
export function createRateLimits(config: RateLimitConfig, redisUrl?: string, prefix = 'nook:rate'): RateLimits {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  // An unreachable Redis is reported by the limiter's insurance, not as an unhandled error event.
  redis?.on('error', () => {});
  const limiters = new Map<RateClass, RateLimiterAbstract>();
  for (const [rateClass, points] of Object.entries(config) as [RateClass, number][]) {
    const options = { points, duration: 60, keyPrefix: `${prefix}:${rateClass}` };
    const memory = new RateLimiterMemory(options);
    limiters.set(rateClass, redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory);
  }
  return {
    async consume(rateClass, key) {
      const limiter = limiters.get(rateClass);
      if (!limiter) return null;
      try {
        await limiter.consume(key);
        return null;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
        throw outcome;
      }
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
