import styled from 'styled-components';

export const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  display: grid;
  /* One track no wider than the screen: a wide content (a table) scrolls inside the dialog instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
`;

/**
 * The dialog box: as wide as its content needs up to about 36 characters' worth of form (wide: a
 * table's worth, 48rem), never past the screen.
 */
export const Panel = styled.div<{ $wide?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ $wide }) => ($wide ? '48rem' : '36rem')});
  max-height: 100%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xl};
`;

/** The dialog's buttons, in reading order: stacked full width on a phone, a row at the right end from 480px. */
export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;
