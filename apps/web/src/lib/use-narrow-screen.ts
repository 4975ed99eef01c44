import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext } from 'react';

/**
 * Whether the server rendered the page for a phone, as the request said (its `Sec-CH-UA-Mobile` or user agent):
 * docs/decisions/0016-signed-in-pages-rendered-for-their-member.md. False for a page nobody rendered for a device.
 */
export const RenderedForPhone = createContext(false);

/**
 * True while the screen is narrower than `breakpoint`. The server and the hydration both answer what the server
 * assumed (so the HTML matches); from the next render on, and at once in a page the browser renders itself, the
 * screen's own width answers.
 */
export function useNarrowScreen(breakpoint: 'sm' | 'md'): boolean {
  const renderedForPhone = useContext(RenderedForPhone);
  return useMediaQuery(useTheme().breakpoints.down(breakpoint), { defaultMatches: renderedForPhone });
}
