import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COUPONS } from '@/features/coupons';
import { t, translate } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import {
  BUSINESS_HOURS,
  CONTACT,
  FREE_SHIPPING_THRESHOLD,
  RETURN_DAYS,
  TAX_RATE,
} from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';
import { listOf, RULES } from './policyWords';

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: Question[];
}

/**
 * The questions and their answers, in the page's edition: made when the page renders, not when
 * this module loads (the edition is set after that, and the rules' words follow it).
 */
export function faqTopics(): readonly Topic[] {
  // Strings joined with +, not template literals, in the files that hold the texts: i18n.test.ts
  // finds the texts by a pattern that template literals (their placeholders) throw out of step.
  const hours = BUSINESS_HOURS.map((h) => translate(h.days) + ' ' + translate(h.hours)).join(', ');
  const firstOrderCodes = listOf(COUPONS.filter((c) => c.firstOrderOnly).map((c) => c.code));
  return [
    {
      id: 'faq-orders',
      title: t('Orders and payment'),
      questions: [
        {
          question: t('Do I need an account to shop?'),
          answer: (
            <p>
              {tNodes(
                'No account is needed to browse, fill your cart or save a wishlist. To check out and to write reviews, please {signIn} or {createAccount}; it takes a minute.',
                {
                  signIn: <Link to="/login">{t('sign in')}</Link>,
                  createAccount: <Link to="/signup">{t('create an account')}</Link>,
                },
              )}
            </p>
          ),
        },
        {
          question: t('Which payment methods do you accept?'),
          answer: (
            <p>
              {t('Credit and debit cards, UPI, and Cash on Delivery.')} {RULES.codLimit} {RULES.codRegions}
            </p>
          ),
        },
        {
          question: t('Are taxes included in the prices?'),
          answer: (
            <p>
              {t(
                'Prices on product pages are before tax. GST of {rate}% is added to your subtotal (after any coupon) and shown in the cart before you pay, so there are no surprises.',
                { rate: Math.round(TAX_RATE * 100) },
              )}
            </p>
          ),
        },
        {
          question: t('How do coupons work?'),
          answer: (
            <>
              <p>
                {tNodes(
                  'Enter a code under Coupon code in your {cart}, or choose Apply beside one of the Available coupons listed there. Our coupons:',
                  { cart: <Link to="/cart">{t('cart')}</Link> },
                )}
              </p>
              <ul>
                {COUPONS.map((coupon) => (
                  <li key={coupon.code}>
                    <strong>{coupon.code}</strong>: {translate(coupon.rule)}
                  </li>
                ))}
              </ul>
              <p>
                {t(
                  'One coupon per order: applying another replaces it. The discount comes off your subtotal before GST.',
                )}{' '}
                {firstOrderCodes && t('{codes} needs you to be signed in.', { codes: firstOrderCodes }) + ' '}
                {t(
                  'If your cart changes and the coupon no longer applies, we remove it and tell you why. Product pages show the best price a coupon gives.',
                )}
              </p>
            </>
          ),
        },
        {
          question: t('Can I cancel my order?'),
          answer: (
            <p>
              {t('Yes, until it ships.')} {RULES.cancel} {RULES.cancelShipped} {RULES.cancelRefund}
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-sizes',
      title: t('Sizes and stock'),
      questions: [
        {
          question: t('How do I find my size?'),
          answer: (
            <p>
              {t(
                "On a clothing product page, choose Size guide beside Select Size. It shows that product's sizes with their Indian, UK and US equivalents where they differ, and the body measurements each size fits, in inches or centimetres, with how to measure. Between two sizes, choose the larger one. Save a size as your size and product pages for the same kind of garment point it out. Beauty and one-size products have no size guide. If it does not fit, exchange it for another size.",
              )}
            </p>
          ),
        },
        {
          question: t('Can you tell me when a sold-out size is back?'),
          answer: (
            <p>
              {tNodes(
                'Yes. Under the sizes on a product page, each sold-out size has a button such as ‘Notify me when XL is back’. Your alerts are listed under Back-in-stock alerts on your {profile}, where you can remove them. When the size is in stock again, a message tells you it is back, with a link to the product. Alerts are kept on this browser and cleared when you log out.',
                { profile: <Link to="/profile">{t('profile')}</Link> },
              )}
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-shipping',
      title: t('Shipping and delivery'),
      questions: [
        {
          question: t('How much does shipping cost?'),
          answer: (
            <p>
              {tNodes(
                'Shipping is free on orders over {amount}, and for now on smaller orders too. See {shipping} for the details.',
                {
                  amount: formatINR(FREE_SHIPPING_THRESHOLD),
                  shipping: <Link to="/shipping">{t('Shipping')}</Link>,
                },
              )}
            </p>
          ),
        },
        {
          question: t('How long will my order take to arrive?'),
          answer: (
            <p>
              {RULES.deliveryTimes} {RULES.sundays}
            </p>
          ),
        },
        {
          question: t('Do you deliver everywhere in India?'),
          answer: (
            <p>
              {t('Almost.')} {RULES.notServed}{' '}
              {t(
                'Enter your pincode on a product page or in your cart to see when your order would arrive and whether Cash on Delivery is available.',
              )}
            </p>
          ),
        },
        {
          question: t('How do I track my order?'),
          answer: (
            <p>
              {tNodes(
                'Open {myOrders} and choose Track Order to see whether it is processing, shipped or delivered.',
                { myOrders: <Link to="/orders">{t('My Orders')}</Link> },
              )}
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-returns',
      title: t('Returns and refunds'),
      questions: [
        {
          question: t('What is your return policy?'),
          answer: (
            <p>
              {tNodes(
                'Return or exchange most items within {days} days of delivery, unused and with their tags. Read the full {policy}.',
                {
                  days: RETURN_DAYS,
                  policy: <Link to="/return-policy">{t('Return Policy')}</Link>,
                },
              )}
            </p>
          ),
        },
        {
          question: t('How do I return or exchange an item?'),
          answer: (
            <p>
              {t(
                'In My Orders, choose Return/Exchange on a delivered order. Our courier picks the items up from your door for free.',
              )}{' '}
              {RULES.exchange}
            </p>
          ),
        },
        {
          question: t('How will I get my refund?'),
          answer: (
            <p>
              {RULES.refundPrepaid} {RULES.refundCod}{' '}
              {t(
                'You choose when you ask for the return, and the refund is made once our courier has picked the items up.',
              )}
            </p>
          ),
        },
      ],
    },
    {
      id: 'faq-help',
      title: t('Help'),
      questions: [
        {
          question: t('How can I contact you?'),
          answer: (
            <p>
              {tNodes(
                'Call {phone} or write to {email} (hours: {hours}), or use our {form}. Email and the form are open round the clock; we answer within one business day.',
                {
                  phone: CONTACT.phone,
                  email: <a href={'mailto:' + CONTACT.email}>{CONTACT.email}</a>,
                  hours,
                  form: <Link to="/contact">{t('contact form')}</Link>,
                },
              )}
            </p>
          ),
        },
      ],
    },
  ];
}

const Topic = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    min-height: ${({ theme }) => theme.size.control};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    flex: none;
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1;
    color: ${({ theme }) => theme.color.brand};
  }
  &[open] summary::after {
    content: '−';
  }
  summary:hover {
    color: ${({ theme }) => theme.color.brand};
  }

  & > div {
    padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.inkMuted};
  }
  & > div p {
    margin: 0;
  }
  & > div p + p,
  & > div ul + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  & > div ul {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

export default function FaqPage() {
  usePageFocus();
  return (
    <InfoLayout
      title={t('Frequently Asked Questions')}
      intro={t(
        'Quick answers about orders, coupons, sizes, delivery, returns and your account. Choose a question to see its answer.',
      )}
    >
      {faqTopics().map((topic) => (
        <Topic key={topic.id} aria-labelledby={topic.id}>
          <h2 id={topic.id}>{topic.title}</h2>
          {topic.questions.map((q) => (
            <Item key={q.question}>
              <summary>{q.question}</summary>
              <div>{q.answer}</div>
            </Item>
          ))}
        </Topic>
      ))}
    </InfoLayout>
  );
}
