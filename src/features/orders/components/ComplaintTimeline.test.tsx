import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import * as stories from './ComplaintTimeline.stories';

const { JustFiled, AcrossTheYear } = composeStories(stories);

const steps = () => within(screen.getByRole('list', { name: 'Complaint status' })).getAllByRole('listitem');

describe('ComplaintTimeline', () => {
  it('reads Registered (date and time), Acknowledged by (48 hours on), Resolution due by (30 days on)', () => {
    render(<JustFiled />);
    const [registered, acknowledged, resolved] = steps();
    expect(registered).toHaveTextContent('Registered (done)');
    expect(registered).toHaveTextContent(formatDateTime('2026-11-22T06:30:00.000Z'));
    expect(registered).toHaveAttribute('aria-current', 'step');
    expect(acknowledged).toHaveTextContent(
      `Acknowledged by ${formatDate('2026-11-24T06:30:00.000Z')} (not yet)`,
    );
    expect(resolved).toHaveTextContent(
      `Resolution due by ${formatDate('2026-12-22T06:30:00.000Z')} (not yet)`,
    );
    expect(acknowledged).not.toHaveAttribute('aria-current');
    expect(registered?.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T06:30:00.000Z');
    expect(acknowledged?.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T06:30:00.000Z');
    expect(resolved?.querySelector('time')).toHaveAttribute('datetime', '2026-12-22T06:30:00.000Z');
  });

  it('counts across a month and a year', () => {
    render(<AcrossTheYear />);
    const [, acknowledged, resolved] = steps();
    expect(acknowledged).toHaveTextContent(formatDate('2027-01-01T18:00:00.000Z'));
    expect(resolved).toHaveTextContent(formatDate('2027-01-29T18:00:00.000Z'));
  });

  it('has no axe violations', async () => {
    const { container } = render(<JustFiled />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
