/** The paging keys every list answer carries (`{total, totalPages, nextPage}`), from its total and page. */
export function pageOf(total: number, page: number, pageSize: number) {
  const totalPages = Math.ceil(total / pageSize);
  return { total, totalPages, nextPage: page < totalPages ? page + 1 : null };
}

/**
 * The paging keys of a list counted up to `cap` (or one past the page asked): the pages go on as far as the
 * count reached, and the total says "more than `cap`" (`totalCapped`) rather than a number it never read.
 */
export function cappedPageOf(counted: number, page: number, pageSize: number, cap: number) {
  return {
    ...pageOf(counted, page, pageSize),
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
}
