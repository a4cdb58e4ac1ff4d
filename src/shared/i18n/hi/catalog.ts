/** Hindi words of the shop's catalog texts (see ../edition.ts): the English text, then its Hindi. */
export const CATALOG = {} as const;
