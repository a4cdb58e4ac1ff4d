import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { formatDate } from '@/shared/lib/dates';
import { onHindiPages } from '@/test/hindi';
import * as stories from './OrderCard.stories';
import * as cancelStories from './CancelOrderDialog.stories';

const { Processing, Delivered, Cancelled, ReturnRequested, PastReturnWindow, UnknownStatus, WithCoupon } =
  composeStories(stories);
const { Open: CancelOpen } = composeStories(cancelStories);

onHindiPages();

const card = (id: string) => screen.getByRole('article', { name: `ऑर्डर ${id}` });

describe('OrderCard, in Hindi', () => {
  it('reads its heading, date, status, facts and items in Hindi, prices and ids as they are', async () => {
    const { container } = render(<Delivered />);
    const order = card('ORD-001');
    expect(within(order).getByRole('heading', { level: 2, name: 'ऑर्डर ORD-001' })).toBeInTheDocument();
    expect(
      within(order).getByText(`${formatDate('2026-11-10T06:30:00.000Z')} को ऑर्डर किया गया`),
    ).toBeInTheDocument();
    expect(within(order).getByText('डिलीवर हो गया')).toBeInTheDocument();
    expect(within(order).getByText('कुल').nextElementSibling).toHaveTextContent('₹4,126');
    expect(within(order).getByText('आइटम').nextElementSibling).toHaveTextContent('3 आइटम');
    const items = within(within(order).getByRole('list', { name: 'ऑर्डर ORD-001 के आइटम' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Chanderi Silk Anarkali Kurta');
    expect(items[0]).toHaveTextContent('साइज़: M · मात्रा: 1');
    expect(items[0]).toHaveTextContent('कीमत ₹2,499');
    expect(items[1]).toHaveTextContent('₹499 प्रति पीस');
    expect(screen.getByRole('button', { name: 'ऑर्डर ट्रैक करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विवरण देखें' })).toHaveAttribute('href', '/orders/ORD-001');
    expect(screen.getByRole('button', { name: 'रिटर्न/एक्सचेंज' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tracks the order with a Hindi timeline: each step, its state for screen readers, its detail', async () => {
    const user = userEvent.setup();
    render(<Delivered />);
    await user.click(screen.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }));
    const timeline = screen.getByRole('list', { name: 'ऑर्डर की स्थिति' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span > span')?.textContent)).toEqual([
      'प्रोसेसिंग (पूरा हुआ)',
      'शिप हो गया (पूरा हुआ)',
      'डिलीवर हो गया (मौजूदा स्थिति)',
    ]);
    expect(steps[2]).toHaveTextContent('आपका ऑर्डर पहुँच गया है।');
  });

  it('reads a cancelled order, a requested return and a closed window in Hindi', () => {
    const cancelled = render(<Cancelled />);
    expect(screen.getByText('रद्द हो गया')).toBeInTheDocument();
    expect(screen.getByText(/को रद्द किया गया$/)).toBeInTheDocument();
    cancelled.unmount();

    const returned = render(<ReturnRequested />);
    expect(screen.getByText('रिटर्न का अनुरोध किया गया')).toBeInTheDocument();
    expect(screen.getByText('रिटर्न का अनुरोध किया गया: RET-1001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'रिटर्न RET-1001' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'रिटर्न की स्थिति' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('1 आइटम। कारण: साइज़ छोटा है।');
    expect(steps[2]).toHaveTextContent('रिफ़ंड: मूल भुगतान तरीका।');
    returned.unmount();

    render(<PastReturnWindow />);
    expect(
      screen.getByText(`रिटर्न की अवधि ${formatDate('2026-10-31T06:30:00.000Z')} को ख़त्म हो गई`),
    ).toBeInTheDocument();
  });

  it('says why a cancelled order stopped, in whole Hindi sentences', async () => {
    render(<Cancelled initialTrackOpen />);
    const steps = within(screen.getByRole('list', { name: 'ऑर्डर की स्थिति' })).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent(
      'आपने यह ऑर्डर रद्द कर दिया। कारण: ग़लती से ऑर्डर हो गया। आपसे कोई पैसा नहीं लिया गया।',
    );
  });

  it('reads an unknown status as अज्ञात, and says it cannot show where the order is', () => {
    render(<UnknownStatus initialTrackOpen />);
    expect(screen.getByText('अज्ञात')).toBeInTheDocument();
    expect(
      screen.getByText('हम अभी यह नहीं बता पा रहे हैं कि यह ऑर्डर कहाँ है। कृपया कस्टमर केयर से संपर्क करें।'),
    ).toBeInTheDocument();
  });

  it('keeps the coupon code as it is, under कूपन', () => {
    render(<WithCoupon />);
    expect(screen.getByText('कूपन').nextElementSibling).toHaveTextContent(/^RANGOLI10 /);
  });

  it('asks to cancel in Hindi: its question, the reasons and the answers', async () => {
    const user = userEvent.setup();
    render(<Processing />);
    await user.click(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ऑर्डर ORD-003 रद्द करें?' });
    expect(dialog).toHaveAccessibleDescription(
      'हम ऑर्डर रोक देंगे और आपने जो भी भुगतान किया है, उसे रिफ़ंड कर देंगे। इसे बाद में बदला नहीं जा सकता।',
    );
    const reason = within(dialog).getByRole('combobox', { name: 'कारण' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'कारण चुनें',
      'ग़लती से ऑर्डर हो गया',
      'कहीं और बेहतर कीमत मिल गई',
      'डिलीवरी में बहुत ज़्यादा समय लग रहा है',
      'दूसरा साइज़ या रंग चाहिए',
      'डिलीवरी का पता बदलना है',
      'कोई और कारण',
    ]);
    // What is stored stays the English code.
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toContain('mistake');
    expect(within(dialog).getByRole('button', { name: 'ऑर्डर रखें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'हाँ, ऑर्डर रद्द करें' })).toBeInTheDocument();
  });

  it('the cancel dialog alone has no axe violations in Hindi', async () => {
    const { baseElement } = render(<CancelOpen />);
    expect(screen.getByRole('alertdialog', { name: 'ऑर्डर ORD-003 रद्द करें?' })).toBeInTheDocument();
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
