/**
 * The public news list's page size, apart from contract/news.ts: that module builds its yup schemas
 * when loaded, and the home page (which lists the newest news) must not carry yup for one number.
 */
/** Items per page of the public list. */
export const NEWS_PAGE_SIZE = 10;
