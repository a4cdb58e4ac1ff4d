import { useEffect, useState } from 'react';

/**
 * A form whose plain submission means nothing (no address of its own to go to: the newsletter's
 * sign-up) may be submitted on a prerendered page before its code has hydrated it (lazyHydrated:
 * its code loads on the first interaction). The browser would then submit it as plain HTML: a
 * reload of the page with what was typed in its address, the field emptied. Such a form carries
 * this mark until it has hydrated, and `holdEarlySubmits` holds its submission until then.
 */
const AWAITS_CODE = 'data-awaits-code';

/** The form's props: the mark while it has not hydrated (and in its prerendered HTML). */
export function useAwaitsCode(): { 'data-awaits-code'?: '' } {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? {} : { [AWAITS_CODE]: '' };
}

/**
 * On `doc`, from before hydration: the submission of a marked form is held, and made again (by
 * the same button) once the form has hydrated, when its own code handles it. Submitted again
 * while it waits, it is still made once.
 */
export function holdEarlySubmits(doc: Document): void {
  const waiting = new WeakSet<HTMLFormElement>();
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(AWAITS_CODE)) return;
      event.preventDefault();
      if (waiting.has(form)) return;
      waiting.add(form);
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      new MutationObserver((_, observer) => {
        if (form.hasAttribute(AWAITS_CODE)) return;
        observer.disconnect();
        waiting.delete(form);
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      }).observe(form, { attributes: true, attributeFilter: [AWAITS_CODE] });
    },
    true,
  );
}
