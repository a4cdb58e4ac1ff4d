import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetFirstInteractionForTests, useFirstInteraction } from './useFirstInteraction';

function Probe() {
  return <p>{useFirstInteraction() ? 'interacted' : 'waiting'}</p>;
}

describe('useFirstInteraction', () => {
  beforeEach(resetFirstInteractionForTests);

  it.each([
    ['a scroll', () => fireEvent.scroll(window)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['the mouse wheel', () => fireEvent.wheel(document.body)],
  ])('turns true on %s, and stays true for later components', (_name, interact) => {
    const { unmount } = render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(interact);
    expect(screen.getByText('interacted')).toBeInTheDocument();
    unmount();
    render(<Probe />);
    expect(screen.getByText('interacted')).toBeInTheDocument();
  });

  it('ignores what is not an interaction (the mouse merely passing over)', () => {
    render(<Probe />);
    fireEvent.mouseMove(document.body);
    fireEvent.focus(window);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
