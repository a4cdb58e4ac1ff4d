import { act, fireEvent } from '@testing-library/react';
import { createFirstInteraction } from './firstInteraction';

afterEach(() => jest.useRealTimers());

describe('the first interaction', () => {
  it.each([
    ['a scroll', () => fireEvent.scroll(window)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['the mouse wheel', () => fireEvent.wheel(document.body)],
    ['a click alone (assistive technology activating a link)', () => fireEvent.click(document.body)],
  ])('happens on %s, tells its subscribers once, and stays happened for later ones', (_name, interact) => {
    jest.useFakeTimers();
    const interaction = createFirstInteraction(window);
    const listener = jest.fn();
    interaction.subscribe(listener);
    expect(interaction.happened()).toBe(false);
    act(interact);
    expect(interaction.happened()).toBe(true);
    // Told in the task after the interaction's, not during it (the interaction's answer paints first).
    expect(listener).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(listener).toHaveBeenCalledTimes(1);
    act(interact);
    act(() => jest.runOnlyPendingTimers());
    expect(listener).toHaveBeenCalledTimes(1);
    // A part that comes later reads it as happened, and waits for nothing.
    const later = jest.fn();
    interaction.subscribe(later);
    act(interact);
    act(() => jest.runOnlyPendingTimers());
    expect(later).not.toHaveBeenCalled();
    expect(interaction.happened()).toBe(true);
  });

  it('ignores what is not an interaction (the mouse merely passing over)', () => {
    const interaction = createFirstInteraction(window);
    const listener = jest.fn();
    interaction.subscribe(listener);
    fireEvent.mouseMove(document.body);
    fireEvent.focus(window);
    expect(interaction.happened()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens only once asked, and stops listening once it has happened', () => {
    const target = new EventTarget() as Window;
    const add = jest.spyOn(target, 'addEventListener');
    const remove = jest.spyOn(target, 'removeEventListener');
    const interaction = createFirstInteraction(target);
    expect(add).not.toHaveBeenCalled();
    const listener = jest.fn();
    interaction.subscribe(listener);
    interaction.subscribe(jest.fn());
    expect(add).toHaveBeenCalledTimes(6);
    jest.useFakeTimers();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(6);
    // Once it has happened, a new subscriber adds no listener.
    interaction.subscribe(jest.fn());
    expect(add).toHaveBeenCalledTimes(6);
  });

  it("eager (the page's): listens from the start, so an interaction before anything subscribed is remembered", async () => {
    const target = new EventTarget() as Window;
    const add = jest.spyOn(target, 'addEventListener');
    const interaction = createFirstInteraction(target, true);
    expect(add).toHaveBeenCalledTimes(6);
    target.dispatchEvent(new Event('pointerdown'));
    expect(interaction.happened()).toBe(true);
    // A part that asks only now (hydrated after the press) does not wait for a second interaction.
    await expect(interaction.reached()).resolves.toBeUndefined();
    const listener = jest.fn();
    interaction.subscribe(listener);
    expect(add).toHaveBeenCalledTimes(6);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is reached on the first interaction, or when a form field gets focus, and at once afterwards', async () => {
    const interaction = createFirstInteraction(window);
    const reached = jest.fn();
    void interaction.reached().then(reached);
    const button = document.body.appendChild(document.createElement('button'));
    await act(async () => button.focus());
    expect(reached).not.toHaveBeenCalled();
    const field = document.body.appendChild(document.createElement('input'));
    await act(async () => field.focus());
    expect(reached).toHaveBeenCalledTimes(1);
    // Focus alone is not an interaction: what only an interaction shows still waits.
    expect(interaction.happened()).toBe(false);

    const afterwards = createFirstInteraction(window);
    afterwards.subscribe(() => undefined);
    fireEvent.pointerDown(document.body);
    expect(afterwards.happened()).toBe(true);
    await expect(afterwards.reached()).resolves.toBeUndefined();
    button.remove();
    field.remove();
  });

  it('never comes without a window (the prerender)', () => {
    const interaction = createFirstInteraction(undefined);
    interaction.subscribe(jest.fn());
    expect(interaction.happened()).toBe(false);
  });
});
