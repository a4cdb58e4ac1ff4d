/** Hindi words of the shop's shopping texts (see ../edition.ts): the English text, then its Hindi. */
export const SHOPPING = {} as const;
