/**
 * Adverts of a page (SPEC §7): asked only when the site config says showAdv and a column or article
 * id is given (documentWrappers.ts). A failed advert call logs a warning and shows nothing (SPEC §8):
 * an advert never costs the reader the page.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { Advert } from '../catalogue/documentSchemas.ts';
import type { AdvertPlace } from '../catalogue/documentWrappers.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';

export async function loadAdverts(place: AdvertPlace, ids: { columnId: number | null; articleId: number | null }): Promise<Advert[]> {
  const result = await siteCatalogue.adverts(place, ids, { optional: true });
  if (!result.ok) {
    console.warn(`advert call failed (${place}):`, result.error.kind, result.error.message ?? '');
    return [];
  }
  if (result.empty) return [];
  // Only pictures and links that are web addresses reach the page.
  return result.value.filter((advert) => isSafeHttpUrl(advert.picture)).map((advert) => ({ ...advert, link: isSafeHttpUrl(advert.link) ? advert.link : '' }));
}
