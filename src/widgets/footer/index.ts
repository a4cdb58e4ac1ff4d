import { loadOnce } from '@/app/boot';

/**
 * The footer in a chunk of its own: the layout hydrates it on the first interaction (its
 * prerendered HTML meanwhile, whose links are held until then: app/boot, holdEarlyClicks).
 */
export const loadFooter = loadOnce(() =>
  import(/* webpackChunkName: "footer" */ './Footer').then((m) => m.Footer),
);
