/**
 * How many sockets one user may hold open at once, counted across every server process: a socket
 * takes a slot at its handshake and gives it back when it closes. A user with every slot taken
 * is refused a new socket; none of their open ones is closed for it.
 */
export interface SocketSlots {
  /** Takes a slot for `holder` (a socket id) unless `owner` (a user) already holds `max`. */
  take(owner: string, holder: string): Promise<boolean>;
  /** Gives the slot back; safe to call more than once. */
  release(owner: string, holder: string): void;
  close(): void;
}

/** The slots held in this process: the only count with one process, a stand-in while Redis is away. */
function localSlots(max: number) {
  const held = new Map<string, Set<string>>();
  return {
    take(owner: string, holder: string): boolean {
      const mine = held.get(owner) ?? new Set<string>();
      if (!mine.has(holder) && mine.size >= max) return false;
      mine.add(holder);
      held.set(owner, mine);
      return true;
    },
    release(owner: string, holder: string): boolean {
      const mine = held.get(owner);
      const had = mine?.delete(holder) ?? false;
      if (mine?.size === 0) held.delete(owner);
      return had;
    },
  };
}

export function memorySocketSlots(max: number): SocketSlots {
  const local = localSlots(max);
  return { take: async (owner, holder) => local.take(owner, holder), release: (owner, holder) => void local.release(owner, holder), close: () => undefined };
}

/** The few Redis commands the shared slots need (node-redis's client has them). */
export interface SlotsRedis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  zRem(key: string, member: string): Promise<unknown>;
}

/**
 * Each held slot is a lease in a sorted set per user (member: the socket id, score: when the lease
 * ends, by Redis's clock so the processes' clocks need not agree). The process holding it renews
 * it while the socket is open, so the slots of a process that dies come free within a lease.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export interface RedisSlotsOptions {
  max: number;
  /** How long a lease lasts unless renewed. */
  leaseMs?: number;
  key?: (owner: string) => string;
}

/**
 * Slots shared by every process through Redis. While Redis cannot be reached, a handshake is
 * counted in this process alone (as the rate limits' insurance limiter does), so learners can
 * still connect.
 */
export function redisSocketSlots(
  redis: SlotsRedis,
  { max, leaseMs = 60_000, key = (owner) => `exam-practice:sockets:${owner}` }: RedisSlotsOptions,
): SocketSlots {
  const local = localSlots(max);
  /** The slots this process holds in Redis, renewed a few times a lease. */
  const leased = new Map<string, { owner: string; holder: string }>();
  const id = (owner: string, holder: string) => `${owner}\n${holder}`;
  const renew = setInterval(() => {
    for (const { owner, holder } of leased.values()) redis.eval(RENEW, { keys: [key(owner)], arguments: [holder, String(leaseMs)] }).catch(() => undefined);
  }, leaseMs / 3);
  renew.unref();

  return {
    async take(owner, holder) {
      let taken: unknown;
      try {
        taken = await redis.eval(TAKE, { keys: [key(owner)], arguments: [holder, String(max), String(leaseMs)] });
      } catch {
        return local.take(owner, holder);
      }
      if (Number(taken) !== 1) return false;
      leased.set(id(owner, holder), { owner, holder });
      return true;
    },
    release(owner, holder) {
      if (local.release(owner, holder)) return;
      if (!leased.delete(id(owner, holder))) return;
      // Should this fail (Redis away), the lease ends on its own.
      redis.zRem(key(owner), holder).catch(() => undefined);
    },
    close: () => clearInterval(renew),
  };
}
