import './setup.base';
import { configure } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { setProjectAnnotations } from '@storybook/react-webpack5';
import preview from '../.storybook/preview';
import { LazyToastView } from '@/app/ToastProvider';
import { LazyAccountMenuPopup } from '@/features/auth/components/AccountMenu';
import { loadMessages } from '@/app/messages';

setProjectAnnotations(preview);

// findBy* and waitFor wait up to 5 s (the library's default is 1 s): lazy chunks such as the search
// engine load through a dynamic import, which on a busy 2-core CI machine can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

expect.extend(toHaveNoViolations);

// UI that only an interaction shows (a toast and its messages, the open account menu) loads in the
// background on the shopper's first interaction, long before it is needed; tests start with it
// loaded. app/boot/loading.test.tsx, AccountMenu.test.tsx and messages.test.ts cover the loading itself.
beforeAll(() => Promise.all([LazyToastView.preload(), LazyAccountMenuPopup.preload(), loadMessages()]));
