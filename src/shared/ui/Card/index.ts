export { Card } from './Card';
