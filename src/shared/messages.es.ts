/**
 * Every Spanish text of the product, in one catalog (es-419), kept one file per section in ./messages so
 * that each screen's bundle carries only the sections it reads (`msg` is that folder as a namespace).
 * Texts quoted by the spec keep the spec's exact wording, accents and odd spellings included.
 */
import * as sections from './messages/index';

export { sections as msg };
export type Messages = typeof sections;
