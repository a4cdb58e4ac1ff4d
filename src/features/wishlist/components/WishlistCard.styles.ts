import styled from 'styled-components';

export const CardRoot = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  transition: box-shadow ${({ theme }) => theme.duration.normal} ease-out;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const HeartSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  button {
    color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
`;

export const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Name = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  /* Two lines, always, so the cards of a row stay aligned. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: calc(2em * 1.2);

  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

export const Actions = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
