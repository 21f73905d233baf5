/** The paging keys every list answer carries (`{total, totalPages, nextPage}`), from its total and page. */
export function pageOf(total: number, page: number, pageSize: number) {
  const totalPages = Math.ceil(total / pageSize);
  return { total, totalPages, nextPage: page < totalPages ? page + 1 : null };
}
