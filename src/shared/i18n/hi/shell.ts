/** Hindi words of the shop's shell texts (see ../edition.ts): the English text, then its Hindi. */
export const SHELL = {} as const;
