import { useEffect, useState } from 'react';

/**
 * Data that survives a failed reload: list errors are only logged and the screen keeps what it showed
 * (spec section 8, "Silent failures").
 */
export function useKeptData<T>(data: T | undefined, error: unknown, label: string): T | undefined {
  const [kept, setKept] = useState(data);
  if (data !== undefined && data !== kept) setKept(data);
  useEffect(() => {
    if (error) console.error(label, error);
  }, [error, label]);
  return data ?? kept;
}
