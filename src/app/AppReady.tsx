import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The whole shop inside one `<fieldset>`: disabling it disables every control inside (buttons,
 * fields, selects), never a link. Without a box of its own (`display: contents`) and without a
 * role (`role="none"`), it changes neither the layout nor what assistive technology announces.
 */
const Controls = styled.fieldset`
  display: contents;
`;

interface AppReadyProps {
  /** The tree is (or hydrates) prerendered HTML: not ready until hydration is done. */
  prerendered: boolean;
  /** Called once the app is running: the first render committed, or hydration and the render after it. */
  onReady?: () => void;
  children: ReactNode;
}

/**
 * A prerendered page is readable and its links work from the first paint, but its controls need
 * the app: they are rendered disabled (so nothing looks clickable that is not, and no click is
 * lost), hydrated so, and enabled together when hydration is done, by one attribute on one
 * element, in a transition. A page the browser renders itself is ready from its first render.
 */
export function AppReady({ prerendered, onReady, children }: AppReadyProps) {
  const [ready, setReady] = useState(!prerendered);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
    else onReady?.();
  }, [ready, onReady]);
  return (
    <Controls role="none" disabled={!ready}>
      {children}
    </Controls>
  );
}
