import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { formatDate } from '@/shared/lib/dates';
import { onHindiPages } from '@/test/hindi';
import * as stories from './ReturnDialog.stories';

const { Open, CashOnDelivery, NothingToExchange } = composeStories(stories);

onHindiPages();

const dialog = () => screen.getByRole('dialog', { name: 'रिटर्न या एक्सचेंज' });
const KURTA = 'Chanderi Silk Anarkali Kurta, साइज़ M';
const LIPSTICK = '9 to 5 Matte Lipstick Crimson Silk, साइज़ One Size, 2 पीस';

describe('ReturnDialog, in Hindi', () => {
  it('names the order, the window’s last day and each item in Hindi, product names as they are', async () => {
    const { baseElement } = render(<Open />);
    expect(dialog()).toHaveAccessibleDescription(
      `ऑर्डर ORD-001। आप इन आइटम को ${formatDate('2026-12-14T06:30:00.000Z')} तक रिटर्न या एक्सचेंज कर सकते हैं।`,
    );
    expect(within(dialog()).getByRole('form', { name: 'ऑर्डर ORD-001 के आइटम रिटर्न करें' })).toBeInTheDocument();
    const group = within(dialog()).getByRole('group', { name: 'आइटम' });
    expect(within(group).getByRole('checkbox', { name: KURTA })).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: LIPSTICK })).toBeInTheDocument();
    const reason = within(dialog()).getByRole('combobox', { name: 'कारण' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'कारण चुनें',
      'साइज़ छोटा है',
      'साइज़ बड़ा है',
      'तस्वीर जैसा नहीं है',
      'टूटा-फूटा या ख़राब है',
      'मेरा मन बदल गया',
    ]);
    const choice = within(dialog()).getByRole('radiogroup', { name: 'आप क्या चाहते हैं?' });
    expect(within(choice).getByRole('radio', { name: 'दूसरे साइज़ से एक्सचेंज करें' })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'रिटर्न करें और रिफ़ंड पाएँ' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('refuses an empty request with Hindi messages at their fields', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Open onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('group', { name: 'आइटम' })).toHaveAccessibleDescription(
      'कृपया कम से कम एक आइटम चुनें',
    );
    expect(within(dialog()).getByRole('combobox', { name: 'कारण' })).toHaveAccessibleDescription(
      'कृपया कोई कारण चुनें',
    );
    expect(within(dialog()).getByRole('radiogroup', { name: 'आप क्या चाहते हैं?' })).toHaveAccessibleDescription(
      'कृपया एक्सचेंज या रिफ़ंड में से एक चुनें',
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: KURTA })).toHaveFocus());
  });

  it('asks the new size of each item in Hindi, and sends the English codes', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Open onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: KURTA }));
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'कारण' }), 'साइज़ छोटा है');
    await user.click(within(dialog()).getByRole('radio', { name: 'दूसरे साइज़ से एक्सचेंज करें' }));
    const size = within(dialog()).getByRole('combobox', {
      name: 'नया साइज़ (Chanderi Silk Anarkali Kurta के लिए)',
    });
    expect(size).toHaveAccessibleDescription('अभी M');
    await user.click(screen.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(size).toHaveAccessibleDescription(expect.stringContaining('कृपया नया साइज़ चुनें'));
    await user.selectOptions(size, 'L');
    await user.click(screen.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }));
    expect(onSubmit).toHaveBeenCalledWith({
      items: [0],
      reason: 'tooSmall',
      resolution: 'exchange',
      newSizes: { 0: 'L' },
    });
  });

  it('says in Hindi that a cash-on-delivery refund comes as Rangoli credit', async () => {
    const user = userEvent.setup();
    render(<CashOnDelivery />);
    await user.click(within(dialog()).getByRole('radio', { name: 'रिटर्न करें और रिफ़ंड पाएँ' }));
    const refundTo = within(dialog()).getByRole('radiogroup', { name: 'रिफ़ंड कहाँ पाएँ' });
    expect(within(refundTo).getByRole('radio', { name: 'Rangoli क्रेडिट' })).toBeInTheDocument();
    expect(refundTo).toHaveAccessibleDescription(
      'भुगतान कैश ऑन डिलीवरी से हुआ था: रिफ़ंड Rangoli क्रेडिट के रूप में मिलेगा।',
    );
  });

  it('says in Hindi why an item cannot be exchanged', () => {
    render(<NothingToExchange />);
    expect(within(dialog()).getByText('इन आइटम को सिर्फ़ रिफ़ंड के लिए रिटर्न किया जा सकता है')).toBeInTheDocument();
  });
});
