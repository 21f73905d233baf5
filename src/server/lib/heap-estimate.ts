/**
 * About how many bytes of V8's heap a value read from the database holds: strings by their length (V8 keeps
 * Spanish text one byte per character), numbers
 * and booleans by their slot, objects and arrays by their slots and headers, nested values followed once.
 * For caches bounded by memory (decision 063): an LRU that counts entries holds 5 KB or 500 KB per entry
 * depending on the bot, so it either wastes its budget or exceeds it. An estimate, erring high.
 */
const HEADER = 32;
const SLOT = 16;
const STRING_HEADER = 24;

export function estimateHeapBytes(value: unknown, seen = new Set<object>()): number {
  if (typeof value === 'string') return STRING_HEADER + value.length;
  if (value === null || typeof value !== 'object') return SLOT;
  if (seen.has(value)) return SLOT;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return HEADER + value.byteLength;
  if (value instanceof Date) return HEADER + SLOT;
  let bytes = HEADER;
  if (value instanceof Map) {
    for (const [key, item] of value)
      bytes += SLOT * 2 + estimateHeapBytes(key, seen) + estimateHeapBytes(item, seen);
    return bytes;
  }
  if (value instanceof Set) {
    for (const item of value) bytes += SLOT + estimateHeapBytes(item, seen);
    return bytes;
  }
  if (Array.isArray(value)) {
    for (const item of value) bytes += SLOT + estimateHeapBytes(item, seen);
    return bytes;
  }
  for (const key in value) bytes += SLOT + estimateHeapBytes((value as Record<string, unknown>)[key], seen);
  return bytes;
}
