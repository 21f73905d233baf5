/**
 * A pure function of a word, remembered: people keep writing the same few thousand words, so most calls
 * are a lookup. Past `max` words new ones are worked out each time (a bound on memory, not on correctness).
 */
export function remembered(compute: (word: string) => string, max = 50_000): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let value = known.get(word);
    if (value === undefined) {
      value = compute(word);
      if (known.size < max) known.set(word, value);
    }
    return value;
  };
}
