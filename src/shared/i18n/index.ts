export {
  HINDI_BASE,
  LANG,
  currentEdition,
  editionOf,
  editionPath,
  setEdition,
  shopPath,
  t,
  translate,
  word,
  type Edition,
  type WordKey,
  type WordValues,
} from './edition';
export { tNodes } from './nodes';
