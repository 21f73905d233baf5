import { createContext, useContext, useEffect, type Dispatch, type SetStateAction } from 'react';
import type { BackFacts } from './navigation';

export const BackFactsContext = createContext<Dispatch<SetStateAction<BackFacts>>>(() => undefined);

/** A profile or bot page tells the back button whether the viewer owns it and who created it. */
export function useBackFacts(facts: BackFacts): void {
  const setFacts = useContext(BackFactsContext);
  const { isOwn, creatorRef } = facts;
  useEffect(() => {
    setFacts({ isOwn, creatorRef });
    return () => setFacts({});
  }, [setFacts, isOwn, creatorRef]);
}
