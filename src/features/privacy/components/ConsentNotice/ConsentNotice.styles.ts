import styled from 'styled-components';
import { consentRoomHeight } from '../ConsentRoom';

/** Exactly the room the layout keeps (ConsentRoom.ts), so that its arrival moves nothing. */
export const Notice = styled.section`
  ${consentRoomHeight}
  box-sizing: border-box;
  padding-block: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

export const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

export const Group = styled.div`
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** The items, each its own list item, in a line that wraps. */
export const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li {
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

/** The two choices, side by side and alike (neither is pushed), then where to change it later. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  > button {
    flex: 1 1 0;
    min-width: max-content;
  }
  > p {
    flex-basis: 100%;
    margin: 0;
  }

  ${({ theme }) => theme.media.md} {
    /* The same width, side by side: neither choice is the bigger one. */
    > button {
      flex: 0 0 15rem;
    }
    > p {
      flex-basis: auto;
    }
  }
`;
