import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { BackFacts } from './navigation';

export const BackFactsContext = createContext<Dispatch<SetStateAction<BackFacts>>>(() => undefined);

/** A profile or bot page tells the back button whether the viewer owns it and who created it. */
export function useBackFacts(facts: BackFacts): void {
  const setFacts = useContext(BackFactsContext);
  const { isOwn, creatorRef } = facts;
  useEffect(() => {
    // The layout draws again with them: in slices (a transition), and not at all when nothing changed, so
    // that a slow phone does not redraw the whole top bar and footer in one long task after the page.
    startTransition(() =>
      setFacts((current) =>
        current.isOwn === isOwn && current.creatorRef === creatorRef ? current : { isOwn, creatorRef },
      ),
    );
    return () => setFacts({});
  }, [setFacts, isOwn, creatorRef]);
}
