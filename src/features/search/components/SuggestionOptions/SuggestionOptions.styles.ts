import styled from 'styled-components';

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.color.brandSoft : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.color.brand}` : 'none')};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  img {
    flex: none;
    width: 2.5rem;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const OptionName = styled.span`
  color: ${({ theme }) => theme.color.ink};
`;

export const OptionMeta = styled.span`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Kind = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.inkMuted};
`;
