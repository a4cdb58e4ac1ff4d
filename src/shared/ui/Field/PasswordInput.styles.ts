import styled from 'styled-components';

export const PasswordWrap = styled.div`
  position: relative;
  & > input {
    padding-right: calc(${({ theme }) => theme.size.control} + ${({ theme }) => theme.space.xs});
  }
`;

export const PasswordToggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;
