import { stemmer } from '@orama/stemmers/spanish';
import { remembered } from './remembered';

/**
 * The Snowball stem of a folded word, remembered: the engine stems every word of a message three times
 * (its reading, the plain BM25 view, the dictionary check).
 */
export const snowball = remembered(stemmer);
