/**
 * Adverts of an article (SPEC §7 getArticleAdvs): asked only when the site config says showAdv and a column or article
 * id is given (documentWrappers.ts). A failed advert call logs a warning and shows nothing (SPEC §8):
 * an advert never costs the reader the page.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';

/** An advert as a page shows it: a picture, its title, and a link or none (''). */
export interface AdvertView {
  title: string;
  picture: string;
  link: string;
}

export async function loadAdverts(ids: { columnId: number | null; articleId: number | null }): Promise<AdvertView[]> {
  const result = await siteCatalogue.articleAdverts(ids, { optional: true });
  if (!result.ok) {
    console.warn('advert call failed:', result.error.kind, result.error.message ?? '');
    return [];
  }
  if (result.empty) return [];
  // Only pictures and links that are web addresses reach the page.
  return result.value.filter((advert) => isSafeHttpUrl(advert.picture)).map((advert) => ({ title: advert.title, picture: advert.picture, link: isSafeHttpUrl(advert.link) ? advert.link : '' }));
}
