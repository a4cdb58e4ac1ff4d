import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '@/app/hooks';
import { CATEGORY_SLUGS } from '@/shared/lib/constants';
import { useSuggestions } from '../useCatalogQuery';
import type { Suggestion } from '../types';
import { PARAM, searchHref } from '../searchHref';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/** Suggestions appear from this many typed characters on. */
export const SUGGEST_MIN_CHARS = 2;

export interface SearchBoxContainerProps extends Pick<
  SearchBoxProps,
  'id' | 'label' | 'formLabel' | 'placeholder' | 'submit' | 'size'
> {
  /** A submitted query (default: a fresh search, /search?q=...). */
  onSubmit?: (query: string) => void;
}

/**
 * A SearchBox connected to the catalogue and the router: suggests categories, brands and up to 6
 * products from 2 typed characters; a product opens its page, a brand searches for it with its
 * brand filter ticked, a category opens its listing. On /search it shows the query searched (also
 * after Back/Forward). The suggestions come from the catalogue's worker: each keystroke asks,
 * superseding the one before, and typing never waits for them.
 */
export function SearchBoxContainer({ onSubmit, ...props }: SearchBoxContainerProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [term, setTerm] = useState('');
  const channel = `suggest:${useId()}`;
  // The catalogue starts loading when the box gets focus, before the first keystroke asks.
  const client = useServices().queries;

  const urlQuery =
    pathname === '/search' ? (new URLSearchParams(search).get(PARAM.query) ?? '').trim() : null;
  useEffect(() => {
    if (urlQuery !== null) setTerm(urlQuery);
  }, [urlQuery]);

  // Suggestions are asked for once the shopper is in the box: the query a search page puts in it
  // (and in the header's) asks nothing while the page loads.
  const [inUse, setInUse] = useState(false);
  const typed = term.trim();
  const suggestions = useSuggestions(inUse && typed.length >= SUGGEST_MIN_CHARS ? typed : null, channel);

  const handleSelect = (suggestion: Suggestion) => {
    switch (suggestion.kind) {
      case 'product':
        setTerm('');
        navigate(`/product/${suggestion.product.id}`);
        return;
      case 'brand':
        setTerm(suggestion.brand);
        navigate(searchHref(suggestion.brand, suggestion.brand));
        return;
      case 'category':
        setTerm('');
        navigate(`/${CATEGORY_SLUGS[suggestion.category]}`);
    }
  };

  return (
    <SearchBox
      {...props}
      value={term}
      onValueChange={(value) => {
        setInUse(true);
        setTerm(value);
      }}
      onFocus={() => {
        setInUse(true);
        client.prepare();
      }}
      onSubmit={onSubmit ?? ((query) => navigate(searchHref(query)))}
      suggestions={suggestions}
      onSelectSuggestion={handleSelect}
    />
  );
}
