import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { formatDate } from '@/shared/lib/dates';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { onHindiPages } from '@/test/hindi';
import { complaintOrderChoices } from '../complaints';
import { SAMPLES } from '../fixtures';
import * as formStories from './ComplaintForm.stories';
import * as listStories from './ComplaintList.stories';
import * as viewStories from './ComplaintView.stories';

const { Guest, SignedIn } = composeStories(formStories);
const { Some, None } = composeStories(listStories);
const { Guest: GuestComplaint, AboutAnOrder } = composeStories(viewStories);

onHindiPages();

describe('The complaint form, in Hindi', () => {
  it('names its fields and choices in Hindi, the stored values staying English', async () => {
    const { container } = render(<Guest />);
    const order = screen.getByRole('combobox', { name: 'ऑर्डर' });
    expect(within(order).getByRole('option', { name: 'किसी ऑर्डर के बारे में नहीं' })).toHaveValue('');
    const subject = screen.getByRole('combobox', { name: 'विषय' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'विषय चुनें',
      'डिलीवरी',
      'रिफ़ंड',
      'रिटर्न या एक्सचेंज',
      'प्रोडक्ट की क्वालिटी',
      'भुगतान',
      'अकाउंट या प्राइवेसी',
      'अन्य',
    ]);
    expect(within(subject).getByRole('option', { name: 'प्रोडक्ट की क्वालिटी' })).toHaveValue('quality');
    expect(screen.getByRole('textbox', { name: 'समस्या बताएँ' })).toHaveAccessibleDescription(
      'कम से कम 20 अक्षर: क्या हुआ, और आप चाहते हैं कि हम क्या करें।',
    );
    expect(screen.getByRole('button', { name: 'शिकायत दर्ज करें' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says where a signed-in shopper's answer goes, and names her orders in Hindi", () => {
    // The choices are made as the page shows the form (the story's were made in English, at import).
    render(<SignedIn orders={complaintOrderChoices(SAMPLES)} />);
    expect(screen.getByText('आपकी शिकायत के बारे में हम आपको priya@example.com पर लिखेंगे।')).toBeInTheDocument();
    const order = screen.getByRole('combobox', { name: 'ऑर्डर' });
    expect(
      within(order).getByRole('option', { name: /^ORD-001 · .+ · Chanderi Silk Anarkali Kurta \+ 1 और$/ }),
    ).toHaveValue('ORD-001');
  });

  it("shows the rules' messages through the dictionary", async () => {
    // The validation messages' Hindi is another area's: a stand-in here shows they are translated.
    setEdition('hi', { ...HINDI, [FIELD_MSG.complaintSubject]: 'कृपया विषय चुनें' });
    const user = userEvent.setup();
    render(<Guest />);
    await user.click(screen.getByRole('button', { name: 'शिकायत दर्ज करें' }));
    expect(screen.getByRole('combobox', { name: 'विषय' })).toHaveAccessibleDescription('कृपया विषय चुनें');
  });
});

describe('The complaints list and a complaint, in Hindi', () => {
  it('lists each complaint with its ticket, subject, date and status in Hindi', async () => {
    const { container } = render(<Some />);
    const section = screen.getByRole('region', { name: 'शिकायतें' });
    const [first] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('CMP-1001 · डिलीवरी');
    expect(first).toHaveTextContent(`${formatDate('2026-11-22T06:30:00.000Z')} को दर्ज की गई।`);
    expect(first).toHaveTextContent(`दर्ज की गई · समाधान ${formatDate('2026-12-22T06:30:00.000Z')} तक`);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says there are none, with the way to the Grievance Officer in the sentence', () => {
    render(<None />);
    const section = screen.getByRole('region', { name: 'शिकायतें' });
    expect(section).toHaveTextContent('कोई शिकायत नहीं है। अगर कुछ गड़बड़ हुई है, तो हमारे शिकायत अधिकारी को लिखें।');
    expect(within(section).getByRole('link', { name: 'हमारे शिकायत अधिकारी को लिखें' })).toHaveAttribute(
      'href',
      '/grievance',
    );
  });

  it('shows a complaint and its timeline in Hindi, what the shopper wrote as written', async () => {
    const { container } = render(<GuestComplaint />);
    const details = screen.getByRole('region', { name: 'आपकी शिकायत' });
    const valueOf = (term: string) => within(details).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('विषय')).toHaveTextContent('डिलीवरी');
    expect(valueOf('ऑर्डर')).toHaveTextContent('किसी ऑर्डर के बारे में नहीं');
    expect(valueOf('विवरण')).toHaveTextContent('The parcel says delivered, but nothing came.');
    expect(valueOf('ईमेल')).toHaveTextContent('asha@example.com');
    expect(valueOf('दर्ज करने की तारीख़')?.querySelector('time')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'स्थिति' });
    const steps = within(within(status).getByRole('list', { name: 'शिकायत की स्थिति' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('दर्ज की गई (पूरा हुआ)');
    expect(steps[1]).toHaveTextContent(`${formatDate('2026-11-24T06:30:00.000Z')} तक पुष्टि (अभी नहीं)`);
    expect(steps[2]).toHaveTextContent(`${formatDate('2026-12-22T06:30:00.000Z')} तक समाधान (अभी नहीं)`);
    expect(status).toHaveTextContent(
      'इसके बारे में कोई सवाल है? हमारे शिकायत अधिकारी Meera Iyer को grievance@rangoli.shop पर लिखें और CMP-1001 का ज़िक्र करें।',
    );
    expect(within(status).getByRole('link', { name: 'grievance@rangoli.shop' })).toHaveAttribute(
      'href',
      'mailto:grievance@rangoli.shop?subject=CMP-1001',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('links the order a complaint is about, with its subject in Hindi', () => {
    render(<AboutAnOrder />);
    expect(screen.getByRole('link', { name: 'ORD-001' })).toHaveAttribute('href', '/orders/ORD-001');
    expect(screen.getByText('प्रोडक्ट की क्वालिटी')).toBeInTheDocument();
  });
});
