import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import * as stories from './SizeGuide.stories';

const { Closed, WomensKurta, WithYourSize, Saree } = composeStories(stories);

const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const rowOf = (size: string) => screen.getByRole('row', { name: new RegExp(`^${size}\\b`) });

describe('SizeGuide on a Hindi page', () => {
  onHindiPages();

  it("opens from 'साइज़ गाइड', a dialog of that name that says how to choose", async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.click(screen.getByRole('button', { name: 'साइज़ गाइड' }));
    const dialog = screen.getByRole('dialog', { name: 'साइज़ गाइड' });
    expect(dialog).toHaveAccessibleDescription(
      'पहले अपना माप लें, फिर वह साइज़ चुनें जिसके माप आपके माप के सबसे क़रीब हों। दो साइज़ के बीच हों, तो बड़ा साइज़ चुनें।',
    );
  });

  it('the table: its caption, columns and buttons in Hindi, the figures and sizes as they are', async () => {
    const user = userEvent.setup();
    render(<WomensKurta />);
    expect(
      screen.getByRole('table', {
        name: 'महिलाओं के कुर्ते: अनारकली (घेरदार, पिंडली से नीचे तक), शरीर के माप इंच में',
      }),
    ).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['साइज़', 'भारत', 'UK', 'US', 'बस्ट', 'कमर', 'हिप', 'लंबाई', 'मेरा साइज़']);
    expect(
      within(rowOf('M'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['38', '12', '8', '38', '32', '40', '50.5', 'M को मेरे साइज़ के रूप में सेव करें']);
    expect(screen.getByRole('group', { name: 'इकाई' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'cm' }));
    expect(screen.getByRole('table', { name: /शरीर के माप सेंटीमीटर में$/ })).toBeInTheDocument();
    expect(screen.getByText('सभी माप देखने और अपना साइज़ सेव करने के लिए बगल में स्क्रॉल करें।')).toBeInTheDocument();
  });

  it("the saved size reads 'आपका साइज़'; 'How to measure' is in Hindi", () => {
    render(<WithYourSize />);
    expect(within(rowOf('M')).getByText('आपका साइज़')).toBeInTheDocument();
    const howTo = screen.getByRole('region', { name: 'माप कैसे लें' });
    expect(within(howTo).getByText('बस्ट')).toBeInTheDocument();
    expect(
      within(howTo).getByText('बस्ट के सबसे भरे हिस्से के चारों ओर, टेप को बाँहों के नीचे सीधा रखते हुए।'),
    ).toBeInTheDocument();
  });

  it("a saree's chart and its note in Hindi", () => {
    render(<Saree />);
    const table = screen.getByRole('table', { name: /^साड़ियाँ: फ़्री साइज़/ });
    expect(table).toHaveAccessibleDescription(/^साड़ी फ़्री साइज़ होती है/);
    expect(columnHeaders()).toEqual(['साइज़', 'भारत', 'UK', 'US', 'बस्ट', 'अंडर-बस्ट', 'कमर', 'मेरा साइज़']);
  });

  it('has no axe violations', async () => {
    render(<WomensKurta />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
