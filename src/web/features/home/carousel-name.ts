import { Truncation, truncate } from '../../../shared/constants';

/** A user's name under their avatar in the home carousel: 10 characters, then "..." (spec section 9). */
export function carouselName(name: string): string {
  return truncate(name.trim(), Truncation.carouselUserName);
}
