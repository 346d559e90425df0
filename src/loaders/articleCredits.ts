/**
 * The credit lines under an article (SPEC §3 credit roles). Field names are mapped once, in the
 * catalogue's CREDIT_FIELDS; this adds what the catalogue cannot know from one field: the top
 * reporters line falls back to the article's author (the recorded platform has no `topReporters`
 * field and puts the by-line in `author`), and each role gets its message key.
 */
import type { ArticleContent, Credit, CreditRole } from '../catalogue/articleContent.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';

export const CREDIT_MESSAGE: Record<CreditRole, MessageKey> = {
  source: 'article.source',
  editor: 'article.editor',
  responsibleEditor: 'article.responsibleEditor',
  proofreader: 'article.proofreader',
  checker: 'article.checker',
  finalChecker: 'article.finalChecker',
  planner: 'article.planner',
  cameraman: 'article.cameraman',
  drawer: 'article.drawer',
  overallPlanner: 'article.overallPlanner',
  director: 'article.director',
  intern: 'article.intern',
  correspondent: 'article.correspondent',
  topReporters: 'article.topReporters',
};

/** Editors separate several names with commas, 、 or semicolons (never spaces: Latin names contain them); the page lists them with the locale's separator. */
function names(value: string): string[] {
  return value
    .split(/[,，、;；]+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

export interface CreditLine {
  role: CreditRole;
  messageKey: MessageKey;
  names: string[];
}

export function articleCredits(article: Pick<ArticleContent, 'credits' | 'author'>): CreditLine[] {
  const credits: Credit[] = [...article.credits];
  if (!credits.some((credit) => credit.role === 'topReporters') && article.author.trim()) {
    credits.push({ role: 'topReporters', name: article.author.trim() });
  }
  return credits.map((credit) => ({ role: credit.role, messageKey: CREDIT_MESSAGE[credit.role], names: names(credit.name) })).filter((line) => line.names.length > 0);
}
