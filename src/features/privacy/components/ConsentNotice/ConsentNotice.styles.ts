import styled from 'styled-components';
import { consentRoomHeight } from '../ConsentRoom';
import { theme } from '@/shared/theme';

/** Exactly the room the layout keeps (ConsentRoom.ts), so that its arrival moves nothing. */
export const Notice = styled.section`
  ${consentRoomHeight}
  box-sizing: border-box;
  padding-block: ${theme.space.lg};
  background: ${theme.color.surfaceAlt};
  border-bottom: 1px solid ${theme.color.border};
  font-size: ${theme.fontSize.sm};

  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

export const Title = styled.h2`
  font-size: ${theme.fontSize.lg};
  margin: 0 0 ${theme.space.xs};
`;

export const Groups = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};

  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space.xl};
  }
`;

export const Group = styled.div`
  h3 {
    font-size: ${theme.fontSize.sm};
    margin: 0 0 ${theme.space.xs};
  }
`;

/** The items, each its own list item, in a line that wraps. */
export const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding-left: ${theme.space.lg};

  li {
    margin-right: ${theme.space.sm};
  }
`;

/** The two choices, side by side and alike (neither is pushed), then where to change it later. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};

  > button {
    flex: 1 1 0;
    min-width: max-content;
  }
  > p {
    flex-basis: 100%;
    margin: 0;
  }

  ${theme.media.md} {
    /* The same width, side by side: neither choice is the bigger one. */
    > button {
      flex: 0 0 15rem;
    }
    > p {
      flex-basis: auto;
    }
  }
`;
