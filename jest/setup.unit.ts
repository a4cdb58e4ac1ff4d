/**
 * The mutation run's setup (jest.mutation.config.ts): setup.base.ts, and the messages each event
 * shows loaded from the start, as setup.ts has them (flows' tests check the toast they cause).
 */
import './setup.base';
import { loadMessages } from '@/app/messages';

beforeAll(() => loadMessages());
