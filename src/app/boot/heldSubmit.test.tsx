import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HELD_LINK_MS, holdEarlyClicks, holdEarlySubmits, useAwaitsCode } from './heldSubmit';

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

describe('a press in a part that only its code can answer', () => {
  // The page's document (jsdom's, at http://localhost), as main.js holds it: once.
  beforeAll(() => holdEarlyClicks(document));
  afterEach(() => document.body.replaceChildren());

  /**
   * A prerendered part of the mark's kind, and what its own code does once it is there (listening
   * where React does, at the root): it handles every press itself.
   */
  function prerenderedPart(html: string) {
    const root = document.createElement('div');
    root.innerHTML = `<section data-awaits-code="">${html}</section>`;
    document.body.append(root);
    const part = root.querySelector('section')!;
    const handled: string[] = [];
    // What reaches the page below the hold: the part's code once hydrated, else the browser's own.
    const reached = jest.fn();
    root.addEventListener('click', (event) => {
      reached(event.defaultPrevented);
      if (part.hasAttribute('data-awaits-code')) return;
      event.preventDefault();
      handled.push((event.target as Element).textContent ?? '');
    });
    return { part, handled, reached, get: (name: string) => screen.getByText(name) };
  }

  it('holds a button pressed before the part has hydrated, and presses it once when it has', async () => {
    const { part, handled, reached, get } = prerenderedPart(
      '<button type="button">Add to Cart</button><button type="button">Add to wishlist</button>',
    );
    get('Add to Cart').click();
    get('Add to Cart').click();
    expect(reached).not.toHaveBeenCalled();

    part.removeAttribute('data-awaits-code');
    await settle();
    expect(handled).toEqual(['Add to Cart']);
  });

  it('holds a link to a page of the shop until the part has hydrated', async () => {
    const { part, handled, reached, get } = prerenderedPart('<a href="/product/4">Silk Saree</a>');
    get('Silk Saree').click();
    expect(reached).not.toHaveBeenCalled();
    part.removeAttribute('data-awaits-code');
    await settle();
    expect(handled).toEqual(['Silk Saree']);
  });

  it("follows a held link as a plain one when the part's code has not come in time", () => {
    jest.useFakeTimers();
    try {
      const { reached, get } = prerenderedPart('<a href="#later">Silk Saree</a>');
      get('Silk Saree').click();
      jest.advanceTimersByTime(HELD_LINK_MS - 1);
      expect(reached).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      // Let go: nothing prevents the browser's own following of the link.
      expect(reached).toHaveBeenCalledTimes(1);
      expect(reached).toHaveBeenCalledWith(false);
    } finally {
      jest.useRealTimers();
      window.location.hash = '';
    }
  });

  it('leaves to the browser a link to elsewhere, one pressed with a modifier key, and a hydrated part', () => {
    const { part, reached, get } = prerenderedPart(
      '<a href="mailto:care@example.com">Email us</a><a href="#a">Kurta</a><button type="button">Add to Cart</button>',
    );
    get('Email us').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    get('Kurta').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(reached).toHaveBeenNthCalledWith(1, false);
    expect(reached).toHaveBeenNthCalledWith(2, false);
    part.removeAttribute('data-awaits-code');
    get('Add to Cart').click();
    expect(reached).toHaveBeenCalledTimes(3);
  });

  it('leaves a marked form to the submission hold', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form data-awaits-code=""><button type="button">Subscribe</button></form>';
    document.body.append(root);
    const reached = jest.fn();
    root.addEventListener('click', () => reached());
    screen.getByText('Subscribe').click();
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
