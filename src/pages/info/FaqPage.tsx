import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COUPONS } from '@/features/coupons';
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

const hours = BUSINESS_HOURS.map((h) => `${h.days} ${h.hours}`).join(', ');
const firstOrderCodes = listOf(COUPONS.filter((c) => c.firstOrderOnly).map((c) => c.code));

export const FAQ: readonly Topic[] = [
  {
    id: 'faq-orders',
    title: 'Orders and payment',
    questions: [
      {
        question: 'Do I need an account to shop?',
        answer: (
          <p>
            No account is needed to browse, fill your cart or save a wishlist. To check out and to write
            reviews, please <Link to="/login">sign in</Link> or <Link to="/signup">create an account</Link>;
            it takes a minute.
          </p>
        ),
      },
      {
        question: 'Which payment methods do you accept?',
        answer: (
          <p>
            Credit and debit cards, UPI, and Cash on Delivery. {RULES.codLimit} {RULES.codRegions}
          </p>
        ),
      },
      {
        question: 'Are taxes included in the prices?',
        answer: (
          <p>
            Prices on product pages are before tax. GST of {Math.round(TAX_RATE * 100)}% is added to your
            subtotal (after any coupon) and shown in the cart before you pay, so there are no surprises.
          </p>
        ),
      },
      {
        question: 'How do coupons work?',
        answer: (
          <>
            <p>
              Enter a code under Coupon code in your <Link to="/cart">cart</Link>, or choose Apply beside one
              of the Available coupons listed there. Our coupons:
            </p>
            <ul>
              {COUPONS.map((coupon) => (
                <li key={coupon.code}>
                  <strong>{coupon.code}</strong>: {coupon.rule}
                </li>
              ))}
            </ul>
            <p>
              One coupon per order: applying another replaces it. The discount comes off your subtotal before
              GST. {firstOrderCodes && `${firstOrderCodes} needs you to be signed in. `}If your cart changes
              and the coupon no longer applies, we remove it and tell you why. Product pages show the best
              price a coupon gives.
            </p>
          </>
        ),
      },
      {
        question: 'Can I cancel my order?',
        answer: (
          <p>
            Yes, until it ships. {RULES.cancel} {RULES.cancelShipped} {RULES.cancelRefund}
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-sizes',
    title: 'Sizes and stock',
    questions: [
      {
        question: 'How do I find my size?',
        answer: (
          <p>
            On a clothing product page, choose Size guide beside Select Size. It shows that product&apos;s
            sizes with their Indian, UK and US equivalents where they differ, and the body measurements each
            size fits, in inches or centimetres, with how to measure. Between two sizes, choose the larger
            one. Save a size as your size and product pages for the same kind of garment point it out. Beauty
            and one-size products have no size guide. If it does not fit, exchange it for another size.
          </p>
        ),
      },
      {
        question: 'Can you tell me when a sold-out size is back?',
        answer: (
          <p>
            Yes. Under the sizes on a product page, each sold-out size has a button such as &lsquo;Notify me
            when XL is back&rsquo;. Your alerts are listed under Back-in-stock alerts on your{' '}
            <Link to="/profile">profile</Link>, where you can remove them. When the size is in stock again, a
            message tells you it is back, with a link to the product. Alerts are kept on this browser and
            cleared when you log out.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-shipping',
    title: 'Shipping and delivery',
    questions: [
      {
        question: 'How much does shipping cost?',
        answer: (
          <p>
            Shipping is free on orders over {formatINR(FREE_SHIPPING_THRESHOLD)}, and for now on smaller
            orders too. See <Link to="/shipping">Shipping</Link> for the details.
          </p>
        ),
      },
      {
        question: 'How long will my order take to arrive?',
        answer: (
          <p>
            {RULES.deliveryTimes} {RULES.sundays}
          </p>
        ),
      },
      {
        question: 'Do you deliver everywhere in India?',
        answer: (
          <p>
            Almost. {RULES.notServed} Enter your pincode on a product page or in your cart to see when your
            order would arrive and whether Cash on Delivery is available.
          </p>
        ),
      },
      {
        question: 'How do I track my order?',
        answer: (
          <p>
            Open <Link to="/orders">My Orders</Link> and choose Track Order to see whether it is processing,
            shipped or delivered.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-returns',
    title: 'Returns and refunds',
    questions: [
      {
        question: 'What is your return policy?',
        answer: (
          <p>
            Return or exchange most items within {RETURN_DAYS} days of delivery, unused and with their tags.
            Read the full <Link to="/return-policy">Return Policy</Link>.
          </p>
        ),
      },
      {
        question: 'How do I return or exchange an item?',
        answer: (
          <p>
            In My Orders, choose Return/Exchange on a delivered order. Our courier picks the items up from
            your door for free. {RULES.exchange}
          </p>
        ),
      },
      {
        question: 'How will I get my refund?',
        answer: (
          <p>
            {RULES.refundPrepaid} {RULES.refundCod} You choose when you ask for the return, and the refund is
            made once our courier has picked the items up.
          </p>
        ),
      },
    ],
  },
  {
    id: 'faq-help',
    title: 'Help',
    questions: [
      {
        question: 'How can I contact you?',
        answer: (
          <p>
            Call {CONTACT.phone} or write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> (hours:{' '}
            {hours}), or use our <Link to="/contact">contact form</Link>. Email and the form are open round
            the clock; we answer within one business day.
          </p>
        ),
      },
    ],
  },
];

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
      title="Frequently Asked Questions"
      intro="Quick answers about orders, coupons, sizes, delivery, returns and your account. Choose a question to see its answer."
    >
      {FAQ.map((topic) => (
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
