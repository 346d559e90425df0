/** The article body's language (read aloud, docs/decisions/155): its own `lang`, or the page's. */
export const articleLang = (body: Element | null): string => body?.closest('[lang]')?.getAttribute('lang') ?? '';
