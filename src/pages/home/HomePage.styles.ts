import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const Section = styled.section`
  padding-block: ${theme.space.xxl};

  ${theme.media.md} {
    padding-block: ${theme.space.xxxl};
  }
`;

export const Newsletter = styled.section`
  margin-block: ${theme.space.xxl};
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.lg};
  background: linear-gradient(120deg, ${theme.color.brandSoft} 0%, ${theme.color.accentSoft} 100%);
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;

  ${theme.media.md} {
    margin-block: ${theme.space.xxxl};
    padding: ${theme.space.xxl};
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize.xxl};
    color: ${theme.color.brand};
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;
