import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRefocus } from './useRefocus';

function RemovableList() {
  const [items, setItems] = useState(['Kurta', 'Saree']);
  const { ref, refocus } = useRefocus();
  return (
    <>
      <h1 ref={ref} tabIndex={-1}>
        Saved
      </h1>
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}
            <button
              type="button"
              onClick={() => {
                setItems((all) => all.filter((other) => other !== item));
                refocus();
              }}
            >
              Remove {item}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useRefocus', () => {
  it('leaves focus alone until asked', () => {
    render(<RemovableList />);
    expect(screen.getByRole('heading', { name: 'Saved' })).not.toHaveFocus();
  });

  it('moves focus to its element after the control that had it is removed, each time', async () => {
    const user = userEvent.setup();
    render(<RemovableList />);
    const heading = screen.getByRole('heading', { name: 'Saved' });

    await user.click(screen.getByRole('button', { name: 'Remove Kurta' }));
    expect(screen.queryByRole('button', { name: 'Remove Kurta' })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Remove Saree' }));
    expect(heading).toHaveFocus();
  });
});
