/**
 * The browser bundle leaves out stylis's vendor prefixer (scripts/bundle-trims.ts). That is only
 * sound while styled-components never prefixes: it does so only when a StyleSheetManager sets
 * `enableVendorPrefixes`, which the shop must not do. `user-select` is a property stylis prefixes.
 */
import { render } from '@testing-library/react';
import styled, { StyleSheetManager } from 'styled-components';
import { App } from '@/test/app';
import { makeStore } from '@/test/app';

function injectedCss() {
  return Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
}

describe('vendor prefixes', () => {
  it('are not added anywhere in the shop', async () => {
    const view = render(<App store={makeStore()} />);
    // The home page's newsletter button: Button's styles include `user-select: none`.
    expect(await view.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(injectedCss()).toMatch(/[{;]user-select:none/);
    expect(injectedCss()).not.toContain('-webkit-user-select');
  });

  it('would show in the styles if a StyleSheetManager enabled them', () => {
    const Prefixed = styled.p`
      user-select: text;
    `;
    render(
      <StyleSheetManager enableVendorPrefixes>
        <Prefixed>Prefixed</Prefixed>
      </StyleSheetManager>,
    );
    expect(injectedCss()).toContain('-webkit-user-select:text');
  });
});
