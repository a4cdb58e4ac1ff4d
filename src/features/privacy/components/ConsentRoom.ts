import styled, { css } from 'styled-components';
import { CONSENT_PENDING_ATTRIBUTE } from '@/shared/lib/consent';

/**
 * The height the first-visit notice takes at each width (ConsentNotice.styles.ts lays it out to
 * fit). The layout keeps exactly this room below the header from the first paint of a first
 * visit, so the notice, which arrives with its own chunk after the page has come alive, moves
 * nothing (no layout shift).
 */
export const CONSENT_ROOM = { base: '31rem', xs: '28rem', sm: '22rem', md: '17rem', lg: '14rem' } as const;

export const consentRoomHeight = css`
  min-height: ${CONSENT_ROOM.base};
  ${({ theme }) => theme.media.xs} {
    min-height: ${CONSENT_ROOM.xs};
  }
  ${({ theme }) => theme.media.sm} {
    min-height: ${CONSENT_ROOM.sm};
  }
  ${({ theme }) => theme.media.md} {
    min-height: ${CONSENT_ROOM.md};
  }
  ${({ theme }) => theme.media.lg} {
    min-height: ${CONSENT_ROOM.lg};
  }
`;

/**
 * The notice's place in the layout, after the header (so after the skip link and the header in
 * the tab order), in the page's flow: it covers nothing. Empty but for a first visit, where the
 * page's head marks <html> before anything paints (scripts/page-shell: the stored choice is read
 * there) and the room is kept until a choice is made.
 */
export const ConsentRoom = styled.div`
  html[${CONSENT_PENDING_ATTRIBUTE}] & {
    ${consentRoomHeight}
  }
`;
