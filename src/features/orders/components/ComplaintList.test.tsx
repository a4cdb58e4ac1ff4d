import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { formatDate } from '@/shared/lib/dates';
import * as stories from './ComplaintList.stories';

const { Some, None, OnTheGrievancePage } = composeStories(stories);

describe('ComplaintList', () => {
  it('lists each complaint: its ticket as a link, subject, date and status', () => {
    render(<Some />);
    const section = screen.getByRole('region', { name: 'Complaints' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'CMP-1001' })).toHaveAttribute(
      'href',
      '/complaints/CMP-1001',
    );
    expect(items[0]).toHaveTextContent('CMP-1001 · Delivery');
    expect(items[0]).toHaveTextContent(`Filed ${formatDate('2026-11-22T06:30:00.000Z')}.`);
    expect(items[0]).toHaveTextContent(
      `Registered · resolution due by ${formatDate('2026-12-22T06:30:00.000Z')}`,
    );
    expect(items[1]).toHaveTextContent('CMP-1002 · Product quality');
  });

  it('says there are none, and where to file one', () => {
    render(<None />);
    const section = screen.getByRole('region', { name: 'Complaints' });
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'write to our Grievance Officer' })).toHaveAttribute(
      'href',
      '/grievance',
    );
  });

  it('takes its heading', () => {
    render(<OnTheGrievancePage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your complaints' })).toBeInTheDocument();
  });

  it.each([
    ['Some', Some],
    ['None', None],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
