import type { ReactNode } from 'react';
import { translate } from '@/shared/i18n';

/**
 * A text that reaches a component as data, in the page's edition: a field's error message (the
 * forms' rules give their English text, marked with word()), which the dictionary translates; a
 * text it lacks, or an element, is shown as it is.
 */
export const inEdition = (node: ReactNode): ReactNode => (typeof node === 'string' ? translate(node) : node);
