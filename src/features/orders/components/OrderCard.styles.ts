import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const CardRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};

  ${theme.media.md} {
    padding: ${theme.space.xl};
  }
`;

export const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.color.border};
`;

export const Title = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSize.sm};
    color: ${theme.color.inkMuted};
  }
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.xl};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    font-size: ${theme.fontSize.sm};
    color: ${theme.color.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeight.bold};
    white-space: nowrap;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export const Panel = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};

  h3 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSize.md};
  }
  h4 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.color.inkMuted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
  transition: transform ${theme.duration.fast} ease-out;
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;
