/** Hindi words of the shop's reviews texts (see ../edition.ts): the English text, then its Hindi. */
export const REVIEWS = {} as const;
