import styled from 'styled-components';
import { Container } from '@/shared/ui';

export const Band = styled.section`
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.color.brandSoft} 0%,
    ${({ theme }) => theme.color.surfaceAlt} 55%,
    ${({ theme }) => theme.color.accentSoft} 100%
  );
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

export const Inner = styled(Container)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    padding-block: ${({ theme }) => theme.space.xxxl};
    min-height: 28rem;
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.display};
  color: ${({ theme }) => theme.color.brand};
  max-width: 18ch;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.inkMuted};
  max-width: 36rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const Art = styled.div`
  display: none;
  position: relative;
  justify-self: center;
  width: 100%;
  max-width: 30rem;
  aspect-ratio: 6 / 5;

  ${({ theme }) => theme.media.md} {
    display: block;
  }

  img {
    position: absolute;
    width: 46%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.lg};
    border: 4px solid ${({ theme }) => theme.color.surface};
  }
  img:nth-child(1) {
    left: 27%;
    top: 0;
    width: 50%;
    z-index: 2;
  }
  img:nth-child(2) {
    left: 0;
    top: 14%;
    transform: rotate(-6deg);
  }
  img:nth-child(3) {
    right: 0;
    top: 14%;
    transform: rotate(6deg);
  }
`;
