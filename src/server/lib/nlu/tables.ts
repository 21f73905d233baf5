/**
 * The numbers of a packed model (decision 066): stored as typed arrays, which `v8.serialize` writes as raw
 * bytes and reads back in one copy, and held as V8 arrays (small integers and unboxed doubles in V8's own
 * heap) once opened. Typed arrays live outside the heap, in memory from the C allocator: thousands of
 * models loaded and dropped left it fragmented, and RSS stayed 150 MB above idle after every model was
 * gone, while V8 gives its heap's pages back.
 */
export type StoredNumbers = Uint32Array | Float64Array;

type NumbersKind = typeof Uint32Array | typeof Float64Array;

/** A stored shape with its typed arrays held as V8 arrays. */
export type Held<T> = { [K in keyof T]: T[K] extends StoredNumbers ? readonly number[] : T[K] };

/** Made at its length at once, with no spare room (`Array.from` grows an array as it iterates). */
function toArray(numbers: StoredNumbers): number[] {
  const array = new Array<number>(numbers.length);
  for (let i = 0; i < numbers.length; i++) array[i] = numbers[i]!;
  return array;
}

/** The stored shape's typed arrays as V8 arrays; the rest as it is. */
export function holdNumbers<T extends object>(stored: T): Held<T> {
  const held = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(held))
    if (value instanceof Uint32Array || value instanceof Float64Array) held[key] = toArray(value);
  return held as Held<T>;
}

/** The held shape's arrays of numbers as typed arrays again, each of the kind `kinds` gives its field. */
export function storeNumbers<T extends object>(
  held: Held<T>,
  kinds: { [K in keyof T]?: T[K] extends StoredNumbers ? NumbersKind : never },
): T {
  const stored: Record<string, unknown> = { ...held };
  for (const [key, Kind] of Object.entries(kinds) as Array<[string, NumbersKind]>)
    stored[key] = Kind.from(held[key as keyof T] as readonly number[]);
  return stored as T;
}

/** Where each list starts when the lists are laid one after another (and where the last one ends). */
export function rangesOf(lists: ReadonlyArray<{ length: number } | { size: number }>): Uint32Array {
  const starts = new Uint32Array(lists.length + 1);
  lists.forEach((list, i) => {
    starts[i + 1] = starts[i]! + ('size' in list ? list.size : list.length);
  });
  return starts;
}
