import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Icons } from './allIcons';
import * as controlStories from './ControlIcons.stories';
import * as galleryStories from './IconGallery.stories';
import { HEADER_ICONS, HeartIcon } from './Icons';
import * as headerStories from './Icons.stories';
import * as serviceStories from './ServiceIcons.stories';
import * as statusStories from './StatusIcons.stories';

const { AllIcons } = composeStories(galleryStories);
const { FilledHeart } = composeStories(headerStories);
const groups = [
  ['Icons (the header)', composeStories(headerStories).All, 7],
  ['ServiceIcons', composeStories(serviceStories).All, 4],
  ['ControlIcons', composeStories(controlStories).All, 10],
  ['StatusIcons', composeStories(statusStories).All, 3],
] as const;

function expectHidden(svgs: NodeListOf<SVGSVGElement>) {
  svgs.forEach((svg) => {
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
}

describe('Icons', () => {
  it('the gallery shows every icon by name, sized, hidden from assistive technology', async () => {
    const { container } = render(<AllIcons />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(Object.keys(Icons).length);
    expectHidden(svgs);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('width', '2rem'));
    expect(screen.getByText('EyeOff')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the gallery lists only the icons of a map Storybook’s prop tables have decorated', () => {
    const decorated = { ...HEADER_ICONS, displayName: 'HEADER_ICONS', __docgenInfo: { props: {} } };
    render(<AllIcons icons={decorated as unknown as typeof HEADER_ICONS} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(Object.keys(HEADER_ICONS).length);
    expect(screen.queryByText('__docgenInfo')).not.toBeInTheDocument();
  });

  it.each(groups)('%s shows its icons, hidden from assistive technology', async (_name, Group, count) => {
    const { container } = render(<Group />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(count);
    expectHidden(svgs);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the groups together are every icon, each once', () => {
    expect(groups.reduce((sum, [, , count]) => sum + count, 0)).toBe(Object.keys(Icons).length);
  });

  it('fills the heart only when asked', () => {
    const { container, rerender } = render(<FilledHeart />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    rerender(<HeartIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'none');
  });
});
