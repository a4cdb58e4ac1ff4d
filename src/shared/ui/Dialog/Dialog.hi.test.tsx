import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as drawerStories from '../Drawer/Drawer.stories';
import * as stories from './Dialog.stories';

const { Open } = composeStories(stories);
const { OpenLeft } = composeStories(drawerStories);

describe('Dialogs and drawers, on a Hindi page', () => {
  onHindiPages();

  it('name their close button बंद करें', () => {
    render(<Open />);
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('name the drawer’s close button बंद करें', () => {
    render(<OpenLeft />);
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
