import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { CATEGORY_SLUGS } from '../../../shared/lib/constants';
import { selectProducts } from '../../catalog';
import { useSearchEngine } from '../engine/loadSearchEngine';
import type { Suggestion } from '../types';
import { PARAM, searchUrl } from '../urlState';
import { SearchBox } from './SearchBox';

/** Suggestions appear from this many typed characters on. */
export const SUGGEST_MIN_CHARS = 2;

/**
 * The header's search box (desktop and phone each render one): submits to /search?q=...,
 * suggests products, brands and categories while typing, and follows the query on /search.
 * The search engine chunk is loaded on first focus, never by merely showing the header.
 */
export function HeaderSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const products = useAppSelector(selectProducts);
  const [term, setTerm] = useState('');
  const [engineWanted, setEngineWanted] = useState(false);
  const { engine } = useSearchEngine(engineWanted);

  // On /search the box shows the query being searched (also after Back/Forward).
  const urlQuery =
    pathname === '/search' ? (new URLSearchParams(search).get(PARAM.query) ?? '').trim() : null;
  useEffect(() => {
    if (urlQuery !== null) setTerm(urlQuery);
  }, [urlQuery]);

  const typed = term.trim();
  const suggestions = useMemo<Suggestion[]>(
    () => (engine && typed.length >= SUGGEST_MIN_CHARS ? engine.suggestFor(products, typed) : []),
    [engine, products, typed],
  );

  const handleSelect = (suggestion: Suggestion) => {
    switch (suggestion.kind) {
      case 'product':
        setTerm('');
        navigate(`/product/${suggestion.product.id}`);
        return;
      case 'brand':
        setTerm(suggestion.brand);
        navigate(searchUrl(suggestion.brand, { brands: [suggestion.brand] }));
        return;
      case 'category':
        setTerm('');
        navigate(`/${CATEGORY_SLUGS[suggestion.category]}`);
    }
  };

  return (
    <SearchBox
      id={id}
      value={term}
      onValueChange={(value) => {
        setTerm(value);
        setEngineWanted(true);
      }}
      onFocus={() => setEngineWanted(true)}
      onSubmit={(query) => navigate(searchUrl(query))}
      suggestions={suggestions}
      onSelectSuggestion={handleSelect}
    />
  );
}
