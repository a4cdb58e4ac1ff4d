export { RecentlyViewed } from './RecentlyViewed';
