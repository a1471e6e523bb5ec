/**
 * Lua scripts run atomically, so the anonymous tier's index and byte count never disagree with the
 * keys. Not for Redis Cluster: eviction deletes keys the script was not handed.
 */

const UNTRACK = `
local function untrack(key)
  local size = redis.call('hget', KEYS[3], key)
  if size then
    redis.call('zrem', KEYS[2], key)
    redis.call('hdel', KEYS[3], key)
    redis.call('decrby', KEYS[4], size)
  end
end
`;

const NOW_MS = `
local clock = redis.call('time')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

/** Evicts the oldest anonymous entries (never this one) until the tier fits; returns how many went. */
const TRACK_ANONYMOUS = `
local function trackAnonymous(key)
  ${NOW_MS}
  local size = tonumber(ARGV[5])
  redis.call('zadd', KEYS[2], now, key)
  redis.call('hset', KEYS[3], key, size)
  local bytes = redis.call('incrby', KEYS[4], size)
  local budget = tonumber(ARGV[4])
  local evicted = 0
  while bytes > budget do
    local oldest = redis.call('zrange', KEYS[2], 0, 1)
    local victim = oldest[1]
    if victim == key then victim = oldest[2] end
    if not victim then break end
    local victimSize = tonumber(redis.call('hget', KEYS[3], victim) or '0')
    redis.call('zrem', KEYS[2], victim)
    redis.call('hdel', KEYS[3], victim)
    redis.call('del', victim)
    bytes = redis.call('decrby', KEYS[4], victimSize)
    evicted = evicted + 1
  end
  return evicted
end
`;

/** A protected write evicts nothing: Redis bounds that tier itself (maxmemory, noeviction). */
export const SET_TIERED = `${UNTRACK}${TRACK_ANONYMOUS}
untrack(KEYS[1])
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
if ARGV[3] == 'anonymous' then trackAnonymous(KEYS[1]) end
return 1
`;

/** Writes only when the key is absent (SET NX); 1 when written. */
export const SET_IF_ABSENT = `${UNTRACK}${TRACK_ANONYMOUS}
if not redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return 0 end
-- An expired anonymous entry of the same name may still be indexed: it must never evict this one.
untrack(KEYS[1])
if ARGV[3] == 'anonymous' then trackAnonymous(KEYS[1]) end
return 1
`;

/** A lock's lease: the expiry moves only while the key holds the value. */
export const RENEW_IF_EQUALS = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('pexpire', KEYS[1], ARGV[2])
return 1
`;

export const DELETE = `${UNTRACK}
untrack(KEYS[1])
return redis.call('del', KEYS[1])
`;

/** A lock is released only by the holder that set it. */
export const DELETE_IF_EQUALS = `${UNTRACK}
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
untrack(KEYS[1])
return redis.call('del', KEYS[1])
`;

/** Drops the oldest index entries whose key expired; returns how many. */
export const SWEEP_ANONYMOUS = `${UNTRACK}
local gone = 0
for _, key in ipairs(redis.call('zrange', KEYS[2], 0, tonumber(ARGV[1]) - 1)) do
  if redis.call('exists', key) == 0 then
    untrack(key)
    gone = gone + 1
  end
end
return gone
`;
