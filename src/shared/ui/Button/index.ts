export { Button, ButtonLink } from './Button';
