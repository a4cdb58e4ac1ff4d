export { RecentlyViewedWhenAny } from './RecentlyViewedWhenAny';
