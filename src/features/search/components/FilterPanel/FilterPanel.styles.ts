import styled from 'styled-components';

export const PanelRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export const Section = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

export const SectionToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0;
  border: 0;
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-align: left;
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.duration.normal} ease-out;
  }
  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
`;

export const SectionBody = styled.div<{ $scroll?: boolean }>`
  display: flex;
  flex-direction: column;
  padding-bottom: ${({ theme }) => theme.space.md};
  ${({ $scroll, theme }) =>
    $scroll &&
    `
    max-height: 16rem;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding-right: ${theme.space.xs};
  `}
  &[hidden] {
    display: none;
  }
`;

export const QuickPicks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const QuickPick = styled.button`
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  /* A 44px touch target around the 36px chip. */
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: -4px 0;
  }
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export const OptionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li > div {
    gap: 0;
  }
`;
