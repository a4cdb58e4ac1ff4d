/** Hindi words of the shop's info texts (see ../edition.ts): the English text, then its Hindi. */
export const INFO = {} as const;
