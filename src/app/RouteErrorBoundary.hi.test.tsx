import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { onHindiPages } from '@/test/hindi';
import * as updateStories from './layout/UpdateNotice.stories';
import { RecoveryScreen } from './RouteErrorBoundary';

const { Default: UpdateNotice } = composeStories(updateStories);

describe('The shell’s notices, on a Hindi page', () => {
  onHindiPages();

  it('the recovery screen says what happened and offers Try again and Go home in Hindi', () => {
    renderWithProviders(<RecoveryScreen onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByText(/आपका कार्ट और विशलिस्ट सुरक्षित हैं।$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
  });

  it('the new version’s notice, with its button, in Hindi', () => {
    render(<UpdateNotice />);
    expect(screen.getByText('Rangoli का नया वर्शन उपलब्ध है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अपडेट करने के लिए रीलोड करें' })).toBeInTheDocument();
  });
});
