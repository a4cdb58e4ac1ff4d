import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import type { Suggestion } from '../../types';
import { Kind, Option, OptionMeta, OptionName, OptionText } from './SuggestionOptions.styles';

export interface SuggestionOptionsProps {
  suggestions: readonly Suggestion[];
  /** The option the keyboard is on (-1: none). */
  activeIndex: number;
  /** Each option's id, which the combobox names in aria-activedescendant. */
  optionId: (index: number) => string;
  /** A suggestion chosen with a click. */
  onChoose: (suggestion: Suggestion) => void;
}

/** The option's accessible name: "Levi's (brand)", "Women (category)", "Name, Brand, ₹1,299". */
function suggestionLabel(s: Suggestion): string {
  if (s.kind === 'brand') return t('{brand} (brand)', { brand: s.brand });
  if (s.kind === 'category') return t('{category} (category)', { category: t(s.category) });
  return [s.product.name, s.product.brand, formatINR(s.product.price)].filter(Boolean).join(', ');
}

function suggestionKey(s: Suggestion): string {
  if (s.kind === 'product') return `product-${s.product.id}`;
  return s.kind === 'brand' ? `brand-${s.brand}` : `category-${s.category}`;
}

function SuggestionContent({ suggestion }: { suggestion: Suggestion }): ReactNode {
  switch (suggestion.kind) {
    case 'product': {
      const { product } = suggestion;
      return (
        <>
          <img src={product.image} alt="" width={40} height={50} loading="lazy" decoding="async" />
          <OptionText>
            <OptionName>{product.name}</OptionName>
            <OptionMeta>
              {product.brand ? `${product.brand} · ` : ''}
              {formatINR(product.price)}
            </OptionMeta>
          </OptionText>
        </>
      );
    }
    case 'brand':
      return (
        <>
          <OptionText>
            <OptionName>{suggestion.brand}</OptionName>
          </OptionText>
          <Kind>{t('Brand')}</Kind>
        </>
      );
    case 'category':
      return (
        <>
          <OptionText>
            <OptionName>{t(suggestion.category)}</OptionName>
          </OptionText>
          <Kind>{t('Category')}</Kind>
        </>
      );
  }
}

/**
 * The options of SearchBox's listbox: a product (picture, name, brand and price), a brand or a
 * category. Its own chunk, loaded with the search engine on the box's first focus: suggestions
 * exist only once the engine is there, so the home page does not load them before a shopper
 * starts to search. Focus stays in the combobox; a mousedown never takes it.
 */
export function SuggestionOptions({ suggestions, activeIndex, optionId, onChoose }: SuggestionOptionsProps) {
  return suggestions.map((suggestion, i) => (
    <Option
      key={suggestionKey(suggestion)}
      id={optionId(i)}
      role="option"
      aria-selected={i === activeIndex}
      aria-label={suggestionLabel(suggestion)}
      $active={i === activeIndex}
      // Keep focus in the input: choose on mousedown's click without blurring first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(suggestion)}
    >
      <SuggestionContent suggestion={suggestion} />
    </Option>
  ));
}
