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
} from './edition';
export { tNodes } from './nodes';
