import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import * as stories from './SizeRecommendationNote.stories';

const { Kept, ReturnedTooSmall, ReturnedTooLarge, SoldOut, SeveralOrders } = composeStories(stories);

onHindiPages();

describe('SizeRecommendationNote, in Hindi', () => {
  it.each([
    ['Kept', Kept, 'आपके लिए सुझाया गया साइज़: M', 'आपने Chanderi Silk Anarkali Kurta का साइज़ M रखा'],
    ['ReturnedTooSmall', ReturnedTooSmall, 'आपके लिए सुझाया गया साइज़: L', 'आपने साइज़ M छोटा होने पर रिटर्न किया'],
    ['ReturnedTooLarge', ReturnedTooLarge, 'आपके लिए सुझाया गया साइज़: M', 'आपने साइज़ L बड़ा होने पर रिटर्न किया'],
    [
      'SoldOut',
      SoldOut,
      'आपके लिए सुझाया गया साइज़: L (स्टॉक ख़त्म)',
      'आपने Ruffle Sleeve Georgette Top का साइज़ L रखा',
    ],
  ])('%s reads its size and reason in Hindi', async (_name, Story, line, reason) => {
    const { container } = render(<Story />);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("'क्यों?' lists the orders it used in Hindi, ids and product names as they are", async () => {
    const user = userEvent.setup();
    render(<SeveralOrders />);
    const why = screen.getByRole('button', { name: 'क्यों?' });
    await user.click(why);
    const list = screen.getByRole('list', { name: 'वे ऑर्डर जिनके आधार पर यह सुझाव दिया गया' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'ORD-001: Chanderi Silk Anarkali Kurta, साइज़ M, रखा',
      'ORD-004: Ruffle Sleeve Georgette Top, साइज़ L, बड़ा होने पर रिटर्न किया',
      'ORD-005: Ruffle Sleeve Georgette Top, साइज़ M, रखा',
    ]);
    expect(screen.getByRole('link', { name: 'ORD-004' })).toHaveAttribute('href', '/orders/ORD-004');
  });
});
