import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icons } from '../../../shared/ui';

const Form = styled.form`
  display: flex;
  width: 100%;
  max-width: 520px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.size.control};
    border: 0;
    background: transparent;
    padding: 0 ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  input:focus {
    outline: none;
  }
  button {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.size.control};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.brand};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/** The header's search box: a search landmark; blank or whitespace-only submissions do nothing. */
export function HeaderSearch({ id }: { id: string }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      <input
        id={id}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="Search for kurtas, jeans, lipstick…"
        autoComplete="off"
      />
      <button type="submit" aria-label="Submit search">
        <Icons.Search />
      </button>
    </Form>
  );
}
