/** Hindi words of the shop's account texts (see ../edition.ts): the English text, then its Hindi. */
export const ACCOUNT = {} as const;
