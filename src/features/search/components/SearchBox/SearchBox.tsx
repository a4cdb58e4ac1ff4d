import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { lazyOnInteraction, useAwaitsCode } from '@/app/boot';
import { currentEdition, editionPath, t } from '@/shared/i18n';
import { SearchIcon, VisuallyHidden } from '@/shared/ui';
import type { Suggestion } from '../../types';
import { Bar, Form, IconSubmit, Input, Listbox, TextSubmit } from './SearchBox.styles';

/** The listbox's options: their own chunk, loaded on the box's first focus or keystroke. */
const SuggestionOptions = lazyOnInteraction(() =>
  import(/* webpackChunkName: "search-suggestions" */ '../SuggestionOptions/SuggestionOptions').then(
    (module) => module.SuggestionOptions,
  ),
);
const preloadOptions = () => void SuggestionOptions.preload().catch(() => undefined);

export interface SearchBoxProps {
  /** The input's id (two boxes may be on a page: the header's desktop and phone boxes). */
  id: string;
  /** The input's accessible name (default "Search"); shown to screen readers only. */
  label?: string;
  /** The search landmark's name (default: none; give one when a page has two search forms). */
  formLabel?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A submitted query, trimmed; blank or whitespace-only submissions never call it. */
  onSubmit: (query: string) => void;
  /** Suggestions for the current value (the caller decides when there are any, e.g. after 2 characters). */
  suggestions: readonly Suggestion[];
  /** A suggestion chosen with Enter or a click. */
  onSelectSuggestion: (suggestion: Suggestion) => void;
  /** First focus (the caller may start loading the search engine). */
  onFocus?: () => void;
  placeholder?: string;
  /** 'icon' (default): a magnifier button named "Submit search"; 'text': a visible "Search" button. */
  submit?: 'icon' | 'text';
  size?: 'md' | 'lg';
  /** Open the list at first render (stories and tests only). */
  defaultOpen?: boolean;
}

/**
 * A search form (`role="search"`) whose input is an ARIA 1.2 combobox with a listbox of
 * suggestions: typing opens the list, ArrowDown / ArrowUp move through it (wrapping; on a closed
 * list they open it on the first / last option, Alt+ArrowDown just opens it), Enter opens
 * the active suggestion (or submits the query when none is active), Esc closes the list (or,
 * when closed, clears the box), Tab and clicking elsewhere close it. Focus stays in the input;
 * the active option is conveyed with aria-activedescendant.
 */
export function SearchBox({
  id,
  label = t('Search'),
  formLabel,
  value,
  onValueChange,
  onSubmit,
  suggestions,
  onSelectSuggestion,
  onFocus,
  placeholder = t('Search for kurtas, jeans, lipstick…'),
  submit = 'icon',
  size = 'md',
  defaultOpen = false,
}: SearchBoxProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const awaitsCode = useAwaitsCode();
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);
  // What was typed before this code ran (a prerendered page's box, hydrated on its first focus) is
  // taken up; a box the shopper is already in is in use, its suggestions open as she typed.
  useEffect(() => {
    const box = input.current;
    const typed = box?.value ?? '';
    if (typed !== value) onValueChange(typed);
    if (box && box === document.activeElement) {
      onFocus?.();
      if (typed !== value) setOpen(true);
    }
    // Once, on mount: afterwards every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const count = suggestions.length;
  const expanded = open && count > 0;
  const activeIndex = expanded && active < count ? active : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    onSelectSuggestion(suggestion);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    close();
    onSubmit(query);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        // Closed: open on the first option (Alt+ArrowDown: open without choosing one).
        if (!expanded) setActive(event.altKey ? -1 : 0);
        else setActive((activeIndex + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(!expanded || activeIndex <= 0 ? count - 1 : activeIndex - 1);
        return;
      case 'Enter': {
        const suggestion = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        return; // otherwise the form submits
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  return (
    // Before its code has loaded (the header's box on a prerendered page), a plain search form.
    <Form
      role="search"
      aria-label={formLabel}
      // The plain form's address is the page's edition's search (the router's links get theirs from
      // its basename; a form's action is the browser's own).
      action={editionPath('/search', currentEdition())}
      onSubmit={handleSubmit}
      $size={size}
      // Submitted before its code has hydrated it, the box waits for it (never a plain search for spaces).
      {...awaitsCode}
    >
      <Bar $size={size}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <Input
          ref={input}
          id={id}
          name="q"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(e) => {
            preloadOptions();
            onValueChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            preloadOptions();
            onFocus?.();
          }}
          onKeyDown={handleKeyDown}
          onBlur={close}
        />
        {submit === 'icon' ? (
          <IconSubmit type="submit" aria-label={t('Submit search')}>
            <SearchIcon />
          </IconSubmit>
        ) : (
          <TextSubmit type="submit" startIcon={<SearchIcon />}>
            {t('Search')}
          </TextSubmit>
        )}
      </Bar>
      <Listbox id={listId} role="listbox" aria-label={t('Suggestions')} hidden={!expanded}>
        {expanded && (
          <Suspense fallback={null}>
            <SuggestionOptions
              suggestions={suggestions}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
            />
          </Suspense>
        )}
      </Listbox>
      <VisuallyHidden aria-live="polite">
        {expanded
          ? count === 1
            ? t('{count} suggestion available.', { count })
            : t('{count} suggestions available.', { count })
          : ''}
      </VisuallyHidden>
    </Form>
  );
}
