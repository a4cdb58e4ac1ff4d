import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { holdEarlySubmits, useAwaitsCode } from './heldSubmit';

function MarkedForm() {
  return <form aria-label="Sign-up" {...useAwaitsCode()} />;
}

/** A prerendered form of the mark's kind, in a document of its own that holds early submits. */
function prerenderedForm() {
  const doc = document.implementation.createHTMLDocument();
  holdEarlySubmits(doc);
  doc.body.innerHTML =
    '<form data-awaits-code=""><input name="email" value="priya@example.com"><button>Subscribe</button></form>';
  const form = doc.querySelector('form')!;
  const handled: (string | null)[] = [];
  // What the form's own code does once it is there: it handles the submission itself.
  const handle = (event: SubmitEvent) => {
    if (form.hasAttribute('data-awaits-code')) return;
    event.preventDefault();
    handled.push(event.submitter?.textContent ?? null);
  };
  form.addEventListener('submit', handle);
  return { form, button: doc.querySelector('button')!, handled };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('a form that only its code can submit', () => {
  it('is marked in its prerendered HTML, and no longer once it has hydrated', () => {
    expect(renderToString(<MarkedForm />)).toContain('data-awaits-code=""');
    render(<MarkedForm />);
    expect(screen.getByRole('form', { name: 'Sign-up' })).not.toHaveAttribute('data-awaits-code');
  });

  it('submitted before it has hydrated, is not submitted as plain HTML, and is submitted by the same button once it has', async () => {
    const { form, button, handled } = prerenderedForm();
    const plain = jest.fn();
    // Last on the way: what the browser would do, unless the submission was held.
    form.ownerDocument.addEventListener('submit', (event) => plain(event.defaultPrevented));
    button.click();
    button.click();
    expect(plain).toHaveBeenCalledTimes(2);
    expect(plain).toHaveBeenNthCalledWith(1, true);
    expect(plain).toHaveBeenNthCalledWith(2, true);
    expect(handled).toEqual([]);

    form.removeAttribute('data-awaits-code');
    await settle();
    // Held twice, made once, by the button that was pressed.
    expect(handled).toEqual(['Subscribe']);
  });

  it('leaves every other form alone', () => {
    const { form, button, handled } = prerenderedForm();
    form.removeAttribute('data-awaits-code');
    const seen = jest.fn();
    // Right after the hold, on the way down to the form.
    form.ownerDocument.addEventListener('submit', (event) => seen(event.defaultPrevented), true);
    button.click();
    expect(seen).toHaveBeenCalledWith(false);
    expect(handled).toEqual(['Subscribe']);
  });
});
