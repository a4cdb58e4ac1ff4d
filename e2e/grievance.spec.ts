import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PRIYA, seed, test } from './support/shop';

/**
 * The seller and the grievance desk (issue 35), at 1280 px and 390 px: the footer names the seller
 * and leads to the Grievance Officer; a guest and a signed-in shopper each file a complaint, see
 * its ticket and timeline, and find it again after a reload.
 */

const submit = (page: Page) => page.getByRole('button', { name: 'Submit complaint' }).click();

test('a guest files a complaint from the footer, and finds it again after a reload', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Rangoli Retail Private Limited');
  await expect(footer).toContainText('Registered office: 221 Linking Road, Bandra West, Mumbai 400050');
  await expect(footer.getByRole('link', { name: 'support@rangoli.shop' })).toBeVisible();
  await footer.getByRole('link', { name: 'Grievance Officer' }).click();

  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeVisible();
  await expect(page).toHaveTitle('Grievance Officer — Rangoli');
  const officer = page.getByRole('region', { name: 'Who answers your complaint' });
  await expect(officer).toContainText('Meera Iyer');
  await expect(officer.getByRole('link', { name: 'grievance@rangoli.shop' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How we answer' })).toContainText('within 48 hours');
  await expectNoAxeViolations(page, 'on /grievance');

  // Submitted empty: a message at each field, focus on the first.
  const subject = page.getByLabel('Subject');
  const description = page.getByLabel('Describe the problem');
  const email = page.getByLabel('Email', { exact: true });
  await expect(page.getByLabel('Order')).toHaveValue('');
  await expect(page.getByLabel('Order').locator('option')).toHaveText(['Not about an order']);
  await submit(page);
  await expect(subject).toHaveAccessibleDescription('Please choose a subject');
  await expect(description).toHaveAccessibleDescription(
    /Please describe the problem in at least 20 characters/,
  );
  await expect(email).toHaveAccessibleDescription(/Email is required/);
  await expect(subject).toBeFocused();
  await expectNoAxeViolations(page, 'with the messages');

  // An email out of shape, and a description too short: their messages, nothing typed lost.
  await subject.selectOption({ label: 'Delivery' });
  await description.fill('Never came.');
  await email.fill('asha@example');
  await submit(page);
  await expect(description).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email/);
  await expect(subject).toHaveValue('delivery');
  await expect(description).toHaveValue('Never came.');

  await description.fill('The parcel says delivered, but nothing came to my door.');
  await email.fill('asha@example.com');
  await submit(page);

  await expect(page.getByRole('status').filter({ hasText: 'Complaint CMP-1001 registered' })).toBeVisible();
  await expect(page).toHaveURL(/\/complaints\/CMP-1001$/);
  await expectComplaintPage(page, 'CMP-1001', 'The parcel says delivered, but nothing came to my door.');
  await expect(page.getByRole('region', { name: 'Your complaint' })).toContainText('asha@example.com');
  await expectNoAxeViolations(page, 'on the complaint page');

  await page.reload();
  await expectComplaintPage(page, 'CMP-1001', 'The parcel says delivered, but nothing came to my door.');

  // The next is numbered after it; an unknown ticket says so and leads back.
  await page.goto('/complaints/CMP-1009');
  await expect(page.getByRole('heading', { level: 1, name: 'Complaint not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Grievance Officer page' }).click();
  await expect(page.getByRole('region', { name: 'Your complaints on this device' })).toContainText(
    'CMP-1001',
  );
});

test('a signed-in shopper files one about an order, and finds it in her profile after a reload', async ({
  page,
}) => {
  await seed(page, { user: PRIYA });
  await page.goto('/grievance');
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'File a complaint' })).toContainText('priya@example.com');
  const order = page.getByLabel('Order');
  await expect(order.locator('option')).toHaveCount(4);
  await expect(order).toHaveValue('');
  await order.selectOption('ORD-002');
  await page.getByLabel('Subject').selectOption({ label: 'Return or exchange' });
  await page.getByLabel('Describe the problem').fill('The return pickup was booked twice and never came.');
  await submit(page);

  await expect(page.getByRole('status').filter({ hasText: 'Complaint CMP-1001 registered' })).toBeVisible();
  await expectComplaintPage(page, 'CMP-1001', 'The return pickup was booked twice and never came.');
  const details = page.getByRole('region', { name: 'Your complaint' });
  await expect(details.getByRole('link', { name: 'ORD-002' })).toHaveAttribute('href', '/orders/ORD-002');
  await expect(details).toContainText('priya@example.com');

  await page.goto('/profile');
  await page.reload();
  const complaints = page.getByRole('region', { name: 'Complaints' });
  await expect(complaints).toContainText('Return or exchange');
  await complaints.getByRole('link', { name: 'CMP-1001' }).click();
  await expectComplaintPage(page, 'CMP-1001', 'The return pickup was booked twice and never came.');
});

async function expectComplaintPage(page: Page, id: string, description: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${id}` })).toBeVisible();
  await expect(page).toHaveTitle(`Complaint ${id} — Rangoli`);
  await expect(page.getByRole('region', { name: 'Your complaint' })).toContainText(description);
  const timeline = page.getByRole('list', { name: 'Complaint status' }).getByRole('listitem');
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText(/Registered.*\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)/);
  await expect(timeline.nth(1)).toContainText(/Acknowledged by \d{1,2} \w{3} \d{4}/);
  await expect(timeline.nth(2)).toContainText(/Resolution due by \d{1,2} \w{3} \d{4}/);
}
