export { Header, loadSearchBox } from './Header';
