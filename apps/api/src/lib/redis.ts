import { Redis } from 'ioredis';

export type RedisClient = Redis;

/**
 * The process's one connection to Redis (REDIS_URL), every key under `keyPrefix`: the only module that knows the
 * client. A command waits through one reconnection at most, so a request fails rather than hangs while Redis is down.
 */
export async function openRedis(url: string, keyPrefix: string): Promise<RedisClient> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
