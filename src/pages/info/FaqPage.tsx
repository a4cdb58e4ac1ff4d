import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
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
        answer: <p>Credit and debit cards, UPI, and Cash on Delivery.</p>,
      },
      {
        question: 'Are taxes included in the prices?',
        answer: (
          <p>
            Prices on product pages are before tax. GST of {Math.round(TAX_RATE * 100)}% is added to your cart
            subtotal and shown in the cart before you pay, so there are no surprises.
          </p>
        ),
      },
      {
        question: 'How do I find my size?',
        answer: (
          <p>
            Each product lists the sizes it comes in: S to XXL for tops and dresses, waist sizes 30 to 38 for
            men&apos;s trousers and jeans, and ages from 2-3Y to 10-11Y for kids. Beauty products come in one
            size or by volume. If it does not fit, exchange it for free.
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
            2–4 business days in metro cities and 4–7 business days elsewhere. Remote areas can take up to 10
            business days.
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
            In My Orders, choose Return/Exchange on a delivered order. Our courier picks the item up from your
            door for free.
          </p>
        ),
      },
      {
        question: 'When will I get my refund?',
        answer: (
          <p>
            Within 5–7 business days of the item reaching us, to your original payment method (or to a bank
            account or UPI ID for Cash on Delivery orders).
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
`;

export default function FaqPage() {
  usePageFocus();
  return (
    <InfoLayout
      title="Frequently Asked Questions"
      intro="Quick answers about orders, delivery, returns and your account. Choose a question to see its answer."
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
