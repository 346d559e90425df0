import type { cnDocuments } from './cnDocuments.ts';

/** French messages of the documents pages (see cnDocuments.ts). */
export const frDocuments: Record<keyof typeof cnDocuments, string> = {
  'paper.dates': 'Numéros précédents',
  'paper.layouts': 'Pages',
  'paper.previousLayout': 'Page précédente',
  'paper.nextLayout': 'Page suivante',
  'paper.articles': 'Articles de cette page',
  'paper.pdf': 'Cette page en PDF',
  'paper.layoutPicture': 'Page {{name}}',
  'paper.noIssue': 'Aucun journal pour le moment',
  'pdf.open': 'Ouvrir le fichier PDF',
  'pdf.loading': 'Chargement du PDF…',
  'pdf.page': 'Page {{page}}',
  'pdf.failed': 'Le PDF n’a pas pu être chargé',
  'pdf.missing': 'Aucun PDF à afficher',
  'timeline.axis': 'Chronologie',
  'about.copyrightTitle': 'Mentions de droits d’auteur',
  'about.copyright1': 'Tous les contenus de ce site, textes, images, audio et vidéo compris, appartiennent à ce site ou à leurs ayants droit.',
  'about.copyright2': 'Aucune personne ni organisation ne peut reproduire, extraire ou utiliser autrement ces œuvres sans autorisation écrite.',
  'about.copyright3': 'Toute utilisation autorisée doit en respecter les limites et citer la source. Les infractions seront poursuivies.',
  'about.voiceCredit': 'Lecture vocale par iFLYTEK',
  'advert.label': 'Publicité',
  'notice.ie': 'Veuillez utiliser Chrome sur un PC',
  'notice.ieTitle': 'Avis',
  'notice.chunkFailed': 'Une partie de cette page n’a pas pu être chargée',
  'notice.retry': 'Réessayer',
  'product.more': 'Détails',
  // Paper articles (docs/decisions/161).
  'route.paperArticle': 'Article du journal',
  'paper.backToLayout': 'Retour à la page',
  // The leaders list's region tabs (docs/decisions/161).
  'leaders.regions': 'Régions',
  'leaders.allRegions': 'Toutes',
};
