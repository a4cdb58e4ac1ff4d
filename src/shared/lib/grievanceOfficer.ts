// Its own module, not constants.ts (in main.js): only the grievance desk's pages read it.
import { word } from '@/shared/i18n';

/**
 * The Grievance Officer (Consumer Protection (E-Commerce) Rules, 2020): who answers a shopper's
 * complaint, how to reach them, and the times the rules set (acknowledged within 48 hours,
 * resolved within a month). The designation and hours are English, shown in the page's edition.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Iyer',
  designation: word('Head of Customer Care'),
  email: 'grievance@rangoli.shop',
  phone: '+91 22 4000 1299',
  hours: word('Mon-Sat, 10:00 AM-6:00 PM'),
  acknowledgeHours: 48,
  resolveDays: 30,
} as const;
