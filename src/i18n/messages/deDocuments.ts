import type { cnDocuments } from './cnDocuments.ts';

/** German messages of the documents pages (see cnDocuments.ts). */
export const deDocuments: Record<keyof typeof cnDocuments, string> = {
  'paper.dates': 'Frühere Ausgaben',
  'paper.layouts': 'Seiten',
  'paper.previousLayout': 'Vorige Seite',
  'paper.nextLayout': 'Nächste Seite',
  'paper.articles': 'Artikel auf dieser Seite',
  'paper.pdf': 'Diese Seite als PDF',
  'paper.layoutPicture': 'Seite {{name}}',
  'paper.noIssue': 'Noch keine Zeitung',
  'pdf.open': 'PDF-Datei öffnen',
  'pdf.loading': 'PDF wird geladen …',
  'pdf.page': 'Seite {{page}}',
  'pdf.failed': 'Das PDF konnte nicht geladen werden',
  'pdf.missing': 'Kein PDF zur Vorschau vorhanden',
  'timeline.axis': 'Zeitleiste',
  'about.copyrightTitle': 'Urheberrechtshinweis',
  'about.copyright1': 'Alle Inhalte dieser Website, darunter Texte, Bilder, Audio und Video, gehören dieser Website oder den jeweiligen Rechteinhabern.',
  'about.copyright2': 'Ohne schriftliche Genehmigung dürfen diese Werke weder nachgedruckt noch auszugsweise oder anderweitig verwendet werden.',
  'about.copyright3': 'Genehmigte Nutzungen müssen in deren Rahmen bleiben und die Quelle nennen. Verstöße werden rechtlich verfolgt.',
  'about.voiceCredit': 'Sprachausgabe von iFLYTEK',
  'advert.label': 'Anzeige',
  'notice.ie': 'Bitte verwenden Sie Chrome auf einem PC',
  'notice.ieTitle': 'Hinweis',
  'notice.chunkFailed': 'Ein Teil dieser Seite konnte nicht geladen werden',
  'notice.retry': 'Erneut versuchen',
  'product.more': 'Details',
  // Paper articles (docs/decisions/161).
  'route.paperArticle': 'Zeitungsartikel',
  'paper.backToLayout': 'Zurück zur Seite',
  // The leaders list's region tabs (docs/decisions/161).
  'leaders.regions': 'Regionen',
  'leaders.allRegions': 'Alle',
};
