import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './SizeGuide.stories';

const {
  Closed,
  WomensKurta,
  WithYourSize,
  WithoutMySize,
  ShortKurti,
  CropTop,
  MaxiDress,
  Saree,
  Lehenga,
  Jacket,
  Coat,
  Hoodie,
  MensKurta,
  MensShirt,
  WaistSizes,
  Kids,
} = composeStories(stories);

const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const rowOf = (size: string) => screen.getByRole('row', { name: new RegExp(`^${size}\\b`) });

describe('SizeGuide', () => {
  it("opens a dialog named 'Size guide' from its button, and Escape returns focus to the button", async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const opener = screen.getByRole('button', { name: 'Size guide' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes with 'Close' too, focus back on 'Size guide'", async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size guide' })).toHaveFocus();
  });

  it('an anarkali kurta: a captioned table of its sizes, Indian, UK and US sizes, bust, waist, hip and length', () => {
    render(<WomensKurta />);
    expect(
      screen.getByRole('table', {
        name: "Women's kurtas: anarkali (flared, below the calf), body measurements in inches",
      }),
    ).toBeInTheDocument();
    expect(columnHeaders()).toEqual([
      'Size',
      'India',
      'UK',
      'US',
      'Bust',
      'Waist',
      'Hip',
      'Length',
      'My size',
    ]);
    expect(
      within(rowOf('M'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['38', '12', '8', '38', '32', '40', '50.5', 'Save M as my size']);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it("'cm' converts every figure, and 'in' converts back", async () => {
    const user = userEvent.setup();
    render(<WomensKurta />);
    const inches = screen.getByRole('button', { name: 'in' });
    const cm = screen.getByRole('button', { name: 'cm' });
    expect(inches).toHaveAttribute('aria-pressed', 'true');
    await user.click(cm);
    expect(cm).toHaveAttribute('aria-pressed', 'true');
    expect(inches).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('table', { name: /in centimetres/ })).toBeInTheDocument();
    // 38, 32, 40 and 50.5 inches; the size systems are not measurements and stay as they are.
    expect(
      within(rowOf('M'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['38', '12', '8', '97', '81', '102', '128', 'Save M as my size']);
    await user.click(inches);
    expect(within(rowOf('M')).getAllByRole('cell')[3]).toHaveTextContent('38');
  });

  it("'Save {size} as my size' saves it: the row reads 'Your size' and its button is pressed", async () => {
    const user = userEvent.setup();
    const onSaveSize = fn();
    render(<WomensKurta onSaveSize={onSaveSize} />);
    await user.click(screen.getByRole('button', { name: 'Save L as my size' }));
    expect(onSaveSize).toHaveBeenCalledWith('L');
    expect(screen.getByRole('button', { name: 'Save L as my size' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rowOf('L')).getByText('Your size')).toBeInTheDocument();
  });

  it("without a way to save (optional data not kept): no 'My size' column and nothing to save", () => {
    render(<WithoutMySize />);
    expect(columnHeaders()).not.toContain('My size');
    expect(screen.queryByRole('button', { name: /as my size$/ })).not.toBeInTheDocument();
    expect(columnHeaders()[0]).toBe('Size');
  });

  it('shows the saved size, and only that one', () => {
    render(<WithYourSize />);
    expect(screen.getAllByText('Your size')).toHaveLength(1);
    expect(within(rowOf('M')).getByText('Your size')).toBeInTheDocument();
  });

  const figuresOf = (size: string) =>
    within(rowOf(size))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it.each([
    [
      'a short kurti',
      ShortKurti,
      /^Women's kurtas: short kurtis/,
      ['Bust', 'Waist', 'Hip', 'Length'],
      '38.5',
    ],
    ['a crop top', CropTop, /^Women's crop tops,/, ['Bust', 'Waist', 'Length'], '17.5'],
    ['a maxi dress', MaxiDress, /^Women's maxi dresses/, ['Bust', 'Waist', 'Hip', 'Length'], '55.5'],
    ['a jacket', Jacket, /^Women's jackets,/, ['Bust', 'Shoulder', 'Sleeve', 'Length'], '22.5'],
    ['a coat', Coat, /^Women's coats/, ['Bust', 'Shoulder', 'Sleeve', 'Length'], '40.5'],
    ['a hoodie', Hoodie, /^Women's hoodies/, ['Bust', 'Sleeve', 'Length'], '26.5'],
  ])("%s: its garment's chart, M's length last", (_name, Story, caption, measures, lengthM) => {
    render(<Story />);
    expect(screen.getByRole('table', { name: caption })).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['Size', 'India', 'UK', 'US', ...measures, 'My size']);
    expect(figuresOf('M').slice(-2)).toEqual([lengthM, 'Save M as my size']);
  });

  it('a saree: free size, the note on its drape describing the table, and the blouse measurements', () => {
    render(<Saree />);
    const table = screen.getByRole('table', { name: /^Sarees: free size/ });
    expect(table).toHaveAccessibleDescription(
      /free size: about 5\.5 m of fabric to drape, plus a 0\.8 m blouse piece/,
    );
    expect(columnHeaders()).toEqual(['Size', 'India', 'UK', 'US', 'Bust', 'Under-bust', 'Waist', 'My size']);
    expect(figuresOf('M')).toEqual(['38', '12', '8', '38', '33', '32', 'Save M as my size']);
    const howTo = screen.getByRole('region', { name: 'How to measure' });
    expect(
      within(howTo)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Bust', 'Under-bust', 'Waist']);
  });

  it("a lehenga set: the blouse's bust and under-bust, the skirt's waist, hip and length, in its sizes", () => {
    render(<Lehenga />);
    expect(columnHeaders()).toEqual([
      'Size',
      'India',
      'UK',
      'US',
      'Bust',
      'Under-bust',
      'Waist',
      'Hip',
      'Lehenga length',
      'My size',
    ]);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['S', 'M', 'L']);
    expect(figuresOf('L')).toEqual(['40', '14', '10', '40', '35', '34', '42', '41', 'Save L as my size']);
    expect(screen.getByText(/The dupatta is free size/)).toBeInTheDocument();
  });

  it('a chart without a note has no description', () => {
    render(<WomensKurta />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-describedby');
  });

  it("men's kurtas: a kurta's length, not a shirt's", () => {
    render(<MensKurta />);
    expect(screen.getByRole('table', { name: /^Men's kurtas/ })).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['Size', 'India', 'Chest', 'Shoulder', 'Length', 'My size']);
    expect(figuresOf('M').slice(-2)).toEqual(['39.5', 'Save M as my size']);
  });

  it("men's shirts: chest, shoulder, length and the Indian size; waist sizes: no other systems; kids: ranges", () => {
    const { unmount } = render(<MensShirt />);
    expect(columnHeaders()).toEqual(['Size', 'India', 'Chest', 'Shoulder', 'Length', 'My size']);
    unmount();
    const waist = render(<WaistSizes />);
    expect(columnHeaders()).toEqual(['Size', 'Waist', 'Hip', 'Inseam', 'My size']);
    waist.unmount();
    render(<Kids />);
    expect(columnHeaders()).toEqual(['Size', 'US', 'Height', 'Chest', 'My size']);
    expect(within(rowOf('2-3Y')).getAllByRole('cell')[1]).toHaveTextContent('36–39');
  });

  it("has 'How to measure' for each measurement of the chart", () => {
    render(<WomensKurta />);
    const howTo = screen.getByRole('region', { name: 'How to measure' });
    expect(
      within(howTo)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Bust', 'Waist', 'Hip', 'Length']);
  });

  it.each([
    ['WomensKurta', WomensKurta],
    ['WithYourSize', WithYourSize],
    ['MensShirt', MensShirt],
    ['Kids', Kids],
    ['Saree', Saree],
    ['Lehenga', Lehenga],
  ])('%s has no axe violations with the dialog open', async (_name, Story) => {
    render(<Story />);
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });
});
