import { DelegatedForms, type FormsController } from './DelegatedForms.ts';

/**
 * <xy-rank>: the rank (打榜) buttons of a page region, each a plain form posting to `xy.rank`. It
 * loads its controller (the Action client and the `$xyRanked` store, xyRankController.ts) on the
 * reader's first touch inside it (DelegatedForms.ts).
 */
export class XyRank extends DelegatedForms {
  protected readonly forms = 'form[data-xy-rank]';

  protected importController(): Promise<FormsController> {
    return import('./xyRankController.ts').then(({ startXyRank }) => startXyRank(this));
  }
}
