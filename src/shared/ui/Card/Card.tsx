import styled from 'styled-components';

/**
 * A section of a page set apart as a card (the profile's Personal details, Saved addresses and
 * Back-in-stock alerts): a `<section>` with the surface colour, a border, rounded corners and a
 * soft shadow, its parts stacked with the theme's large gap. Label it by its heading.
 */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
