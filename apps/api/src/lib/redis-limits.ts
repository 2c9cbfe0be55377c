import { randomUUID } from 'node:crypto';
import type { Clock } from './clock.ts';
import { nextCount } from './login-throttle.ts';
import type { RedisClient } from './redis.ts';
import type { SharedLimits } from './shared-limits.ts';

/**
 * A throttle's key is written only if no other process wrote it since it was read: the wait that a count earns is the
 * policy's, a function Redis cannot run, so the count is worked out here and set if unchanged, else read again.
 */
const SET_IF_UNCHANGED = `
local seen = redis.call('HMGET', KEYS[1], 'count', 'last')
if (seen[1] or '') ~= ARGV[1] or (seen[2] or '') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'count', ARGV[3], 'last', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

const TAKE_BACK = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count and count > 0 then redis.call('HSET', KEYS[1], 'count', count - 1) end
return 0`;

/** A sliding window: calls older than its start are dropped, then one more is counted unless `max` are. */
const TAKE_CALL = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** A fixed window begins at the first request after the last one ended. */
const HIT_WINDOW = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local started = tonumber(redis.call('HGET', KEYS[1], 'started'))
if not started or started + window <= now then
  redis.call('HSET', KEYS[1], 'started', ARGV[1], 'count', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, window}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), started + window - now}`;

/**
 * Counted in Redis when REDIS_URL is set (decision 043): the same rules as in the database, by the app's clock, each
 * count a key that expires once no rule reads it, so nothing is purged.
 */
export function createRedisLimits(redis: RedisClient, clock: Clock): SharedLimits {
  const nowMs = () => clock.now().getTime();
  return {
    kind: 'redis',
    throttle(name, policy) {
      const keyOf = (key: string) => `throttle:${name}:${key}`;
      return {
        async reserve(key) {
          for (;;) {
            const [count, last] = await redis.hmget(keyOf(key), 'count', 'last');
            const now = nowMs();
            const attempts = count && last ? { count: Number(count), lastMs: Number(last) } : undefined;
            const next = nextCount(attempts, now, policy);
            if (next === undefined) return undefined;
            const args = [count ?? '', last ?? '', next, now, policy.forgetAfterMs];
            if ((await redis.eval(SET_IF_UNCHANGED, 1, keyOf(key), ...args)) === 1) return next;
          }
        },
        async release(key) {
          await redis.del(keyOf(key));
        },
        async cancel(key) {
          await redis.eval(TAKE_BACK, 1, keyOf(key));
        },
      };
    },

    callLimit(name, windowMs) {
      return {
        async take(key, max) {
          const now = nowMs();
          const since = `(${now - windowMs}`;
          const taken = await redis.eval(TAKE_CALL, 1, `calls:${name}:${key}`, since, max, now, randomUUID(), windowMs);
          return taken === 1;
        },
      };
    },

    window(name) {
      return {
        async hit(key, windowMs) {
          const [count, resetInMs] = (await redis.eval(HIT_WINDOW, 1, `window:${name}:${key}`, nowMs(), windowMs)) as [
            number,
            number,
          ];
          return { count, resetInMs };
        },
      };
    },

    async purge() {},

    answers: () =>
      redis.ping().then(
        () => true,
        () => false,
      ),
  };
}
