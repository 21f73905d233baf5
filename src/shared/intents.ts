/** An intent's `intention` is its name with every space replaced by "." (spec section 3). */
export function deriveIntention(name: string): string {
  return name.trim().replace(/ /g, '.');
}
