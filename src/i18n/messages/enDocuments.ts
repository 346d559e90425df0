import type { cnDocuments } from './cnDocuments.ts';

/** English messages of the documents pages (see cnDocuments.ts). */
export const enDocuments: Record<keyof typeof cnDocuments, string> = {
  'paper.dates': 'Past issues',
  'paper.layouts': 'Pages',
  'paper.previousLayout': 'Previous page',
  'paper.nextLayout': 'Next page',
  'paper.articles': 'Articles on this page',
  'paper.pdf': 'This page as PDF',
  'paper.layoutPicture': 'Page {{name}}',
  'paper.noIssue': 'No paper yet',
  'pdf.open': 'Open the PDF file',
  'pdf.loading': 'Loading the PDF…',
  'pdf.page': 'Page {{page}}',
  'pdf.failed': 'The PDF could not be loaded',
  'pdf.missing': 'There is no PDF to preview',
  'timeline.axis': 'Timeline',
  'about.copyrightTitle': 'Copyright notice',
  'about.copyright1': 'All content on this site, including text, pictures, audio and video, belongs to this site or to the rights holders concerned.',
  'about.copyright2': 'No organisation or person may reprint, excerpt or otherwise use these works without written permission.',
  'about.copyright3': 'Works used with permission must stay within its scope and name their source. Infringements will be pursued under the law.',
  'about.voiceCredit': 'Voice reading by iFLYTEK',
  'advert.label': 'Advertisement',
  'notice.ie': 'Please use Chrome on a PC',
  'notice.ieTitle': 'Notice',
  'notice.chunkFailed': 'Part of this page could not be loaded',
  'notice.retry': 'Retry',
  'product.more': 'Details',
  // Paper articles (docs/decisions/161).
  'route.paperArticle': 'Paper article',
  'paper.backToLayout': 'Back to the page',
  // The leaders list's region tabs (docs/decisions/161).
  'leaders.regions': 'Regions',
  'leaders.allRegions': 'All',
};
