/** Hindi words of the shop's head texts (see ../edition.ts): the English text, then its Hindi. */
export const HEAD = {} as const;
