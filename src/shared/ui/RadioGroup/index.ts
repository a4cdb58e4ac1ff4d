export { RadioGroup } from './RadioGroup';
export type { RadioOption } from './RadioGroup';
