import styled, { css } from 'styled-components';
import { CONSENT_PENDING_ATTRIBUTE } from '@/shared/lib/consent';

/**
 * The height the first-visit notice takes at each width (ConsentNotice.styles.ts lays it out to
 * fit), in each edition: Hindi's words take fewer lines (its two choices fit side by side from
 * 360 px). The layout keeps exactly this room below the header from the first paint of a first
 * visit, so the notice, which arrives with its own chunk after the page has come alive, moves
 * nothing (no layout shift), and leaves no empty band below it. Each is the notice's tallest in its
 * range of widths (at the range's narrowest: measured by hand at 17 widths, 320 to 1440 px), rounded
 * up to a whole rem; e2e/consent.spec.ts holds both editions at 1280 and 390 px.
 */
export const CONSENT_ROOM = {
  en: { base: '31rem', xs: '28rem', sm: '22rem', md: '17rem', lg: '14rem' },
  hi: { base: '28rem', xs: '22rem', sm: '22rem', md: '14rem', lg: '14rem' },
} as const;

type Room = (typeof CONSENT_ROOM)[keyof typeof CONSENT_ROOM];

const roomOf = (room: Room) => css`
  min-height: ${room.base};
  ${({ theme }) => theme.media.xs} {
    min-height: ${room.xs};
  }
  ${({ theme }) => theme.media.sm} {
    min-height: ${room.sm};
  }
  ${({ theme }) => theme.media.md} {
    min-height: ${room.md};
  }
  ${({ theme }) => theme.media.lg} {
    min-height: ${room.lg};
  }
`;

/** The room, in the page's edition (`:lang(hi)`: the Hindi pages' `<html lang="hi">`). */
export const consentRoomHeight = css`
  ${roomOf(CONSENT_ROOM.en)}
  &:lang(hi) {
    ${roomOf(CONSENT_ROOM.hi)}
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
