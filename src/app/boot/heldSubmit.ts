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
 * Runs `then` once `part` has lost its mark (its code has hydrated it), for `held` (the form or the
 * control whose press waits), unless `held` is waiting already: a press made again while it waits
 * is made once. Returns what runs it at once instead (and stops the wait), or undefined when `held`
 * was waiting already.
 */
function whenHydrated(
  part: Element,
  held: Element,
  waiting: WeakSet<Element>,
  then: () => void,
): (() => void) | undefined {
  if (waiting.has(held)) return undefined;
  waiting.add(held);
  const done = () => {
    observer.disconnect();
    waiting.delete(held);
    then();
  };
  const observer = new MutationObserver(() => {
    if (!part.hasAttribute(AWAITS_CODE)) done();
  });
  observer.observe(part, { attributes: true, attributeFilter: [AWAITS_CODE] });
  return done;
}

/**
 * On `doc`, from before hydration: the submission of a marked form is held, and made again (by
 * the same button) once the form has hydrated, when its own code handles it. Submitted again
 * while it waits, it is still made once.
 */
export function holdEarlySubmits(doc: Document): void {
  const waiting = new WeakSet<Element>();
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(AWAITS_CODE)) return;
      event.preventDefault();
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      whenHydrated(form, form, waiting, () => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    true,
  );
}

/** How long a held press of a link waits for its part's code before the link is followed as plain HTML. */
export const HELD_LINK_MS = 3000;

/**
 * On `doc`, from before hydration: the press of a button, or of a link to a page of the shop,
 * inside a marked part that is not a form (a lazily hydrated part whose buttons only its code can
 * answer: the home page's product cards) is held, and made again on the same element once the part
 * has hydrated: React takes over the prerendered elements, so the element is then the part's own.
 * Without this, React drops a press in a part whose code has not come, and the browser follows a
 * link as a plain one: a whole page load. A link pressed with a modifier key, or to another site,
 * an email address or a phone number, is the browser's, as it would be anyway; a held link whose
 * code has not come after HELD_LINK_MS (offline) is followed as a plain link. Pressed again while
 * it waits, a control is pressed once.
 */
export function holdEarlyClicks(doc: Document): void {
  const waiting = new WeakSet<Element>();
  const letGo = new WeakSet<Element>();
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const part = target.closest(`[${AWAITS_CODE}]`);
      const control = target.closest<HTMLElement>('button, a[href]');
      if (!part || !control || part instanceof HTMLFormElement || !part.contains(control)) return;
      if (letGo.delete(control)) return;
      const link = control instanceof HTMLAnchorElement ? control : null;
      if (
        link &&
        (link.origin !== doc.defaultView?.location.origin ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey)
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const now = whenHydrated(part, control, waiting, () => {
        clearTimeout(timer);
        if (control.isConnected) control.click();
      });
      if (now && link)
        timer = setTimeout(() => {
          letGo.add(link);
          now();
        }, HELD_LINK_MS);
    },
    true,
  );
}
