import { translate } from '@/shared/i18n';

/**
 * A field's error as the account forms show it: the validation rules give their messages in
 * English (shared/lib/validation), the key of their Hindi; the page shows them in its edition.
 * No message stays no message.
 */
export const shownError = (message: string | undefined): string | undefined => message && translate(message);
